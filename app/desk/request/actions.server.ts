// The request page's named actions, one per intent (here until each moves beside its panel, issue 56).
import { turnAwayWords } from "~/content/closing-a-request";
import { isTurnedAway } from "~/db/statuses";
import { attemptDelivery } from "~/deliveries/engine.server";
import { deliveryOf, retryDelivery } from "~/deliveries/store.server";
import { logAttempt } from "~/calls/store.server";
import { loggedMessage, BOOK_HINT } from "~/calls/call-outcomes";
import type { DeskAction, DeskRead, LeadActionResult } from "~/desk/form-schemas";
import { closeOpenWork, hasOpenWork, openWork, openWorkWords, workToken } from "~/declines/closing.server";
import { hasBooking } from "~/consultations/store.server";
import { recordOutcome } from "~/declines/store.server";
import { clearConflict } from "~/conflicts/store.server";
import { statusLabel } from "~/leads/status";
import { changeStatus } from "~/leads/store.server";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { deliveryOutcome } from "~/deliveries/channel.server";
import { newKey, savedStatus } from "./request.server";

const answer = (post: RequestPost, result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);
export type RequestAnswer = ReturnType<typeof answer>;
export type Intent = DeskAction["intent"];
export type PanelAction<I extends Intent> = (post: RequestPost, input: Extract<DeskAction, { intent: I }>) => Promise<RequestAnswer>;

/** A form the one schema refused; a refused booking or reply comes back with what was typed, so a page without JavaScript keeps it. */
export function refusedPost(post: RequestPost, intent: Intent | "unknown", read: Extract<DeskRead, { ok: false }>) {
  const typed = intent === "consultation" ? Object.fromEntries(["date", "time", "kind", "link", "host"].map((name) => [name, String(post.form[name] ?? "")])) : undefined;
  return answer(post, { ok: false, intent, field: read.field, error: read.error, typed, ...(intent === "text-reply" && { value: String(post.form.text ?? "").slice(0, 1600) }) }, "");
}

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

export const retryAction: PanelAction<"retry"> = async (post, input) => {
  const { env, db, leadId: id } = post;
  const due = await retryDelivery(db, id, input.deliveryId, post.now);
  // Attempted now, within this request, so the answer can say how it went.
  if (due) await attemptDelivery(env, due.id, due.attempts).catch((error) => log("error", "delivery_attempt_error", { deliveryId: due.id, message: String(error) }));
  const after = await deliveryOf(db, id, input.deliveryId);
  if (!after) return answer(post, { ok: false, intent: "retry", field: "form", error: "No such delivery on this request", deliveryId: input.deliveryId }, "");
  return answer(post, { ok: true, intent: "retry", deliveryId: after.id, status: after.status, error: after.lastError, message: deliveryOutcome(after) }, `saved=retry&delivery=${after.id}`);
};
