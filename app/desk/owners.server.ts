// The desk's owner writes: assign a request (a history row keyed on the form, so a double post writes once),
// the day's intake switch, and a request staff take by phone or at the door, stored as the form's are.
import { eq } from "drizzle-orm";
import { type IntakeSwitchRow, intakeSwitches, leadOwnerChanges, type OwnerChangeRow } from "~/db/schema.server";
import type { Db } from "~/db/client.server";
import { intakeRoster, ownerName } from "~/content/intake-roster";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import type { DeskAction, LeadActionResult } from "./form-schemas";

export const ownerHistory = (db: Db, leadId: number): Promise<OwnerChangeRow[]> =>
  db.select().from(leadOwnerChanges).where(eq(leadOwnerChanges.leadId, leadId)).orderBy(leadOwnerChanges.id);

export interface OwnerChange {
  leadId: number;
  /** The owner the form showed ("" = unassigned). */
  from: string;
  to: string;
  by: string;
  formKey: string;
  at: Date;
}

export type OwnerOutcome =
  | { kind: "changed" }
  | { kind: "repeat"; change: OwnerChangeRow }
  | { kind: "stale"; owner: string | null; change: OwnerChangeRow | undefined }
  | { kind: "same" }
  | { kind: "gone" };

/** Gives a request to `to` if it still has the owner the form showed and this form was not posted before. */
export async function assignOwner(db: Db, change: OwnerChange): Promise<OwnerOutcome> {
  const at = change.at.toISOString();
  const c = db.$client;
  const [written] = await c.batch([
    c
      .prepare(
        `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
         SELECT id, ?2, ?3, owner_email, ?4, ?5 FROM leads WHERE id = ?1 AND COALESCE(owner_email, '') = ?6 AND ?4 <> COALESCE(owner_email, '')
         ON CONFLICT (form_key) DO NOTHING`,
      )
      .bind(change.leadId, at, change.by, change.to, change.formKey, change.from),
    c.prepare(`UPDATE leads SET owner_email = ?2 WHERE id = ?1 AND EXISTS (SELECT 1 FROM lead_owner_changes WHERE form_key = ?3 AND lead_id = ?1 AND changed_at = ?4)`).bind(change.leadId, change.to, change.formKey, at),
  ]);
  if (written!.meta.changes > 0) return { kind: "changed" };
  const [lead, history] = await Promise.all([
    c.prepare("SELECT owner_email FROM leads WHERE id = ?").bind(change.leadId).first<{ owner_email: string | null }>(),
    ownerHistory(db, change.leadId),
  ]);
  if (!lead) return { kind: "gone" };
  const repeat = history.find((h) => h.formKey === change.formKey);
  if (repeat) return { kind: "repeat", change: repeat };
  if ((lead.owner_email ?? "") !== change.from) return { kind: "stale", owner: lead.owner_email, change: history.at(-1) };
  return { kind: "same" };
}

export const switchesFor = (db: Db, day: string): Promise<IntakeSwitchRow[]> => db.select().from(intakeSwitches).where(eq(intakeSwitches.day, day));

export type SwitchOutcome = { kind: "saved" } | { kind: "same" } | { kind: "stale"; row: IntakeSwitchRow };

/** Sets a member on or off intake for one Kent day; refused when someone switched them since the page was shown. */
export async function setSwitch(db: Db, input: { day: string; email: string; onIntake: boolean; shown: boolean | null; by: string; at: Date }): Promise<SwitchOutcome> {
  const rows = await switchesFor(db, input.day);
  const row = rows.find((r) => r.email === input.email);
  const current = row ? row.onIntake : null;
  if (current === input.onIntake) return { kind: "same" };
  if (row && current !== input.shown) return { kind: "stale", row };
  await db
    .insert(intakeSwitches)
    .values({ day: input.day, email: input.email, onIntake: input.onIntake, changedAt: input.at.toISOString(), changedBy: input.by })
    .onConflictDoUpdate({ target: [intakeSwitches.day, intakeSwitches.email], set: { onIntake: input.onIntake, changedAt: input.at.toISOString(), changedBy: input.by } });
  return { kind: "saved" };
}

const whoDid = (by: string) => (by === "round-robin" ? "round-robin" : by === "same-person" ? "the same-person link" : ownerName(by));

/** What the request page needs for its owner panel and timeline. */
export async function ownerPanelData(db: Db, lead: { id: number; ownerEmail: string | null }, me: string) {
  const history = await ownerHistory(db, lead.id);
  const last = history.at(-1);
  return {
    owner: lead.ownerEmail ?? "",
    ownerLabel: ownerName(lead.ownerEmail),
    me,
    colleagues: intakeRoster.filter((m) => m.email !== me).map((m) => ({ email: m.email, name: m.name })),
    since: last && last.toOwner === lead.ownerEmail ? { at: last.changedAt, by: whoDid(last.changedBy) } : null,
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
