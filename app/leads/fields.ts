// A consultation request's fields, shared by the form in the browser and the server: limits, form reading,
// and what each field becomes (row, staff facts, webhook). No zod, so the form renders before its checks load.
import { type Attribution, attributionFields } from "~/attribution/fields";
import { consentVersion } from "~/content/texting";
import { caseTypeLabel } from "~/content/case-types";
import { staffLabels } from "~/content/consultation-form";
import type { LeadRow, NewLeadRow } from "~/db/schema.server";

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

/** The fields a visitor types, as text: what a refused form shows again (consents are ticks). */
export const typedFields = leadFields.filter((field) => field !== "privacyConsent" && field !== "textConsent") as Exclude<
  LeadField,
  "privacyConsent" | "textConsent"
>[];

type Typed = Record<"name" | "email" | "caseType" | "description", string> & { phone?: string };

/** The request's own columns, from its checked fields. */
export function formColumns(lead: Typed): Pick<NewLeadRow, "name" | "email" | "phone" | "caseType" | "description"> {
  return { name: lead.name, email: lead.email, phone: lead.phone || null, caseType: lead.caseType, description: lead.description };
}

/** What `personFacts` reads: a reader of the facts names its row type with it, so a new field reaches it. */
export type PersonRow = Pick<NewLeadRow, "caseType" | "language">;

/** The request's facts staff read the same way in its email and on its page, after name, email and phone. */
export function personFacts(lead: PersonRow): [string, string][] {
  return [
    [staffLabels.caseType, caseTypeLabel(lead.caseType)],
    [staffLabels.language, lead.language === "es" ? "Spanish" : "English"],
  ];
}

/** The person and their request in the webhook's payload (docs/channels.md, version 1). */
export function personPayload(lead: Pick<LeadRow, "name" | "email" | "phone" | "caseType" | "description" | "language">) {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    caseType: lead.caseType,
    caseTypeLabel: caseTypeLabel(lead.caseType),
    description: lead.description,
    language: lead.language,
  };
}
