// The call-log panel's server side: its loader data (the call-back presets, the earliest time, the flash of a
// call logged without JavaScript) and its named action.
import * as z from "zod/mini";
import type { CallAttemptRow } from "~/db/schema.server";
import { type CallOutcome, callOutcomes } from "~/db/statuses";
import type { DeskRead } from "~/desk/form-schemas";
import { hasBooking } from "~/consultations/store.server";
import type { PanelAction } from "~/desk/request/dispatch.server";
import { statusLabel } from "~/leads/status";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { kentInputValue } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { BOOK_HINT, type CallBackPreset, callBackPresets, loggedMessage, NOTE_MAX, presetLabel, readCallBack } from "./call-outcomes";
import { textAfterMissedCall, textNoteOf, textNotes, textNoteWords } from "./missed-call.server";
import { logAttempt } from "./store.server";

export function callLogPanelData(attempts: Pick<CallAttemptRow, "id" | "outcome" | "callBackAt">[], url: URL, now: Date) {
  const logged = url.searchParams.get("saved") === "attempt" ? attempts.find((a) => String(a.id) === url.searchParams.get("attempt")) : undefined;
  return {
    attemptFlash: logged
      ? loggedMessage(logged.outcome, logged.callBackAt) +
        textNotes
          .filter((n) => n === url.searchParams.get("text"))
          .map((n) => textNoteWords[n])
          .join("")
      : "",
    presets: Object.fromEntries(callBackPresets.map((p) => [p, presetLabel(p, now)])) as Record<CallBackPreset, string>,
    callBackMin: kentInputValue(now),
  };
}

/** The call bar's one form: an outcome button, a note, and for "call back" a preset or a time. */
export const callLogForm = z.object({
  intent: z.literal("attempt"),
  formKey,
  outcome: z.enum(callOutcomes, "Choose how the call went: one of the outcome buttons"),
  note: z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX, `A call note is at most ${NOTE_MAX} characters: put the rest in a note below`))),
  callBackPreset: z.optional(z.string().check(z.maxLength(20))),
  callBackAt: z.optional(z.string().check(z.maxLength(40, "Write the call-back time as a date and a time"))),
  scheduled: z.optional(z.string().check(z.maxLength(10))),
});

/** Only a call-back carries a time, and only a reached call books a consultation (refused, not dropped). */
export function readAttempt(
  input: { formKey: string; outcome: CallOutcome; note?: string; callBackPreset?: string; callBackAt?: string; scheduled?: string },
  now: Date,
): DeskRead {
  const scheduled = input.scheduled === "yes";
  if (scheduled && input.outcome !== "reached")
    return { ok: false, field: "outcome", error: "Only a reached call books a consultation: untick it or tap Reached" };
  let callBackAt: string | null = null;
  if (input.outcome === "call-back") {
    const read = readCallBack({ preset: input.callBackPreset, at: input.callBackAt }, now);
    if (!read.ok) return { ok: false, field: "callBackAt", error: read.error };
    callBackAt = read.at.toISOString();
  }
  return { ok: true, input: { intent: "attempt", formKey: input.formKey, outcome: input.outcome, note: input.note || null, callBackAt, scheduled } };
}

const newKey = () => crypto.randomUUID();

export const callLogAction: PanelAction<"attempt"> = async (post, input) => {
  const { env, db, leadId: id, now } = post;
  const logged = await logAttempt(db, {
    leadId: id,
    outcome: input.outcome,
    callBackAt: input.callBackAt,
    note: input.note,
    scheduled: input.scheduled,
    by: post.by,
    formKey: input.formKey,
    at: now,
  });
  if (logged.kind === "gone")
    return deskAnswer(
      post,
      { ok: false, intent: "attempt", field: "form", error: "This request no longer exists (it may have been erased); the call was not logged." },
      "",
    );
  if (logged.kind === "logged") log("info", "desk_call_logged", { leadId: id, outcome: input.outcome, status: logged.status });
  // A double tap answers as the first one did.
  const row = logged.kind === "logged" ? { id: logged.id, outcome: input.outcome, callBackAt: input.callBackAt } : logged.attempt;
  const book = logged.kind === "logged" && logged.status === "consultation-scheduled" && !(await hasBooking(db, id));
  const moved = logged.kind === "logged" && logged.status ? ` · now ${statusLabel[logged.status]}${book ? BOOK_HINT : ""}` : "";
  // Texted only for a call logged now, not for a double tap.
  const note =
    logged.kind === "logged"
      ? textNoteOf(
          await textAfterMissedCall(env, { leadId: id, outcome: input.outcome, at: now }).catch(
            (error) => (log("error", "missed_call_text_failed", { leadId: id, message: String(error) }), { kind: "none" as const }),
          ),
        )
      : null;
  const message = loggedMessage(row.outcome, row.callBackAt) + moved + (note ? textNoteWords[note] : "");
  return deskAnswer(
    post,
    { ok: true, intent: "attempt", message, attemptKey: newKey() },
    `saved=attempt&attempt=${row.id}${note ? `&text=${note}` : ""}${book ? "#consultation" : ""}`,
  );
};
