// A consultation request's shape, shared by the form in the browser and the server: its
// fields, limits and cleaning, and one zod schema whose messages speak the page's language.
import * as z from "zod/mini";
import { attributionShape } from "~/attribution/schema";
import { type Attribution, attributionFields } from "~/attribution/fields";
import { caseTypeSlug, caseTypeValues } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { cleanLine, cleanText } from "~/lib/clean-text";

export { cleanLine, cleanText };

export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
  caseType: 100,
  descriptionMin: 10,
  description: 5000,
  sourcePage: 200,
  sourceUrl: 2000,
  pageTitle: 300,
  token: 4096,
  /** The largest request body the endpoint reads (bytes). */
  body: 32 * 1024,
} as const;

/** The fields the visitor fills in, in the order the form shows them. */
export const leadFields = ["name", "email", "phone", "caseType", "description", "privacyConsent"] as const;
export type LeadField = (typeof leadFields)[number];
export type LeadFieldErrors = Partial<Record<LeadField | "sourceUrl", string>>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Reads the fields of a form post (JavaScript off) or a FormData into the JSON shape. */
export function leadFromForm(get: (name: string) => string | null | undefined): Record<string, unknown> {
  const value = (name: string) => get(name) ?? undefined;
  return {
    ...Object.fromEntries(attributionFields.map((name) => [name, value(name) || undefined])),
    name: value("name") ?? "",
    email: value("email") ?? "",
    phone: value("phone"),
    caseType: value("caseType") ?? "",
    description: value("description") ?? "",
    privacyConsent: ["on", "true", "1", "yes"].includes(value("privacyConsent") ?? ""),
    sourcePage: value("sourcePage"),
    sourceUrl: value("sourceUrl"),
    pageTitle: value("pageTitle"),
    idempotencyKey: value("idempotencyKey") || undefined,
    language: value("language"),
    website: value("website"),
    turnstileToken: value("cf-turnstile-response") || value("turnstileToken") || undefined,
  };
}

/**
 * The address of the page a form is on, as the form sends it: path and query (absolute
 * when `origin` is given), or the path alone when a long query would pass the limit.
 */
export function pageAddress(pathname: string, search: string, origin = ""): string {
  const full = `${origin}${pathname}${search}`;
  return full.length <= leadLimits.sourceUrl ? full : `${origin}${pathname}`.slice(0, leadLimits.sourceUrl);
}

/** A new idempotency key (crypto.randomUUID where available: secure contexts, Workers). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A form posted without JavaScript that was not accepted: what its page shows again. */
export interface PostedForm {
  /** What the visitor typed, to fill the form in again. */
  values: Partial<Record<Exclude<LeadField, "privacyConsent"> | "idempotencyKey", string>> & { privacyConsent?: boolean };
  fieldErrors: LeadFieldErrors;
  /** A message for the whole form (too many requests, verification failed, not stored). */
  formError?: string;
  /** Where the visit came from, as the post carried it (sent again with the next post). */
  attribution?: Attribution;
}

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
