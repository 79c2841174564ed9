// The request page's owner panel: its form's schema, its data and its named action (`owner`).
import * as z from "zod/mini";
import { intakeRoster, ownerName, rosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import type { DeskAction, LeadActionResult } from "~/desk/form-schemas";
import { deskAnswer, formKey, type RequestPost } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { assignOwner, ownerHistory } from "./store.server";

/** "me" (the signed-in member) or a colleague on the roster. */
export const ownerChoice = z
  .string("Choose who takes it")
  .check(z.refine((to) => to === "me" || rosterMember(to) !== undefined, "Choose a colleague from the list"));

export const ownerForm = z.object({ intent: z.literal("owner"), formKey, from: z.string().check(z.maxLength(254)), to: ownerChoice });

const whoDid = (by: string) => (by === "round-robin" ? "round-robin" : by === "same-person" ? "the same-person link" : ownerName(by));

/** How many owner changes the request page shows, the latest (decision 0096). */
export const LATEST_OWNERS = 5;

/** What the request page needs for its owner panel and timeline. */
export async function ownerPanelData(db: Db, lead: { id: number; ownerEmail: string | null }, me: string) {
  const read = await ownerHistory(db, lead.id, LATEST_OWNERS);
  const history = read.slice(0, LATEST_OWNERS).reverse();
  const last = history.at(-1);
  return {
    owner: lead.ownerEmail ?? "",
    ownerLabel: ownerName(lead.ownerEmail),
    me,
    colleagues: intakeRoster.filter((m) => m.email !== me).map((m) => ({ email: m.email, name: m.name })),
    since: last && last.toOwner === lead.ownerEmail ? { at: last.changedAt, by: whoDid(last.changedBy) } : null,
    /** Older owner changes exist: on the owners' "show all" page. */
    more: read.length > LATEST_OWNERS,
    history: history.map((h) => ({ ...h, fromName: h.fromOwner && ownerName(h.fromOwner), toName: ownerName(h.toOwner) })),
    firstKey: crypto.randomUUID(),
  };
}

/** The request page's owner post: the answer and the `?saved=` of a post without JavaScript. */
export async function ownerAction(post: RequestPost, input: Extract<DeskAction, { intent: "owner" }>) {
  const { db, leadId, by: me, now: at } = post;
  const to = input.to === "me" ? me : input.to;
  const outcome = await assignOwner(db, { leadId, from: input.from, to, by: me, formKey: input.formKey, at });
  if (outcome.kind === "changed") log("info", "desk_owner_changed", { leadId, to: to === me ? "self" : "colleague" });
  const ok = (message: string) => deskAnswer<LeadActionResult>(post, { ok: true, intent: "owner", message, ownerKey: crypto.randomUUID() }, "saved=owner");
  const refuse = (error: string) => deskAnswer<LeadActionResult>(post, { ok: false, intent: "owner", field: "form", error }, "");
  switch (outcome.kind) {
    case "changed":
      return ok(`Owner saved: ${ownerName(to)}`);
    case "repeat":
      return ok(`Owner saved: ${ownerName(outcome.change.toOwner)}`);
    case "same":
      return ok(`Already owned by ${ownerName(to)}`);
    case "gone":
      return refuse("This request no longer exists (it may have been erased); nothing changed.");
    case "stale":
      return refuse(
        outcome.change
          ? `Already given to ${ownerName(outcome.owner)} by ${whoDid(outcome.change.changedBy)} at ${kentShort(outcome.change.changedAt)}; nothing changed. Look again and assign if still needed.`
          : `Its owner is now ${ownerName(outcome.owner)}; nothing changed.`,
      );
  }
}
