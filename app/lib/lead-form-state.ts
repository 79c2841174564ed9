/**
 * A consultation form posted without JavaScript that could not be accepted: the Worker
 * renders the page again with this state (through the router context), the root loader
 * hands it to the page, and the form with `formId` shows the values and the messages.
 */
import { createContext } from "react-router";
import type { LeadFieldErrors } from "./lead-fields";

export interface LeadFormState {
  formId: string;
  /** What the visitor typed, to fill the form in again. */
  values: Partial<Record<"name" | "email" | "phone" | "caseType" | "description" | "idempotencyKey", string>> & {
    privacyConsent?: boolean;
  };
  fieldErrors: LeadFieldErrors;
  /** A message for the whole form (too many requests, verification failed, server error). */
  formError?: string;
}

export const leadFormContext = createContext<LeadFormState | null>(null);

/** What the root loader returns for the consultation forms. */
export interface LeadFormRootData {
  leadForm: LeadFormState | null;
  /** Cloudflare Turnstile site key, when Turnstile is configured. */
  turnstileSiteKey: string | null;
}
