// What a request must pass before its lead is kept (the schema, which the form also loads when
// first focused; the body's shape), its lead key, and each refusal's answer.
import * as z from "zod/mini";
import { attributionShape } from "~/attribution/schema";
import { sources } from "~/db/statuses";
import { caseTypeSlug, caseTypeValues } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import { isLang, type Lang, langOfPath, languages } from "~/content/i18n";
import { textingWords } from "~/content/texting";
import type { LeadOutcome } from "~/intake/intake.server";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { IDEMPOTENCY_KEY, type LeadFieldErrors, leadFromForm, leadLimits, newIdempotencyKey, pageAddress } from "./fields";

const PHONE = /^\+?[0-9().\-\s]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function isPhone(value: string): boolean {
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;
  return value === "" || (PHONE.test(value) && digits >= 7 && digits <= 15);
}

function buildSchema(lang: Lang) {
  const messages = formWords[lang].fieldMessages;
  const line = (message: string, max: number, min = 0) =>
    z.pipe(z.string({ error: message }), z.transform(cleanLine)).check(z.minLength(min, message), z.maxLength(max, messages.tooLong(max)));
  const optionalLine = (max: number) => z.optional(line(messages.text, max));

  const fields = z.object({
    name: line(messages.name, leadLimits.name, 1),
    email: z.pipe(line(messages.email, leadLimits.email, 1), z.email(messages.email)),
    phone: z.optional(line(messages.phone, leadLimits.phone).check(z.refine(isPhone, messages.phone))),
    caseType: z.pipe(z.pipe(line(messages.caseType, leadLimits.caseType), z.transform(caseTypeSlug)), z.enum(caseTypeValues, messages.caseType)),
    description: z
      .pipe(z.string({ error: messages.description }), z.transform(cleanText))
      .check(z.minLength(leadLimits.descriptionMin, messages.description), z.maxLength(leadLimits.description, messages.tooLong(leadLimits.description))),
    privacyConsent: z.literal(true, messages.privacyConsent),
    /** Texts are never a condition of the request: absent or false is fine. */
    textConsent: z.optional(z.boolean({ error: messages.text })),
    sourcePage: optionalLine(leadLimits.sourcePage),
    sourceUrl: z.optional(line(messages.sourceUrl, leadLimits.sourceUrl)),
    pageTitle: optionalLine(leadLimits.pageTitle),
    /** One per form fill: a retried or double-clicked submission stores one lead. */
    idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY, messages.idempotencyKey))),
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.optional(z.unknown()),
    turnstileToken: z.optional(z.string().check(z.maxLength(leadLimits.token, messages.turnstileToken))),
    ...attributionShape,
  });
  return fields.check(
    z.refine((lead) => !lead.textConsent || Boolean(lead.phone), {
      message: textingWords[lang].needsPhone,
      path: ["textConsent"],
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    }),
  );
}

const schemas: Partial<Record<Lang, ReturnType<typeof buildSchema>>> = {};

export function leadSchema(lang: Lang) {
  return (schemas[lang] ??= buildSchema(lang));
}

export type Lead = z.output<ReturnType<typeof buildSchema>>;

export function leadFieldErrors(error: z.core.$ZodError): LeadFieldErrors & Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function refusal(
  outcome: Exclude<LeadOutcome, { ok: true }>,
  lang: Lang,
  /** The firm's number the visitor's page shows, as written there. */
  phone: string,
): {
  status: 400 | 403 | 429 | 500;
  error: string;
  fieldErrors: LeadFieldErrors;
} {
  const { errors } = formWords[lang];
  switch (outcome.reason) {
    case "invalid":
      return { status: 400, error: errors.invalid, fieldErrors: outcome.fieldErrors };
    case "unverified":
      return { status: 403, error: errors.verification(phone), fieldErrors: {} };
    case "token-required":
      return { status: 403, error: errors.tokenRequired(phone), fieldErrors: {} };
    case "rate-limited":
      return { status: 429, error: errors.rateLimited(phone), fieldErrors: {} };
    case "not-stored":
      return { status: 500, error: errors.notStored(phone), fieldErrors: {} };
  }
}

const text = (max: number, clean: (value: string) => string = cleanLine) => z.optional(z.string().check(z.refine((value) => clean(value).length <= max)));

export const leadBodyShape = z.looseObject({
  name: text(leadLimits.name),
  email: text(leadLimits.email),
  phone: text(leadLimits.phone),
  caseType: text(leadLimits.caseType),
  description: text(leadLimits.description, cleanText),
  privacyConsent: z.optional(z.boolean()),
  textConsent: z.optional(z.boolean()),
  sourcePage: text(leadLimits.sourcePage),
  sourceUrl: text(leadLimits.sourceUrl),
  pageTitle: text(leadLimits.pageTitle),
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY))),
  turnstileToken: text(leadLimits.token),
});

