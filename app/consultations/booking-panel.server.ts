/** The request page's consultation part: what the panel shows, and the answer to its two forms. */
import { officeAddressLines } from "~/content/firm";
import type { Db } from "~/db/client.server";
import { kentDay, kentShort, kentInputValue } from "~/lib/kent-time";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { officeDayAfter } from "~/lib/office-hours";
import type { LeadActionResult } from "~/desk/form-schemas";
import { type ConsultationInput, kindLabel } from "./booking-form";
import { cancelConsultation, type ConsultationOutcome, saveConsultation } from "./booking.server";
import { consultationFor } from "./store.server";

const newKey = () => crypto.randomUUID();
const CANCELLED = "Cancelled: the person is told.";
const BACK_TO_CONTACTED = "The request is back to Contacted.";

export async function bookingPanelData(db: Db, leadId: number, now: Date, saved: string | null) {
  const consultation = await consultationFor(db, leadId);
  const scheduled = consultation?.status === "scheduled" ? consultation : null;
  const at = scheduled ? new Date(scheduled.startsAt) : null;
  const flash =
    saved === "consultation" && scheduled
      ? `Saved: consultation ${kentShort(scheduled.startsAt)} (Kent time), ${kindLabel[scheduled.kind].toLowerCase()}. The invitation is on its way.`
      : saved === "consultation-cancelled"
        ? CANCELLED
        : saved === "consultation-cancelled-contacted"
          ? `${CANCELLED} ${BACK_TO_CONTACTED}`
          : "";
  return {
    row: consultation,
    // A new booking defaults to the next office day at 10:00, Kent time.
    day: at ? kentDay(at) : officeDayAfter(kentDay(now), 1),
    time: at ? kentInputValue(at).slice("YYYY-MM-DDT".length) : "10:00",
    minDay: kentDay(now),
    formKey: newKey(),
    cancelKey: newKey(),
    flash,
    address: officeAddressLines().join(", "),
  };
}

type Booking = Extract<ConsultationInput, { intent: "consultation" }>;
type Cancelling = Extract<ConsultationInput, { intent: "cancel-consultation" }>;

export const bookingAction = (post: RequestPost, input: Booking) =>
  answerOf(post, input, saveConsultation(post.env, post.db, post.leadId, input, post.by, post.now));

export const cancelBookingAction = (post: RequestPost, input: Cancelling) =>
  answerOf(post, input, cancelConsultation(post.env, post.db, post.leadId, input, post.by, post.now));

/** Booked, moved, cancelled, or why not: one answer for both forms. */
async function answerOf(post: RequestPost, input: ConsultationInput, saving: Promise<ConsultationOutcome>) {
  const { leadId } = post;
  const answer = (result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);
  const outcome = await saving;
  const refuse = (error: string) => answer({ ok: false, intent: input.intent, field: "form", error }, "");
  if (outcome.kind === "gone") return refuse("This request no longer exists (it may have been erased); nothing saved.");
  if (outcome.kind === "stale") {
    const c = outcome.consultation;
    return refuse(
      c?.status === "scheduled"
        ? `Changed meanwhile by ${c.bookedBy}: now ${kentShort(c.startsAt)} (Kent time). Nothing saved: reload the page and try again.`
        : c
          ? `Already cancelled by ${c.bookedBy}. Nothing saved: reload the page.`
          : "Nothing saved: reload the page and try again.",
    );
  }
  if (outcome.kind !== "repeat") log("info", "desk_consultation_saved", { leadId, consultationId: outcome.consultation.id, change: outcome.kind });
  const c = outcome.consultation;
  if (c.status === "cancelled") {
    const back = outcome.kind === "cancelled" && outcome.backToContacted;
    const message = back ? `${CANCELLED} ${BACK_TO_CONTACTED}` : CANCELLED;
    return answer(
      { ok: true, intent: "cancel-consultation", message, consultationKey: newKey() },
      back ? "saved=consultation-cancelled-contacted" : "saved=consultation-cancelled",
    );
  }
  const message = `Saved: consultation ${kentShort(c.startsAt)} (Kent time), ${kindLabel[c.kind].toLowerCase()}. The invitation is on its way.`;
  return answer({ ok: true, intent: "consultation", message, consultationKey: newKey() }, "saved=consultation");
}
