// A consultation request's shape, shared by the form in the browser and the server: its
// fields, limits and form reading. No zod, so the form renders before its checks load.
import { type Attribution, attributionFields } from "~/attribution/fields";
import { consentVersion } from "~/content/texting";

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

export const leadFields = ["name", "email", "phone", "caseType", "description", "privacyConsent", "textConsent"] as const;
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
    privacyConsent: ticked(value("privacyConsent")),
    textConsent: ticked(value("textConsent")),
    sourcePage: value("sourcePage"),
    sourceUrl: value("sourceUrl"),
    pageTitle: value("pageTitle"),
    idempotencyKey: value("idempotencyKey") || undefined,
    language: value("language"),
    website: value("website"),
    turnstileToken: value("cf-turnstile-response") || value("turnstileToken") || undefined,
  };
}

const ticked = (value: string | undefined) => ["on", "true", "1", "yes"].includes(value ?? "");

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
  values: Partial<Record<Exclude<LeadField, "privacyConsent" | "textConsent"> | "idempotencyKey", string>> & {
    privacyConsent?: boolean;
    textConsent?: boolean;
  };
  fieldErrors: LeadFieldErrors;
  formError?: string;
  attribution?: Attribution;
}

/** The consent columns a request stores: when and under which wording the person agreed to texts. */
export function textConsentColumns(consent: boolean, now = new Date()) {
  return consent
    ? { textConsent: true, textConsentAt: now.toISOString(), textConsentVersion: consentVersion }
    : { textConsent: false, textConsentAt: null, textConsentVersion: null };
}
