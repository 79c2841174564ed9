// The request page's named actions, one per intent (here until each moves beside its panel, issue 56).
import { turnAwayWords } from "~/content/closing-a-request";
import { heldFirstTextWords } from "~/content/service-area";
import { isTurnedAway } from "~/db/statuses";
import { attemptDelivery } from "~/deliveries/engine.server";
import { textAfterMissedCall, textNoteOf, textNoteWords } from "~/deliveries/missed-call-send.server";
import { deliveryOf, retryDelivery } from "~/deliveries/store.server";
import { releaseHeldFirstText } from "~/deliveries/visitor-text.server";
import { logAttempt } from "~/calls/store.server";
import { loggedMessage } from "~/desk/call-attempts";
import { closeOpenWork, hasOpenWork, openWork, openWorkWords, workToken } from "~/desk/closing.server";
import { hasBooking } from "~/desk/consultations.server";
import { recordOutcome, sendLetter } from "~/desk/declines.server";
import type { DeskAction, DeskRead, LeadActionResult } from "~/desk/form-schemas";
import { replyAnswer, sendReply } from "~/desk/text-reply.server";
import { clearConflict } from "~/leads/conflicts.server";
import { statusLabel } from "~/leads/status";
import { changeStatus } from "~/leads/store.server";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { BOOK_HINT, deliveryOutcome, firstTextOutcome, leadFile, newKey, savedStatus } from "./request.server";

const answer = (post: RequestPost, result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);
export type RequestAnswer = ReturnType<typeof answer>;
export type Intent = DeskAction["intent"];
export type PanelAction<I extends Intent> = (post: RequestPost, input: Extract<DeskAction, { intent: I }>) => Promise<RequestAnswer>;

/** A form the one schema refused; a refused booking or reply comes back with what was typed, so a page without JavaScript keeps it. */
export function refusedPost(post: RequestPost, intent: Intent | "unknown", read: Extract<DeskRead, { ok: false }>) {
  const typed = intent === "consultation" ? Object.fromEntries(["date", "time", "kind", "link", "host"].map((name) => [name, String(post.form[name] ?? "")])) : undefined;
  return answer(post, { ok: false, intent, field: read.field, error: read.error, typed, ...(intent === "text-reply" && { value: String(post.form.text ?? "").slice(0, 1600) }) }, "");
}

export const replyAction: PanelAction<"text-reply"> = async (post, input) => {
  const { env, db, by, now } = post;
  const file = await leadFile(db, post.leadId);
  if (!file) return answer(post, { ok: false, intent: "text-reply", field: "form", error: "This request no longer exists (it may have been erased); nothing was sent." }, "");
  const outcome = await sendReply(env, db, { lead: file.lead, body: input.text, by, formKey: input.formKey, now, outsideArea: input.outsideArea });
  if (outcome.kind === "refused") return answer(post, { ok: false, intent: "text-reply", field: outcome.field ?? "text", error: outcome.error, value: input.text }, "");
  return answer(post, { ok: true, intent: "text-reply", message: replyAnswer(file.lead, outcome.text), replyKey: newKey(), failed: outcome.text.status === "failed" }, `saved=text&text=${outcome.text.id}`);
};

export const firstTextAction: PanelAction<"first-text"> = async (post, input) => {
  const { env, db, leadId: id } = post;
  const released = await releaseHeldFirstText(env, db, { leadId: id, deliveryId: input.deliveryId, by: post.by, now: post.now });
  if (released.kind !== "released") return answer(post, { ok: false, intent: "first-text", field: "form", error: released.kind === "gone" ? heldFirstTextWords.gone : heldFirstTextWords.notSent(released.why) }, "");
  log("info", "desk_first_text_released", { leadId: id, deliveryId: released.delivery.id });
  await attemptDelivery(env, released.delivery.id, 0).catch((error) => log("error", "delivery_attempt_error", { deliveryId: released.delivery.id, message: String(error) }));
  const after = (await deliveryOf(db, id, released.delivery.id)) ?? released.delivery;
  return answer(post, { ok: true, intent: "first-text", message: firstTextOutcome(after) }, `saved=first-text&delivery=${after.id}`);
};

