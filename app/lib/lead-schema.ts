/**
 * The consultation request: one schema, used by the form in the browser (before it
 * sends) and by the Worker (before it stores). zod/mini keeps the browser bundle small,
 * and the form loads this module only when the visitor starts filling it in.
 *
 * Every field is cleaned before it is checked (app/lib/lead-fields.ts): Unicode made
 * well-formed, control characters removed (single-line fields cannot carry CR/LF into an
 * email header), whitespace trimmed. Every field has a length limit.
 */
import * as z from "zod/mini";
import { caseTypes, caseTypeValues } from "~/content/case-types";
import { cleanLine, cleanText, FORM_ID, IDEMPOTENCY_KEY, type LeadFieldErrors, leadLimits, leadMessages } from "./lead-fields";

export * from "./lead-fields";

const line = (message: string, max: number, min = 0) =>
  z.pipe(z.string({ error: message }), z.transform(cleanLine)).check(
    z.minLength(min, message),
    z.maxLength(max, leadMessages.tooLong(max)),
  );

const optionalLine = (max: number) => z.optional(line("Please use text", max));

const PHONE = /^\+?[0-9().\-\s]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function isPhone(value: string): boolean {
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;
  return value === "" || (PHONE.test(value) && digits >= 7 && digits <= 15);
}

/** Accepts the slug, or the label the old home page form used to send. */
function caseTypeSlug(value: string): string {
  const lower = value.toLowerCase();
  return caseTypes.find((c) => c.value === lower || c.label.toLowerCase() === lower)?.value ?? value;
}

export const leadSchema = z.object({
  name: line(leadMessages.name, leadLimits.name, 1),
  email: z.pipe(line(leadMessages.email, leadLimits.email, 1), z.email(leadMessages.email)),
  phone: z.optional(line(leadMessages.phone, leadLimits.phone).check(z.refine(isPhone, leadMessages.phone))),
  caseType: z.pipe(
    z.pipe(line(leadMessages.caseType, leadLimits.caseType), z.transform(caseTypeSlug)),
    z.enum(caseTypeValues, leadMessages.caseType),
  ),
  description: z.pipe(z.string({ error: leadMessages.description }), z.transform(cleanText)).check(
    z.minLength(leadLimits.descriptionMin, leadMessages.description),
    z.maxLength(leadLimits.description, leadMessages.tooLong(leadLimits.description)),
  ),
  privacyConsent: z.literal(true, leadMessages.privacyConsent),
  sourcePage: optionalLine(leadLimits.sourcePage),
  sourceUrl: z.optional(line(leadMessages.sourceUrl, leadLimits.sourceUrl)),
  pageTitle: optionalLine(leadLimits.pageTitle),
  /** One per form fill: a retried or double-clicked submission stores one lead. */
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY, "Invalid request key"))),
  /** Which form on the page sent it (a post without JavaScript shows its messages there). */
  formId: z.optional(z.string().check(z.regex(FORM_ID, "Invalid form"))),
  /** Honeypot: people never see this field; bots fill it in. */
  website: z.optional(z.unknown()),
  /** Cloudflare Turnstile token (only when Turnstile is configured). */
  turnstileToken: z.optional(z.string().check(z.maxLength(leadLimits.token, "Invalid verification token"))),
});

/** What the browser sends (JSON). */
export type LeadInput = z.input<typeof leadSchema>;
/** A consultation request after cleaning and validation. */
export type Lead = z.output<typeof leadSchema>;

/** The first message for each field, keyed by field name. */
export function leadFieldErrors(error: z.core.$ZodError): LeadFieldErrors & Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
