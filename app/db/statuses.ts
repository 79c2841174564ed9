// Where a request stands on the desk; the table and the desk's words both read it.
export const leadStatuses = ["new", "contacted", "consultation-scheduled", "signed", "declined", "referred-out", "not-a-case", "unreachable"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Decided: nobody calls for it, and only an explicit choice reopens it. */
export const closedStatuses: readonly LeadStatus[] = ["signed", "declined", "referred-out", "not-a-case"];

/** The firm will not act for the person: their consultation and open agreement link close (decision 0068). */
export const turnedAwayStatuses = ["declined", "referred-out", "not-a-case"] as const satisfies readonly LeadStatus[];
export const isTurnedAway = (status: string) => (turnedAwayStatuses as readonly string[]).includes(status);

/** How one call to the person went: a row of call_attempts. */
export const callOutcomes = ["reached", "voicemail", "no-answer", "busy", "bad-number", "call-back"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** Where a call to the firm's numbers stands (a row of phone_calls): a hang-up is listed apart, never a request; "staff"
 * is a staff or on-call phone's call. */
export const phoneCallStatuses = ["ringing", "answered", "missed", "hang-up", "blocked", "staff"] as const;
export type PhoneCallStatus = (typeof phoneCallStatuses)[number];
/** How staff complete a call's request: a case (its type chosen), or one tap that closes it. */
export const callDispositions = ["case", "not-a-case", "existing-client", "solicitation", "wrong-number"] as const;
export type CallDisposition = (typeof callDispositions)[number];
/** Where a call was sent when it rang (a row's `route`). */
export const callRoutes = ["team", "on-call", "answering-service", "voicemail"] as const;
export type CallRoute = (typeof callRoutes)[number];

/** The ad platforms whose cost reports the spend page reads (decision 0054). */
export const spendPlatforms = ["google-ads", "microsoft-ads", "meta-ads"] as const;
export type Platform = (typeof spendPlatforms)[number];

/** Where a consultation takes place (a row of consultations). */
export const consultationKinds = ["office", "phone", "video"] as const;
export type ConsultationKind = (typeof consultationKinds)[number];

export const sources = [
  "paid-search",
  "paid-social",
  "display",
  "organic-search",
  "social",
  "email",
  "directory",
  "referral",
  "campaign",
  "direct",
  // Never from a visit: a request staff took by phone or at the door (app/intake/desk-entry.server.ts).
  "phone",
  // Never from a visit: a request opened by a text to the firm's texting number (app/intake/text-door.server.ts).
  "text",
] as const;
export type Source = (typeof sources)[number];
