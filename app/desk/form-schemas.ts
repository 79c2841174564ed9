/** Every form the desk posts, one schema each: a request's status, note, retry or call; a data request's
 * find, download and erase. A form key makes a form posted twice apply once. */
import * as z from "zod/mini";
import { sources } from "~/attribution/source";
import { readAnswers } from "~/leads/answers";
import { normalizeMailbox, normalizePhone } from "~/lib/people";
import { cleanLine } from "~/lib/clean-text";
import { feeCents } from "~/lib/money";
import { formKey } from "~/lib/desk-post.server";
import type { OpenWorkWords } from "~/content/closing-a-request";
import { rosterMember } from "~/content/intake-roster";
import { segmentCount } from "./text-count";
import { NOTE_MAX, readCallBack } from "./call-attempts";
import { type ConsultationInput, consultationForms, readConsultation } from "./consultation-form";
import { type Closing, readClosing } from "./declines";
import { takesFee } from "~/leads/status";
import { noteForm } from "~/leads/notes-panel.server";
import { unlinkForm } from "~/leads/same-person-panel.server";
import { type LeadStatus, leadStatuses, type CallOutcome, callOutcomes } from "~/db/statuses";

/** "me" (the signed-in member) or a colleague on the roster. */
const ownerChoice = z.string("Choose who takes it").check(z.refine((to) => to === "me" || rosterMember(to) !== undefined, "Choose a colleague from the list"));

const deskForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    formKey,
    from: z.enum(leadStatuses),
    to: z.enum(leadStatuses, "Choose a status"),
    expectedFee: z.optional(z.string().check(z.maxLength(40, "Write the expected fee as an amount, like 25,000"))),
    // Declined or referred out only (app/desk/declines.ts).
    reason: z.optional(z.string().check(z.maxLength(40))),
    reasonText: z.optional(z.string().check(z.maxLength(2000, "A reason is at most 500 characters"))),
    referredTo: z.optional(z.string().check(z.maxLength(1000, "A name is at most 200 characters"))),
    referralShare: z.optional(z.string().check(z.maxLength(20, "Write the fee share as a whole percent from 0 to 100, like 33"))),
    confirm: z.optional(z.string().check(z.maxLength(300), z.regex(/^[a-z0-9.-]*$/))),
  }),
  z.object({ intent: z.literal("letter"), formKey }),
  noteForm,
  z.object({ intent: z.literal("retry"), deliveryId: z.coerce.number().check(z.int(), z.positive()) }),
  z.object({
    intent: z.literal("attempt"),
    formKey,
    outcome: z.enum(callOutcomes, "Choose how the call went: one of the outcome buttons"),
    note: z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX, `A call note is at most ${NOTE_MAX} characters: put the rest in a note below`))),
    callBackPreset: z.optional(z.string().check(z.maxLength(20))),
    callBackAt: z.optional(z.string().check(z.maxLength(40, "Write the call-back time as a date and a time"))),
    scheduled: z.optional(z.string().check(z.maxLength(10))),
  }),
  z.object({ intent: z.literal("owner"), formKey, from: z.string().check(z.maxLength(254)), to: ownerChoice }),
  unlinkForm,
  z.object({ intent: z.literal("clear-conflict"), formKey, match: z.string().check(z.regex(/^[\w.~#-]{1,120}$/)) }),
  ...consultationForms(formKey),
  z.object({
    intent: z.literal("text-reply"),
    formKey,
    text: z.string("Write the text first").check(z.trim(), z.minLength(1, "Write the text first"), z.maxLength(1600, "A text is at most 2 segments: shorten it")),
    // Ticked after the warning that the number is outside the service area (decision 0062).
    outsideArea: z.optional(z.string().check(z.maxLength(10))),
  }),
  // Staff send a first text the site held (decision 0062).
  z.object({ intent: z.literal("first-text"), deliveryId: z.coerce.number().check(z.int(), z.positive()) }),
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
  | { intent: "first-text"; deliveryId: number };

export type DeskField = "to" | "expectedFee" | "body" | "outcome" | "note" | "callBackAt" | "form" | "date" | "time" | "kind" | "link" | "host" | "reason" | "reasonText" | "referredTo" | "referralShare" | "text" | "outsideArea" | "confirm";
const namedFields: readonly string[] = ["to", "expectedFee", "body", "outcome", "note", "callBackAt", "date", "time", "kind", "link", "host", "reason", "reasonText", "referredTo", "referralShare", "text", "outsideArea"];
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
  if (input.intent !== "status") return { ok: true, input };
  const text = (input.expectedFee ?? "").trim();
  const closed = readClosing(input.to, input);
  if (!closed.ok) return closed;
  if (!takesFee(input.to)) {
    if (text !== "") return { ok: false, field: "expectedFee", error: "Only a signed request takes a fee: empty the fee or choose Signed" };
    return { ok: true, input: { intent: "status", formKey: input.formKey, from: input.from, to: input.to, expectedFeeCents: null, closing: closed.closing, confirm: input.confirm ?? "" } };
  }
  const cents = feeCents(text);
  if (cents === undefined) return { ok: false, field: "expectedFee", error: "Write the expected fee as an amount, like 25,000" };
  return { ok: true, input: { intent: "status", formKey: input.formKey, from: input.from, to: input.to, expectedFeeCents: cents } };
}

function readReply(input: { formKey: string; text: string; outsideArea?: string }): DeskRead {
  const count = segmentCount(input.text);
  if (count.over) return { ok: false, field: "text", error: `Too long: ${count.words}. Shorten it to 2 segments or fewer.` };
  return { ok: true, input: { intent: "text-reply", formKey: input.formKey, text: input.text, outsideArea: input.outsideArea === "yes" } };
}

/** Only a call-back carries a time, and only a reached call books a consultation (refused, not dropped). */
function readAttempt(input: { formKey: string; outcome: CallOutcome; note?: string; callBackPreset?: string; callBackAt?: string; scheduled?: string }, now: Date): DeskRead {
  const scheduled = input.scheduled === "yes";
  if (scheduled && input.outcome !== "reached") return { ok: false, field: "outcome", error: "Only a reached call books a consultation: untick it or tap Reached" };
  let callBackAt: string | null = null;
  if (input.outcome === "call-back") {
    const read = readCallBack({ preset: input.callBackPreset, at: input.callBackAt }, now);
    if (!read.ok) return { ok: false, field: "callBackAt", error: read.error };
    callBackAt = read.at.toISOString();
  }
  return { ok: true, input: { intent: "attempt", formKey: input.formKey, outcome: input.outcome, note: input.note || null, callBackAt, scheduled } };
}

/** A request's answers after Send entered by staff: the visitor's questions' one schema (app/leads/answers.ts), in English. */
export const readStaffAnswers = (form: FormData, now: Date) =>
  readAnswers((name) => (form.get(name) as string | null) ?? null, (name) => form.getAll(name).map(String), "en", now);

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
  | { ok: false; intent: DeskAction["intent"] | "unknown"; field: DeskField; error: string; deliveryId?: number; match?: string; typed?: Record<string, string>; value?: string; question?: ClosingQuestion };

/** Asked before a turning-away status is saved: what it would close, and the token a "yes" carries back. */
export interface ClosingQuestion {
  token: string;
  open: OpenWorkWords;
}

/** Who a data request is about: one email address or one phone number, normalized as app/lib/people.ts does. */
export type DataSubject =
  | { kind: "email"; value: string; key: string }
  | { kind: "phone"; value: string; ext: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASK = "Write the person's email address or phone number";

const isEmail = (text: string) => text.includes("@");

export function personOf(text: string): DataSubject | null {
  const typed = text.trim();
  if (isEmail(typed)) {
    const key = EMAIL.test(typed) ? normalizeMailbox(typed) : null;
    return key ? { kind: "email", value: typed.toLowerCase(), key } : null;
  }
  const phone = normalizePhone(typed);
  return phone ? { kind: "phone", value: phone.e164, ext: phone.ext } : null;
}

export const personInput = z.pipe(
  z.string(ASK).check(
    z.trim(),
    z.minLength(1, ASK),
    z.maxLength(254, "That is too long for an email address or a phone number"),
    z.refine((text) => !isEmail(text) || personOf(text) !== null, "That is not a whole email address, like name@example.com"),
    z.refine((text) => isEmail(text) || personOf(text) !== null, "Write a phone number with its area code, like (253) 555-0199"),
  ),
  z.transform((text): DataSubject => personOf(text)!),
);

/** The printable letter's "Printed and mailed it": keeps the letter as sent by mail. */
export const mailedLetterForm = z.object({ intent: z.literal("letter-mailed"), formKey });

/** A POST: the address stays out of every URL. */
export const findForm = z.object({ intent: z.literal("find"), person: personInput });

export const downloadForm = z.object({ person: personInput, formKey });

export const askEraseForm = z.object({ intent: z.literal("ask-erase"), person: personInput });

/** The second erase post carries the confirmation key the first one gave. */
export const eraseForm = z.object({
  intent: z.literal("erase"),
  person: personInput,
  formKey,
  confirmKey: z.optional(z.string().check(z.maxLength(100))),
});

export function personLabel(person: DataSubject): string {
  if (person.kind === "email") return person.value;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(person.value);
  const number = us ? `(${us[1]}) ${us[2]}-${us[3]}` : person.value;
  return person.ext ? `${number} ext. ${person.ext}` : number;
}

/** The address as a form carries it back: read again by `personInput`, it is the same person. */
export const personText = (person: DataSubject): string => (person.kind === "phone" && person.ext ? `${person.value} ext. ${person.ext}` : person.value);

/** The desk's intake switch: one member, on or off for today, with the state the page showed. */
export const intakeSwitchForm = z.object({
  email: z.string().check(z.refine((email) => rosterMember(email) !== undefined, "Choose someone on the roster")),
  to: z.enum(["on", "off"]),
  shown: z.enum(["on", "off", ""]),
});

/** The fee agreement panel (decision 0057): send (or send again) for signature, or withdraw a link. */
export const agreementForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send-agreement"),
    formKey,
    signerName: z.pipe(z.string(), z.transform(cleanLine)).check(z.minLength(2, "Confirm the signer's full legal name"), z.maxLength(200, "A name is at most 200 characters")),
    capacity: z.enum(["self", "guardian", "representative"], "Choose whom the signer signs for"),
    expectedFee: z.optional(z.string()),
  }),
  z.object({ intent: z.literal("revoke-agreement"), agreementId: z.coerce.number().check(z.int(), z.positive()) }),
]);

export type AgreementField = "signerName" | "capacity" | "expectedFee" | "form";

/** The fee is asked for only when the request has none (`feeNeeded`): what staff typed before stays. */
export function readAgreementForm(form: Record<string, unknown>, feeNeeded: boolean) {
  const parsed = agreementForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? "");
    const field: AgreementField = path === "signerName" || path === "capacity" ? path : "form";
    return { ok: false as const, field, error: field === "form" ? "That did not work: reload the page and try again" : issue.message };
  }
  if (parsed.data.intent !== "send-agreement") return { ok: true as const, input: parsed.data };
  const cents = feeNeeded ? feeCents(parsed.data.expectedFee ?? "") : null;
  if (cents === undefined) return { ok: false as const, field: "expectedFee" as const, error: "Write the expected fee as an amount, like 25,000" };
  if (feeNeeded && cents === null) return { ok: false as const, field: "expectedFee" as const, error: "Type the expected fee first (the Google Ads file reports it)" };
  return { ok: true as const, input: { ...parsed.data, feeCents: cents } };
}

/** The spend page's forms (decision 0054): a cost report's upload, a month's amount typed by hand, a campaign's mapping. */
const LABEL_ASK = "Write what the money paid for, like Avvo listing";
export const spendForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), formKey }),
  z.object({
    intent: z.literal("manual"),
    month: z.string("Choose the month").check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Choose the month, like 2026-11")),
    source: z.enum(sources, "Choose the source its requests come under"),
    label: z.string(LABEL_ASK).check(z.trim(), z.minLength(1, LABEL_ASK), z.maxLength(100, "At most 100 characters")),
    amount: z.string("Write the amount, like 1,500").check(z.maxLength(40, "Write the amount, like 1,500")),
  }),
  z.object({
    intent: z.literal("map"),
    campaign: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    to: z.string("Choose what it counts as").check(z.regex(/^(campaign|source):.{1,300}$/, "Choose what it counts as")),
  }),
]);
export type SpendField = "report" | "month" | "source" | "label" | "amount" | "to" | "form";
