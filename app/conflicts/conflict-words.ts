// What the desk says of a conflict match, in the order staff read it: with whom, who named whom, how close.
import type { ConflictMatchRow } from "~/db/schema.server";

type Match = Pick<ConflictMatchRow, "strength" | "ourRole" | "ourName" | "theirRole" | "theirName" | "otherLeadId">;

export const strengthWords = { conflict: "same name", possible: "only the first initial and last name agree" } as const;

/** "Possible conflict with request #12: they named Acme Trucking as the other party." */
export function conflictWords(m: Match): string {
  const request = `Possible conflict with request #${m.otherLeadId}`;
  switch (m.theirRole) {
    case "person":
      return `${request}: ${m.theirName} wrote that request, and this one names ${m.ourName} as the other party.`;
    case "other":
      return m.ourRole === "person"
        ? `${request}: they named ${m.theirName} as the other party.`
        : `${request}: they named ${m.theirName} as the other party too.`;
    case "client":
      return `Possible conflict with the firm's list: ${m.theirName} is listed as a client, and this request names ${m.ourName} as the other party.`;
    case "adverse":
      return `Possible conflict with the firm's list: ${m.theirName} is listed as an adverse party.`;
  }
}

/** The panel's one-line state. */
export function conflictState(matches: { clearance: unknown }[]): string {
  const open = matches.filter((m) => !m.clearance).length;
  if (matches.length === 0) return "No conflict found";
  if (open === 0) return "Checked, no conflict";
  return `${open} possible conflict${open === 1 ? "" : "s"} to check`;
}

/** A "checked, no conflict" in the timeline, with whom when the match is still found. */
export function clearanceWords(matchKey: string, matches: (Match & { matchKey: string })[]): string {
  const m = matches.find((one) => one.matchKey === matchKey);
  if (!m) return "Conflict check: checked, no conflict (a match no longer found)";
  const party = m.otherLeadId !== null ? `request #${m.otherLeadId}` : `the firm's list (${m.theirName})`;
  return `Conflict check: checked, no conflict with ${party}`;
}