export const clearConflictAction: PanelAction<"clear-conflict"> = async (post, input) => {
  const id = post.leadId;
  const cleared = await clearConflict(post.db, { leadId: id, matchKey: input.match, by: post.by, formKey: input.formKey, at: post.now });
  if (cleared.kind === "gone") return answer(post, { ok: false, intent: "clear-conflict", field: "form", match: input.match, error: "This match is no longer found (a name changed or the request was erased): reload the page." }, "");
  if (cleared.kind === "cleared") log("info", "desk_conflict_cleared", { leadId: id });
  const message = cleared.kind === "already" ? `Already checked by ${cleared.clearance.clearedBy}, ${kentShort(cleared.clearance.clearedAt)}` : "Recorded: checked, no conflict";
  return answer(post, { ok: true, intent: "clear-conflict", message, match: input.match }, "saved=conflict");
};

export const callLogAction: PanelAction<"attempt"> = async (post, input) => {
  const { env, db, leadId: id, now } = post;
  const logged = await logAttempt(db, { leadId: id, outcome: input.outcome, callBackAt: input.callBackAt, note: input.note, scheduled: input.scheduled, by: post.by, formKey: input.formKey, at: now });
  if (logged.kind === "gone") return answer(post, { ok: false, intent: "attempt", field: "form", error: "This request no longer exists (it may have been erased); the call was not logged." }, "");
  if (logged.kind === "logged") log("info", "desk_call_logged", { leadId: id, outcome: input.outcome, status: logged.status });
  // A double tap answers as the first one did.
  const row = logged.kind === "logged" ? { id: logged.id, outcome: input.outcome, callBackAt: input.callBackAt } : logged.attempt;
  const book = logged.kind === "logged" && logged.status === "consultation-scheduled" && !(await hasBooking(db, id));
  const moved = logged.kind === "logged" && logged.status ? ` · now ${statusLabel[logged.status]}${book ? BOOK_HINT : ""}` : "";
  // Texted only for a call logged now, not for a double tap.
  const note =
    logged.kind === "logged"
      ? textNoteOf(await textAfterMissedCall(env, { leadId: id, outcome: input.outcome, at: now }).catch((error) => (log("error", "missed_call_text_failed", { leadId: id, message: String(error) }), { kind: "none" as const })))
      : null;
  const message = loggedMessage(row.outcome, row.callBackAt) + moved + (note ? textNoteWords[note] : "");
  return answer(post, { ok: true, intent: "attempt", message, attemptKey: newKey() }, `saved=attempt&attempt=${row.id}${note ? `&text=${note}` : ""}${book ? "#consultation" : ""}`);
};

