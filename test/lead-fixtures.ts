/**
 * Shared by the lead tests (Worker and browser): the old site's exact words, which the
 * firm keeps (docs/decisions/0007, 2), written out here rather than imported, so a
 * changed message fails a test, and the shape of a `leads` row as D1 returns it.
 */
export const fixedWords = {
  name: "Name is required",
  email: "Valid email is required",
  caseType: "Please select a case type",
  description: "Please provide at least 10 characters",
  privacyConsent: "You must agree to the privacy policy and terms of service",
  successTitle: "Message Sent Successfully!",
  successText: "We've received your message and will get back to you soon.",
  failureTitle: "Error",
  failureText: "Failed to send message. Please try again or call us directly.",
} as const;

/** The five field messages, keyed by field. */
export const fixedFieldMessages = {
  name: fixedWords.name,
  email: fixedWords.email,
  caseType: fixedWords.caseType,
  description: fixedWords.description,
  privacyConsent: fixedWords.privacyConsent,
};

export interface LeadRecord {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  case_type: string;
  description: string;
  source_page: string;
  source_url: string;
  page_title: string;
  privacy_consent: number;
  idempotency_key: string;
  submitted_via: string;
  turnstile: string;
  /** The notify_* columns are no longer written: the `deliveries` rows hold that state. */
  notify_status: string;
  notify_attempts: number;
  notify_last_error: string | null;
  notify_sent_at: string | null;
  next_attempt_at: string | null;
  stored_via: string;
  language: string;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  msclkid: string | null;
  fbclid: string | null;
  channel: string | null;
}

/** A `deliveries` row as D1 returns it. */
export interface DeliveryRecord {
  id: number;
  lead_id: number;
  channel: string;
  target: string;
  route: string;
  status: "pending" | "sent" | "failed" | "skipped";
  attempts: number;
  last_error: string | null;
  last_attempt_at: string | null;
  lease_until: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  receiver_id: string | null;
  dedupe_key: string | null;
  created_at: string;
}
