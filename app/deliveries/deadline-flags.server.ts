// A request's deadline flags as a text says them (decision 0048), read from its stored answers.
import { sql } from "drizzle-orm";
import { deadlineWords, type DeadlineFlag } from "~/content/deadlines";
import type { Db } from "~/db/client.server";
import { leadAnswers } from "~/db/schema.server";
import { storedFlags } from "~/leads/deadlines";

/** The flags of a request's stored answers today (their stored deadline, decision 0066), or none when it has no answers. */
export async function flagsOf(d1: Db, leadId: number, now: Date): Promise<DeadlineFlag[]> {
  return (await flagsOfLeads(d1, [leadId], now)).get(leadId) ?? [];
}

/** "Deadline: PAST the earliest deadline; minor (deadline may be paused)", or null without a flag. */
export const flagLine = (flags: readonly DeadlineFlag[]) => (flags.length ? `Deadline: ${flags.map((f) => deadlineWords.shortFlags[f]).join("; ")}` : null);

/** The flags of several requests' stored answers today, in one read: a request without a flag is left out. */
export async function flagsOfLeads(d1: Db, leadIds: readonly number[], now: Date): Promise<Map<number, DeadlineFlag[]>> {
  if (leadIds.length === 0) return new Map();
  const rows = await d1
    .select({ leadId: leadAnswers.leadId, date: leadAnswers.deadlineDate, flags: leadAnswers.deadlineFlags })
    .from(leadAnswers)
    .where(sql`${leadAnswers.leadId} IN (SELECT value FROM json_each(${JSON.stringify(leadIds)}))`);
  const flagged = rows.map((row) => [row.leadId, storedFlags(row.date, row.flags, now)] as const);
  return new Map(flagged.filter(([, flags]) => flags.length > 0));
}