export const statusAction: PanelAction<"status"> = async (post, input) => {
  const { env, db, leadId: id, by, now } = post;
  // Turning the person away closes their consultation and agreement link: asked first, in those words.
  const work = await openWork(db, id, input, now);
  if (hasOpenWork(work) && input.confirm !== workToken(work)) {
    const typed = Object.fromEntries(["from", "to", "formKey", "expectedFee", "reason", "reasonText", "referredTo", "referralShare"].map((name) => [name, String(post.form[name] ?? "")]));
    const error = input.confirm ? turnAwayWords.changed : turnAwayWords.question(statusLabel[input.to]);
    return answer(post, { ok: false, intent: "status", field: "confirm", error, typed, question: { token: workToken(work), open: openWorkWords(work) } }, "");
  }
  const outcome = await changeStatus(db, { leadId: id, from: input.from, to: input.to, expectedFeeCents: input.expectedFeeCents, by, formKey: input.formKey, at: now });
  if (outcome.kind === "changed") log("info", "desk_status_changed", { leadId: id, from: input.from, to: input.to });
  const applied = outcome.kind === "changed" || outcome.kind === "repeat";
  // A repost writes it too if the first post stopped between the two writes.
  if (input.closing && applied) await recordOutcome(db, { leadId: id, to: input.to, closing: input.closing, by, formKey: input.formKey, at: now });
  const closed = input.confirm && isTurnedAway(input.to) && applied ? await closeOpenWork(env, db, { leadId: id, token: input.confirm, by, formKey: input.formKey, now }) : null;
  if (closed && (closed.consultation || closed.agreements)) log("info", "desk_closed_open_work", { leadId: id, to: input.to, ...closed });
  const closedWords = closed && turnAwayWords.done(closed) ? `. ${turnAwayWords.done(closed)}` : "";
  const closedFlash = closed ? `&closed=${closed.consultation ? 1 : 0}.${closed.agreements}` : "";
  const refuse = (error: string) => answer(post, { ok: false, intent: "status", field: "to", error }, "");
  switch (outcome.kind) {
    case "changed": {
      // Without JavaScript the page opens at the consultation form: the status books no time.
      const book = input.to === "consultation-scheduled" && !(await hasBooking(db, id));
      return answer(post, { ok: true, intent: "status", message: savedStatus(input.to, input.expectedFeeCents) + (book ? BOOK_HINT : "") + closedWords }, `saved=status${closedFlash}${book ? "#consultation" : ""}`);
    }
    case "repeat":
      // The same form again (a double tap): it was saved the first time.
      return answer(post, { ok: true, intent: "status", message: savedStatus(outcome.change.toStatus, outcome.change.expectedFeeCents) + closedWords }, `saved=status${closedFlash}`);
    case "stale":
      return refuse(
        outcome.change
          ? `Already moved to ${statusLabel[outcome.status]} by ${outcome.change.changedBy} at ${kentShort(outcome.change.changedAt)}; nothing saved`
          : `Already ${statusLabel[outcome.status]}; nothing saved`,
      );
    case "same":
      // Not a refusal: the request is where the member wants it (a second tap after a save).
      return answer(post, { ok: true, intent: "status", message: `Already ${statusLabel[outcome.status]}` }, "saved=same");
    case "gone":
      return refuse("This request no longer exists; nothing saved");
  }
};

export const letterAction: PanelAction<"letter"> = async (post, input) => {
  const sent = await sendLetter(post.env, post.db, { leadId: post.leadId, by: post.by, formKey: input.formKey, now: post.now });
  if (sent.kind === "gone") return answer(post, { ok: false, intent: "letter", field: "form", error: "This request no longer exists (it may have been erased); no letter was sent." }, "");
  if (sent.kind === "refused") return answer(post, { ok: false, intent: "letter", field: "form", error: sent.error }, "");
  if (sent.kind === "sent") log("info", "desk_letter_sent", { leadId: post.leadId, language: sent.letter.language });
  const message = sent.kind === "sent" ? `Letter sent to ${sent.letter.address}, with a copy to the intake inbox` : `The letter was already sent to ${sent.letter.address} on ${kentShort(sent.letter.createdAt)}`;
  return answer(post, { ok: true, intent: "letter", message }, "saved=letter");
};

export const retryAction: PanelAction<"retry"> = async (post, input) => {
  const { env, db, leadId: id } = post;
  const due = await retryDelivery(db, id, input.deliveryId, post.now);
  // Attempted now, within this request, so the answer can say how it went.
  if (due) await attemptDelivery(env, due.id, due.attempts).catch((error) => log("error", "delivery_attempt_error", { deliveryId: due.id, message: String(error) }));
  const after = await deliveryOf(db, id, input.deliveryId);
  if (!after) return answer(post, { ok: false, intent: "retry", field: "form", error: "No such delivery on this request", deliveryId: input.deliveryId }, "");
  return answer(post, { ok: true, intent: "retry", deliveryId: after.id, status: after.status, error: after.lastError, message: deliveryOutcome(after) }, `saved=retry&delivery=${after.id}`);
};
