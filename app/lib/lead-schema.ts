/**
 * The consultation request: one schema, used by the form in the browser (before it
 * sends) and by the Worker (before it stores). zod/mini keeps the browser bundle small.
 *
 * Every field is cleaned before it is checked: Unicode made well-formed, control
 * characters removed (single-line fields cannot carry CR/LF into an email header),
 * whitespace trimmed. Every field has a length limit.
 */
import * as z from "zod/mini";
import { caseTypes, caseTypeValues } from "~/content/case-types";

/** The messages of spec section 5, plus the few this site adds (limits, phone). */
export const leadMessages = {
  name: "Name is required",
  email: "Valid email is required",
  phone: "Please enter a valid phone number, or leave it empty",
  caseType: "Please select a case type",
  description: "Please provide at least 10 characters",
  privacyConsent: "You must agree to the privacy policy and terms of service",
  sourceUrl: "The page address is not valid",
  tooLong: (max: number) => `Please use at most ${max.toLocaleString("en-US")} characters`,
} as const;

export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
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

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

function wellFormed(value: string): string {
  return typeof value.toWellFormed === "function" ? value.toWellFormed() : value;
}

/** One line: no control characters (CR/LF included), runs of whitespace become one space. */
export function cleanLine(value: string): string {
  return wellFormed(value).replace(CONTROL, " ").replace(/[\s\u00A0]+/g, " ").trim();
}

/** Free text: line breaks kept (as \n), other control characters removed. */
export function cleanText(value: string): string {
  return wellFormed(value).replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(/\t/g, " ").trim();
}

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
  phone: z.optional(
    line(leadMessages.phone, leadLimits.phone).check(z.refine(isPhone, leadMessages.phone)),
  ),
  caseType: z.pipe(
    z.pipe(line(leadMessages.caseType, 100), z.transform(caseTypeSlug)),
    z.enum(caseTypeValues, leadMessages.caseType),
  ),
  description: z.pipe(z.string({ error: leadMessages.description }), z.transform(cleanText)).check(
    z.minLength(10, leadMessages.description),
    z.maxLength(leadLimits.description, leadMessages.tooLong(leadLimits.description)),
  ),
  privacyConsent: z.literal(true, leadMessages.privacyConsent),
  sourcePage: optionalLine(leadLimits.sourcePage),
  sourceUrl: z.optional(line(leadMessages.sourceUrl, leadLimits.sourceUrl)),
  pageTitle: optionalLine(leadLimits.pageTitle),
  /** One per form fill: a retried or double-clicked submission stores one lead. */
  idempotencyKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid request key"))),
  /** Which form on the page sent it (no-JavaScript re-render shows errors at that form). */
  formId: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "Invalid form"))),
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

/** Reads the fields of a form post (JavaScript off) or a FormData into the JSON shape. */
export function leadFromForm(get: (name: string) => string | null | undefined): Record<string, unknown> {
  const value = (name: string) => get(name) ?? undefined;
  return {
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
    formId: value("formId") || undefined,
    website: value("website"),
    turnstileToken: value("cf-turnstile-response") || value("turnstileToken") || undefined,
  };
}

/** A new idempotency key (crypto.randomUUID where available: secure contexts, Workers). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