/** The lead schema's messages, so an answer from the door reads as one from the service. */
export function bodyShapeFieldErrors(
  input: Record<string, unknown>,
  issues: readonly { path: readonly PropertyKey[] }[],
  lang: Lang,
): LeadFieldErrors & Record<string, string> {
  const result = leadSchema(lang).safeParse(input);
  const errors = result.success ? {} : leadFieldErrors(result.error);
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= formWords[lang].fieldMessages.text;
  return errors;
}

export interface LeadKeySource {
  idempotencyKey: string;
  name: string;
  email: string;
  caseType: string;
  description: string;
}

export const LEAD_KEY = /^[0-9a-f]{64}$/;

/** Encoded as a JSON array, so no choice of values can make two requests hash the same text. */
export async function computeLeadKey({ idempotencyKey, name, email, caseType, description }: LeadKeySource): Promise<string> {
  const text = JSON.stringify([idempotencyKey, name, email, caseType, description]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function requestLanguage(input: Record<string, unknown> | undefined, referer: string | null): Lang {
  if (isLang(input?.language)) return input.language;
  for (const address of [input?.sourceUrl, referer]) {
    if (typeof address !== "string") continue;
    try {
      return langOfPath(new URL(address, "http://site.invalid").pathname);
    } catch {
      // not an address: try the next
    }
  }
  return "en";
}

/** A request as a door received it: a JSON body (the Referer names the language of its refusals), or a form's
 * fields (posted to a page, whose language and address the form need not repeat). */
export type LeadBody = { json: Record<string, unknown>; referer?: string | null } | { form: URLSearchParams; lang?: Lang; page?: URL };

export type ReadLead = { input: Record<string, unknown>; lang: Lang } & (
  | { ok: true; lead: Lead; idempotencyKey: string; leadKey: string }
  /** `shape`: a JSON body of the wrong shape, refused before the schema speaks. */
  | { ok: false; fieldErrors: LeadFieldErrors & Record<string, string>; shape: boolean }
);

/** The body's shape, the schema and the lead's identity, in one reading. */
export async function readLead(body: LeadBody): Promise<ReadLead> {
  if ("json" in body) {
    const shape = leadBodyShape.safeParse(body.json);
    if (!shape.success) {
      const lang = requestLanguage(body.json, body.referer ?? null);
      return { input: body.json, lang, ok: false, shape: true, fieldErrors: bodyShapeFieldErrors(body.json, shape.error.issues, lang) };
    }
  }
  const input = "json" in body ? body.json : formInput(body);
  const lang = requestLanguage(input, null);
  const result = leadSchema(lang).safeParse(input);
  if (!result.success) return { input, lang, ok: false, shape: false, fieldErrors: leadFieldErrors(result.error) };
  // The lead's identity, once: the raw key alone may be shared by two visitors of one cached page.
  const idempotencyKey = result.data.idempotencyKey ?? newIdempotencyKey();
  return { input, lang, ok: true, lead: result.data, idempotencyKey, leadKey: await computeLeadKey({ ...result.data, idempotencyKey }) };
}

function formInput({ form, lang, page }: Extract<LeadBody, { form: URLSearchParams }>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...leadFromForm((name) => form.get(name)), ...(lang && { language: lang }) };
  // The page's own address when the form did not say (its action URL names the page).
  if (page) input.sourceUrl ||= pageAddress(page.pathname, page.search);
  return input;
}

const required = z.string().check(z.minLength(1));
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The row a message carries. Unknown fields are dropped: a message sets no other column. */
export const queuedRow = z.object({
  idempotencyKey: required,
  name: required,
  email: required,
  caseType: required,
  description: required,
  privacyConsent: z.boolean(),
  textConsent: optional(z.boolean()),
  textConsentAt: optional(z.string()),
  textConsentVersion: optional(z.string()),
  createdAt: z.catch(z.string(), ""),
  sourcePage: z.catch(z.string(), ""),
  sourceUrl: z.catch(z.string(), ""),
  pageTitle: z.catch(z.string(), ""),
  submittedVia: z.catch(z.string(), "unknown"),
  turnstile: z.catch(z.string(), "unknown"),
  leadKey: optional(z.string().check(z.regex(LEAD_KEY))),
  phone: optional(z.string()),
  language: optional(z.enum(languages)),
  landingPage: optional(z.string()),
  referrer: optional(z.string()),
  utmSource: optional(z.string()),
  utmMedium: optional(z.string()),
  utmCampaign: optional(z.string()),
  utmTerm: optional(z.string()),
  utmContent: optional(z.string()),
  gclid: optional(z.string()),
  gbraid: optional(z.string()),
  wbraid: optional(z.string()),
  msclkid: optional(z.string()),
  fbclid: optional(z.string()),
  channel: optional(z.enum(sources)),
});
