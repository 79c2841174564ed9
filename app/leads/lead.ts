// A consultation request's shape, shared by the form in the browser and the server: its
// fields, limits and cleaning, and one zod schema speaking the page's language.
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
  body: 32 * 1024,
} as const;

export const leadFields = ["name", "email", "phone", "caseType", "description", "privacyConsent"] as const;
export type LeadField = (typeof leadFields)[number];
export type LeadFieldErrors = Partial<Record<LeadField | "sourceUrl", string>>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

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

export function pageAddress(pathname: string, search: string, origin = ""): string {
  const full = `${origin}${pathname}${search}`;
  return full.length <= leadLimits.sourceUrl ? full : `${origin}${pathname}`.slice(0, leadLimits.sourceUrl);
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A form posted without JavaScript that was not accepted: what its page shows again. */
export interface PostedForm {
  values: Partial<Record<Exclude<LeadField, "privacyConsent"> | "idempotencyKey", string>> & { privacyConsent?: boolean };
  fieldErrors: LeadFieldErrors;
  formError?: string;
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
    turnstileToken: z.optional(z.string().check(z.maxLength(leadLimits.token, messages.turnstileToken))),
    ...attributionShape,
  });
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
