/**
 * The consultation request's fields, limits and cleaning rules: plain data and functions
 * with no zod, so the form can render without loading the schema. The schema built from
 * them is app/leads/schema.ts; the words (labels, messages) are in
 * app/content/consultation-form.ts.
 */
import { type Attribution, attributionFields } from "~/attribution/fields";
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
