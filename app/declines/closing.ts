/** Why a request was declined, and to whom it was referred (decision 0055): the typed lists the status form,
 * the report and the CSV share. */
import type { LeadStatus } from "~/db/statuses";

export const declineReasons = ["no-liability", "injuries-too-minor", "past-deadline", "conflict", "already-represented", "outside-practice", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

export const declineReasonLabel: Record<DeclineReason, string> = {
  "no-liability": "No liability",
  "injuries-too-minor": "Injuries too minor",
  "past-deadline": "Past the deadline",
  conflict: "Conflict of interest",
  "already-represented": "Already represented",
  "outside-practice": "Outside our practice",
  other: "Other",
};

/** Only a request the firm is not taking gets the non-engagement letter. */
export const mayGetLetter = (status: string) => status === "declined" || status === "referred-out";

/** Shown wherever a referral fee share is recorded. */
export const REFERRAL_FEE_NOTE =
  "Washington's RPC 1.5(e) allows a fee division with a lawyer outside the firm only with the client's written agreement to it (and each lawyer's share): get it in writing.";

export const REASON_TEXT_MAX = 500;

/** What a declined or referred-out status carries. */
export type Closing =
  { kind: "declined"; reason: DeclineReason; reasonText: string | null } | { kind: "referred-out"; referredTo: string; sharePercent: number | null };

export interface ClosingInput {
  reason?: string;
  reasonText?: string;
  referredTo?: string;
  referralShare?: string;
}

export type ClosingField = "reason" | "reasonText" | "referredTo" | "referralShare";

/** The closing details for the status chosen; details typed for another status are refused, not dropped. */
export function readClosing(to: LeadStatus, fields: ClosingInput): { ok: true; closing: Closing | null } | { ok: false; field: ClosingField; error: string } {
  const reason = (fields.reason ?? "").trim();
  const reasonText = (fields.reasonText ?? "").trim();
  const referredTo = (fields.referredTo ?? "").trim();
  const share = (fields.referralShare ?? "").trim().replace(/%$/, "").trim();
  if (to !== "declined" && (reason || reasonText))
    return { ok: false, field: "reason", error: "Only a declined request takes a reason: empty it or choose Declined" };
  if (to !== "referred-out" && (referredTo || share))
    return { ok: false, field: "referredTo", error: "Only a referred-out request names a lawyer: empty it or choose Referred out" };
  if (to === "declined") {
    if (!(declineReasons as readonly string[]).includes(reason)) return { ok: false, field: "reason", error: "Choose why it was declined" };
    if (reasonText.length > REASON_TEXT_MAX) return { ok: false, field: "reasonText", error: `A reason is at most ${REASON_TEXT_MAX} characters` };
    if (reason === "other" && !reasonText) return { ok: false, field: "reasonText", error: "Write the reason: “Other” needs a few words" };
    return { ok: true, closing: { kind: "declined", reason: reason as DeclineReason, reasonText: reasonText || null } };
  }
  if (to === "referred-out") {
    if (!referredTo) return { ok: false, field: "referredTo", error: "Write to whom it was referred: a lawyer's name or a firm" };
    if (referredTo.length > 200) return { ok: false, field: "referredTo", error: "A name is at most 200 characters" };
    if (share !== "" && !(/^\d{1,3}$/.test(share) && Number(share) <= 100))
      return { ok: false, field: "referralShare", error: "Write the fee share as a whole percent from 0 to 100, like 33" };
    return { ok: true, closing: { kind: "referred-out", referredTo, sharePercent: share === "" ? null : Number(share) } };
  }
  return { ok: true, closing: null };
}

/** "Declined: Other (a dog bite in Idaho)" or "Referred out to Jane Roe, 33 % fee share". */
export function closingWords(row: {
  status: string;
  reason: string | null;
  reasonText: string | null;
  referredTo: string | null;
  referralSharePercent: number | null;
}): string {
  if (row.status === "declined") {
    const label = declineReasonLabel[row.reason as DeclineReason] ?? row.reason ?? "no reason";
    return row.reasonText ? `${label} (${row.reasonText})` : label;
  }
  return `to ${row.referredTo ?? "(not recorded)"}${row.referralSharePercent !== null ? `, ${row.referralSharePercent} % fee share` : ""}`;
}
