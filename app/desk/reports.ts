/** The desk's reports as a firm reads them (decision 0055): the requests report (Kent times, dollars, words
 * for slugs, no internal columns) and declines and referrals by Kent month. */
import { sourceName } from "~/attribution/source";
import { caseTypeLabel } from "~/content/case-types";
import { deadlineWords } from "~/content/deadlines";
import { ownerName } from "~/content/intake-roster";
import { deadlineOfAnswers } from "~/lib/deadlines";
import { kentClock, kentDay } from "~/lib/kent-time";
import { closingWords, type DeclineReason, declineReasonLabel, declineReasons } from "~/declines/closing";
import { money } from "~/lib/money";
import { readRange } from "~/lib/period";
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
    return deadlineOfAnswers(JSON.parse(answers) as Record<string, string>, caseType, now).flags.map((f) => deadlineWords.shortFlags[f]).join("; ");
  } catch {
    return "";
  }
}

/** A row of the requests report, in REPORT_COLUMNS' order. */
export function reportRow(lead: ReportLead, now: Date): (string | number)[] {
  const outcome = lead.outcomeStatus === lead.status ? closingWords({ status: lead.status, reason: lead.reason, reasonText: lead.reasonText, referredTo: lead.referredTo, referralSharePercent: lead.referralSharePercent }) : "";
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

export interface ClosedLead {
  status: "declined" | "referred-out";
  closedAt: string;
  reason: string | null;
  referredTo: string | null;
}

export const NO_REASON = "(no reason recorded)";

export interface MonthOfDeclines {
  month: string;
  declined: Record<DeclineReason | typeof NO_REASON, number>;
  declinedTotal: number;
  referred: number;
  /** To whom, with how many, most first. */
  referredTo: { name: string; count: number }[];
}

/** Declines per reason and referrals per lawyer, by the Kent month they were closed in, oldest first. */
export function declinesByMonth(rows: readonly ClosedLead[]): MonthOfDeclines[] {
  const months = new Map<string, MonthOfDeclines & { to: Map<string, number> }>();
  for (const row of rows) {
    const month = kentDay(new Date(row.closedAt)).slice(0, 7);
    let m = months.get(month);
    if (!m) {
      const declined = Object.fromEntries([...declineReasons, NO_REASON].map((r) => [r, 0])) as MonthOfDeclines["declined"];
      m = { month, declined, declinedTotal: 0, referred: 0, referredTo: [], to: new Map() };
      months.set(month, m);
    }
    if (row.status === "declined") {
      const reason = (declineReasons as readonly string[]).includes(row.reason ?? "") ? (row.reason as DeclineReason) : NO_REASON;
      m.declined[reason]++;
      m.declinedTotal++;
    } else {
      m.referred++;
      const name = row.referredTo?.trim() || "(not recorded)";
      m.to.set(name, (m.to.get(name) ?? 0) + 1);
    }
  }
  return [...months.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map(({ to, ...m }) => ({ ...m, referredTo: [...to].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) }));
}

export const reasonColumns = [...declineReasons.map((r) => ({ key: r, label: declineReasonLabel[r] })), { key: NO_REASON, label: "No reason recorded" }] as const;

export const DECLINES_COLUMNS = ["Month (Kent)", ...reasonColumns.map((c) => `Declined: ${c.label}`), "Declined in all", "Referred out", "Referred to"] as const;

export function declinesCsvRows(months: readonly MonthOfDeclines[]): (string | number)[][] {
  return months.map((m) => [m.month, ...reasonColumns.map((c) => m.declined[c.key]), m.declinedTotal, m.referred, m.referredTo.map((t) => `${t.name} (${t.count})`).join("; ")]);
}

/** The declines report's period from the address; none given is the last 90 days. */
export function declinesRange(url: URL, now = new Date()) {
  if (!url.searchParams.has("range")) url.searchParams.set("range", "90");
  return readRange(url, now);
}
