/**
 * The consultation request: one schema, used by the form in the browser (before it
 * sends) and by the lead service (before it stores), with its messages in the language
 * of the page the form is on. zod/mini keeps the browser bundle small, and the form loads
 * this module only when the visitor starts filling it in.
 *
 * Every field is cleaned before it is checked (app/leads/fields.ts): Unicode made
 * well-formed, control characters removed (single-line fields cannot carry CR/LF into an
 * email header), whitespace trimmed. Every field has a length limit.
 */
import * as z from "zod/mini";
import { caseTypeSlug, caseTypeValues } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { attributionShape } from "~/attribution/schema";
import { cleanLine, cleanText, IDEMPOTENCY_KEY, type LeadFieldErrors, leadLimits } from "./fields";

const PHONE = /^\+?[0-9().\-\s]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function isPhone(value: string): boolean {
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;
  return value === "" || (PHONE.test(value) && digits >= 7 && digits <= 15);
}

function buildSchema(lang: Lang) {
  const messages = formWords[lang].fieldMessages;
  const line = (message: string, max: number, min = 0) =>
    z.pipe(z.string({ error: message }), z.transform(cleanLine)).check(
      z.minLength(min, message),
      z.maxLength(max, messages.tooLong(max)),
    );
  const optionalLine = (max: number) => z.optional(line(messages.text, max));

  return z.object({
    name: line(messages.name, leadLimits.name, 1),
    email: z.pipe(line(messages.email, leadLimits.email, 1), z.email(messages.email)),
    phone: z.optional(line(messages.phone, leadLimits.phone).check(z.refine(isPhone, messages.phone))),
    caseType: z.pipe(
      z.pipe(line(messages.caseType, leadLimits.caseType), z.transform(caseTypeSlug)),
      z.enum(caseTypeValues, messages.caseType),
    ),
    description: z.pipe(z.string({ error: messages.description }), z.transform(cleanText)).check(
      z.minLength(leadLimits.descriptionMin, messages.description),
      z.maxLength(leadLimits.description, messages.tooLong(leadLimits.description)),
    ),
    privacyConsent: z.literal(true, messages.privacyConsent),
    sourcePage: optionalLine(leadLimits.sourcePage),
    sourceUrl: z.optional(line(messages.sourceUrl, leadLimits.sourceUrl)),
    pageTitle: optionalLine(leadLimits.pageTitle),
    /** One per form fill: a retried or double-clicked submission stores one lead. */
    idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY, messages.idempotencyKey))),
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.optional(z.unknown()),
    /** Cloudflare Turnstile token (only when Turnstile is configured). */
    turnstileToken: z.optional(z.string().check(z.maxLength(leadLimits.token, messages.turnstileToken))),
    /** Where the visit came from (app/attribution/): kept when well-formed, else dropped. */
    ...attributionShape,
  });
}

const schemas: Partial<Record<Lang, ReturnType<typeof buildSchema>>> = {};

/** The schema with its messages in `lang` (built once per language). */
export function leadSchema(lang: Lang) {
  return (schemas[lang] ??= buildSchema(lang));
}

/** A consultation request after cleaning and validation. */
export type Lead = z.output<ReturnType<typeof buildSchema>>;

/** The first message for each field, keyed by field name. */
export function leadFieldErrors(error: z.core.$ZodError): LeadFieldErrors & Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
