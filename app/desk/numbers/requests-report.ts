/** The requests report as a firm reads it (decision 0055): Kent times, dollars, words for slugs, no internal columns. */
import { sourceName } from "~/attribution/source";
import { caseTypeLabel } from "~/content/case-types";
import { deadlineWords } from "~/content/deadlines";
import { ownerName } from "~/content/intake-roster";
import { deadlineOfAnswers } from "~/leads/deadlines";
import { kentClock } from "~/lib/kent-time";
import { closingWords } from "~/declines/closing";
import { money } from "~/lib/money";
import { statusLabel } from "~/leads/status";
import type { LeadStatus } from "~/db/statuses";

export const REPORT_COLUMNS = [
  "Request",
  "Received (Kent time)",
  "Name",
  "Type of case",
  "Language",
  "Source",
  "Campaign",
  "Owner",
  "Status",
  "Reason or referral",
  "Call attempts",
  "First attempt (Kent time)",
  "First reached (Kent time)",
  "Deadline flag",
  "Signed (Kent time)",
  "Expected fee",
] as const;

export interface ReportLead {
  id: number;
  createdAt: string;
  name: string;
  caseType: string;
  language: string;
  channel: string | null;
  utmCampaign: string | null;
  ownerEmail: string | null;
  status: LeadStatus;
  expectedFeeCents: number | null;
  attempts: number;
  firstAttemptAt: string | null;
  firstReachedAt: string | null;
  signedAt: string | null;
  answers: string | null;
  outcomeStatus: string | null;
  reason: string | null;
  reasonText: string | null;
  referredTo: string | null;
  referralSharePercent: number | null;
}

const kent = (iso: string | null) => (iso ? kentClock(iso).slice(0, 16) : "");

/** The flags a request's answers raise today for its kind of case, in the desk's short words. */
function deadlineFlag(answers: string | null, caseType: string, now: Date): string {
  if (!answers) return "";
  try {
    return deadlineOfAnswers(JSON.parse(answers) as Record<string, string>, caseType, now)
      .flags.map((f) => deadlineWords.shortFlags[f])
      .join("; ");
  } catch {
    return "";
  }
}

/** A row of the requests report, in REPORT_COLUMNS' order. */
export function reportRow(lead: ReportLead, now: Date): (string | number)[] {
  const outcome =
    lead.outcomeStatus === lead.status
      ? closingWords({
          status: lead.status,
          reason: lead.reason,
          reasonText: lead.reasonText,
          referredTo: lead.referredTo,
          referralSharePercent: lead.referralSharePercent,
        })
      : "";
  return [
    lead.id,
    kent(lead.createdAt),
    lead.name,
    caseTypeLabel(lead.caseType),
    lead.language === "es" ? "Spanish" : "English",
    sourceName(lead.channel),
    lead.utmCampaign ?? "",
    ownerName(lead.ownerEmail),
    statusLabel[lead.status] ?? lead.status,
    outcome,
    lead.attempts,
    kent(lead.firstAttemptAt),
    kent(lead.firstReachedAt),
    deadlineFlag(lead.answers, lead.caseType, now),
    lead.status === "signed" ? kent(lead.signedAt) : "",
    lead.status === "signed" && lead.expectedFeeCents !== null ? money(lead.expectedFeeCents) : "",
  ];
}
