/** Every form the desk posts, one schema each: a request's status, note, retry or call; a data request's
 * find, download and erase. A form key makes a form posted twice apply once. */
import * as z from "zod/mini";
import { formKey } from "~/lib/desk-post.server";
import type { OpenWorkWords } from "~/content/closing-a-request";
import { readReply, textPanelForms } from "~/texting/text-panel.server";
import { type ConsultationInput, consultationForms, readConsultation } from "~/consultations/booking-form";
import type { Closing } from "~/declines/closing";
import { ownerForm } from "~/owners/owner-panel.server";
import { callLogForm, readAttempt } from "~/calls/call-log-panel.server";
import { readStatus, statusForm } from "~/desk/request/status-panel.server";
import { retryForm } from "~/desk/request/deliveries-panel.server";
import { noteForm } from "~/leads/notes-panel.server";
import { unlinkForm } from "~/leads/same-person-panel.server";
import { type CallCompleteInput, phoneCallForms, readCallComplete } from "~/phone/phone-calls-panel.server";
import type { LeadStatus, CallOutcome } from "~/db/statuses";

const deskForm = z.discriminatedUnion("intent", [
  statusForm,
  z.object({ intent: z.literal("letter"), formKey }),
  noteForm,
  retryForm,
  callLogForm,
  ownerForm,
  unlinkForm,
  z.object({ intent: z.literal("clear-conflict"), formKey, match: z.string().check(z.regex(/^[\w.~#-]{1,120}$/)) }),
  ...consultationForms(formKey),
  ...textPanelForms,
  ...phoneCallForms,
]);

export type DeskAction =
  | { intent: "status"; formKey: string; from: LeadStatus; to: LeadStatus; expectedFeeCents: number | null; closing?: Closing | null; confirm?: string }
  | { intent: "letter"; formKey: string }
  | { intent: "note"; formKey: string; body: string }
  | { intent: "retry"; deliveryId: number }
  | { intent: "attempt"; formKey: string; outcome: CallOutcome; note: string | null; callBackAt: string | null; scheduled: boolean }
  | { intent: "owner"; formKey: string; from: string; to: string }
  | { intent: "unlink"; formKey: string; linkId: number; from: number }
  | ConsultationInput
  | { intent: "clear-conflict"; formKey: string; match: string }
  | { intent: "text-reply"; formKey: string; text: string; outsideArea: boolean }
  | { intent: "first-text"; deliveryId: number }
  | CallCompleteInput
  | { intent: "block-number"; formKey: string; e164: string; reason?: string; confirmBlock: "yes" };

export type DeskField =
  | "to"
  | "expectedFee"
  | "body"
  | "outcome"
  | "note"
  | "callBackAt"
  | "form"
  | "date"
  | "time"
  | "kind"
  | "link"
  | "host"
  | "reason"
  | "reasonText"
  | "referredTo"
  | "referralShare"
  | "text"
  | "outsideArea"
  | "confirm"
  | "caseType"
  | "name"
  | "e164"
  | "confirmBlock";
const namedFields: readonly string[] = [
  "to",
  "expectedFee",
  "body",
  "outcome",
  "note",
  "callBackAt",
  "date",
  "time",
  "kind",
  "link",
  "host",
  "reason",
  "reasonText",
  "referredTo",
  "referralShare",
  "text",
  "outsideArea",
  "caseType",
  "name",
  "e164",
  "confirmBlock",
];
export type DeskRead = { ok: true; input: DeskAction } | { ok: false; field: DeskField; error: string };

/** A fee typed for a status other than "signed" is refused, not dropped; `now` reads a call-back time. */
export function readDeskAction(form: Record<string, unknown>, now: Date): DeskRead {
  const parsed = deskForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? "");
    const field = (namedFields.includes(path) ? path : "form") as DeskField;
    return { ok: false, field, error: issue?.message && field !== "form" ? issue.message : "That did not work: reload the page and try again" };
  }
  const input = parsed.data;
  if (input.intent === "attempt") return readAttempt(input, now);
  if (input.intent === "consultation" || input.intent === "cancel-consultation") return readConsultation(input, now);
  if (input.intent === "text-reply") return readReply(input);
  if (input.intent === "status") return readStatus(input);
  if (input.intent === "call-complete") return readCallComplete(input);
  return { ok: true, input };
}

export type LeadActionResult =
  | { ok: true; intent: "status" | "note" | "letter"; message: string; noteKey?: string }
  | { ok: true; intent: "attempt"; message: string; attemptKey: string }
  | { ok: true; intent: "owner"; message: string; ownerKey: string }
  | { ok: true; intent: "unlink"; message: string; unlinkKey: string }
  | { ok: true; intent: "retry"; message: string; deliveryId: number; status: string; error: string | null }
  | { ok: true; intent: "clear-conflict"; message: string; match: string }
  | { ok: true; intent: "consultation" | "cancel-consultation"; message: string; consultationKey: string }
  | { ok: true; intent: "text-reply"; message: string; replyKey: string; failed: boolean }
  | { ok: true; intent: "first-text"; message: string }
  | { ok: true; intent: "call-complete" | "block-number"; message: string; callKey: string }
  | {
      ok: false;
      intent: DeskAction["intent"] | "unknown";
      field: DeskField;
      error: string;
      deliveryId?: number;
      match?: string;
      callId?: number;
      typed?: Record<string, string>;
      value?: string;
      question?: ClosingQuestion;
    };

/** Asked before a turning-away status is saved: what it would close, and the token a "yes" carries back. */
export interface ClosingQuestion {
  token: string;
  open: OpenWorkWords;
}
