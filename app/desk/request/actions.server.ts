// The request page's named actions, one per intent (here until each moves beside its panel, issue 56).
import { logAttempt } from "~/calls/store.server";
import { loggedMessage } from "~/calls/call-outcomes";
import type { DeskAction, DeskRead, LeadActionResult } from "~/desk/form-schemas";
import { unlinkAnswer } from "~/desk/same-person-page";
import { clearConflict } from "~/conflicts/store.server";
import { addNote, changeStatus, unlinkRequest } from "~/leads/store.server";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { newKey } from "./request.server";

const answer = (post: RequestPost, result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);
export type RequestAnswer = ReturnType<typeof answer>;
export type Intent = DeskAction["intent"];
export type PanelAction<I extends Intent> = (post: RequestPost, input: Extract<DeskAction, { intent: I }>) => Promise<RequestAnswer>;

/** A form the one schema refused; a refused booking or reply comes back with what was typed, so a page without JavaScript keeps it. */
export function refusedPost(post: RequestPost, intent: Intent | "unknown", read: Extract<DeskRead, { ok: false }>) {
  const typed = intent === "consultation" ? Object.fromEntries(["date", "time", "kind", "link", "host"].map((name) => [name, String(post.form[name] ?? "")])) : undefined;
  return answer(post, { ok: false, intent, field: read.field, error: read.error, typed, ...(intent === "text-reply" && { value: String(post.form.text ?? "").slice(0, 1600) }) }, "");
}

export const unlinkAction: PanelAction<"unlink"> = async (post, input) => {
  const id = post.leadId;
  // A page unlinks only its own link, or a request linked to it.
  const outcome = input.linkId === id || input.from === id ? await unlinkRequest(post.db, { leadId: input.linkId, from: input.from, by: post.by, formKey: input.formKey, at: post.now }) : { kind: "stale" as const };
  if (outcome.kind === "unlinked") log("info", "desk_request_unlinked", { leadId: input.linkId, from: input.from });
  if (outcome.kind === "stale" || outcome.kind === "gone") return answer(post, { ok: false, intent: "unlink", field: "form", error: `Request #${input.linkId} is no longer linked to request #${input.from}; nothing changed` }, "");
  return answer(post, { ok: true, intent: "unlink", message: unlinkAnswer(String(input.linkId)), unlinkKey: newKey() }, `saved=unlink&link=${input.linkId}`);
};

export const clearConflictAction: PanelAction<"clear-conflict"> = async (post, input) => {
  const id = post.leadId;
  const cleared = await clearConflict(post.db, { leadId: id, matchKey: input.match, by: post.by, formKey: input.formKey, at: post.now });
  if (cleared.kind === "gone") return answer(post, { ok: false, intent: "clear-conflict", field: "form", match: input.match, error: "This match is no longer found (a name changed or the request was erased): reload the page." }, "");
  if (cleared.kind === "cleared") log("info", "desk_conflict_cleared", { leadId: id });
  const message = cleared.kind === "already" ? `Already checked by ${cleared.clearance.clearedBy}, ${kentShort(cleared.clearance.clearedAt)}` : "Recorded: checked, no conflict";
  return answer(post, { ok: true, intent: "clear-conflict", message, match: input.match }, "saved=conflict");
};

export const noteAction: PanelAction<"note"> = async (post, input) => {
  // Erased meanwhile: nothing was kept (a repost of a saved form is fine).
  const kept = await addNote(post.db, { leadId: post.leadId, body: input.body, by: post.by, formKey: input.formKey, at: post.now });
  if (kept === "gone") return answer(post, { ok: false, intent: "note", field: "body", error: "This request no longer exists (it may have been erased); the note was not saved." }, "");
  // Saved now or by the same form before: either way the box empties, with a new key.
  return answer(post, { ok: true, intent: "note", message: "Note saved", noteKey: newKey() }, "saved=note");
};
