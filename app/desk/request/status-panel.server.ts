// The status panel's server side: its form and its named action (the leads store's change, the declines store's outcome, the open work it closes).
import * as z from "zod/mini";
import { turnAwayWords } from "~/content/closing-a-request";
import { isTurnedAway, leadStatuses } from "~/db/statuses";
import type { DeskRead, LeadActionResult } from "~/desk/form-schemas";
import { BOOK_HINT } from "~/calls/call-outcomes";
import { closeOpenWork, hasOpenWork, openWork, openWorkWords, workToken } from "~/declines/closing.server";
import { hasBooking } from "~/consultations/store.server";
import { readClosing } from "~/declines/closing";
import { recordOutcome } from "~/declines/store.server";
import { statusLabel, takesFee } from "~/leads/status";
import { changeStatus } from "~/leads/store.server";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { feeCents } from "~/lib/money";
import type { PanelAction } from "./dispatch.server";
import { savedStatus } from "./request.server";

export const statusForm = z.object({
  intent: z.literal("status"),
  formKey,
  from: z.enum(leadStatuses),
  to: z.enum(leadStatuses, "Choose a status"),
  expectedFee: z.optional(z.string().check(z.maxLength(40, "Write the expected fee as an amount, like 25,000"))),
  // Declined or referred out only (declines/closing.ts).
  reason: z.optional(z.string().check(z.maxLength(40))),
  reasonText: z.optional(z.string().check(z.maxLength(2000, "A reason is at most 500 characters"))),
  referredTo: z.optional(z.string().check(z.maxLength(1000, "A name is at most 200 characters"))),
  referralShare: z.optional(z.string().check(z.maxLength(20, "Write the fee share as a whole percent from 0 to 100, like 33"))),
  confirm: z.optional(z.string().check(z.maxLength(300), z.regex(/^[a-z0-9.-]*$/))),
});

export function readStatus(input: z.infer<typeof statusForm>): DeskRead {
  const text = (input.expectedFee ?? "").trim();
  const closed = readClosing(input.to, input);
  if (!closed.ok) return closed;
  if (!takesFee(input.to)) {
    if (text !== "") return { ok: false, field: "expectedFee", error: "Only a signed request takes a fee: empty the fee or choose Signed" };
    return {
      ok: true,
      input: {
        intent: "status",
        formKey: input.formKey,
        from: input.from,
        to: input.to,
        expectedFeeCents: null,
        closing: closed.closing,
        confirm: input.confirm ?? "",
      },
    };
  }
  const cents = feeCents(text);
  if (cents === undefined) return { ok: false, field: "expectedFee", error: "Write the expected fee as an amount, like 25,000" };
  return { ok: true, input: { intent: "status", formKey: input.formKey, from: input.from, to: input.to, expectedFeeCents: cents } };
}

export const statusAction: PanelAction<"status"> = async (post, input) => {
  const { env, db, leadId: id, by, now } = post;
  // Turning the person away closes their consultation and agreement link: asked first, in those words.
  const work = await openWork(db, id, input, now);
  if (hasOpenWork(work) && input.confirm !== workToken(work)) {
    const typed = Object.fromEntries(
      ["from", "to", "formKey", "expectedFee", "reason", "reasonText", "referredTo", "referralShare"].map((name) => [name, String(post.form[name] ?? "")]),
    );
    const error = input.confirm ? turnAwayWords.changed : turnAwayWords.question(statusLabel[input.to]);
    return deskAnswer(
      post,
      { ok: false, intent: "status", field: "confirm", error, typed, question: { token: workToken(work), open: openWorkWords(work) } },
      "",
    );
  }
  const outcome = await changeStatus(db, {
    leadId: id,
    from: input.from,
    to: input.to,
    expectedFeeCents: input.expectedFeeCents,
    by,
    formKey: input.formKey,
    at: now,
  });
  if (outcome.kind === "changed") log("info", "desk_status_changed", { leadId: id, from: input.from, to: input.to });
  const applied = outcome.kind === "changed" || outcome.kind === "repeat";
  // A repost writes it too if the first post stopped between the two writes.
  if (input.closing && applied) await recordOutcome(db, { leadId: id, to: input.to, closing: input.closing, by, formKey: input.formKey, at: now });
  const closed =
    input.confirm && isTurnedAway(input.to) && applied
      ? await closeOpenWork(env, db, { leadId: id, token: input.confirm, by, formKey: input.formKey, now })
      : null;
  if (closed && (closed.consultation || closed.agreements)) log("info", "desk_closed_open_work", { leadId: id, to: input.to, ...closed });
  const closedWords = closed && turnAwayWords.done(closed) ? `. ${turnAwayWords.done(closed)}` : "";
  const closedFlash = closed ? `&closed=${closed.consultation ? 1 : 0}.${closed.agreements}` : "";
  const refuse = (error: string) => deskAnswer<LeadActionResult>(post, { ok: false, intent: "status", field: "to", error }, "");
  switch (outcome.kind) {
    case "changed": {
      // Without JavaScript the page opens at the consultation form: the status books no time.
      const book = input.to === "consultation-scheduled" && !(await hasBooking(db, id));
      return deskAnswer(
        post,
        { ok: true, intent: "status", message: savedStatus(input.to, input.expectedFeeCents) + (book ? BOOK_HINT : "") + closedWords },
        `saved=status${closedFlash}${book ? "#consultation" : ""}`,
      );
    }
    case "repeat":
      // The same form again (a double tap): it was saved the first time.
      return deskAnswer(
        post,
        { ok: true, intent: "status", message: savedStatus(outcome.change.toStatus, outcome.change.expectedFeeCents) + closedWords },
        `saved=status${closedFlash}`,
      );
    case "stale":
      return refuse(
        outcome.change
          ? `Already moved to ${statusLabel[outcome.status]} by ${outcome.change.changedBy} at ${kentShort(outcome.change.changedAt)}; nothing saved`
          : `Already ${statusLabel[outcome.status]}; nothing saved`,
      );
    case "same":
      // Not a refusal: the request is where the member wants it (a second tap after a save).
      return deskAnswer(post, { ok: true, intent: "status", message: `Already ${statusLabel[outcome.status]}` }, "saved=same");
    case "gone":
      return refuse("This request no longer exists; nothing saved");
  }
};
