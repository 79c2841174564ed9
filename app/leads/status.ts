/** Where a request stands, in the desk's words: new -> contacted -> scheduled -> an outcome (or unreachable). */
import { closedStatuses, type LeadStatus } from "~/db/statuses";

export const statusLabel: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "consultation-scheduled": "Consultation scheduled",
  signed: "Signed",
  declined: "Declined",
  "referred-out": "Referred out",
  "not-a-case": "Not a case (spam, wrong number)",
  unreachable: "Unreachable (every call in the cadence unanswered)",
};

export const isClosed = (status: LeadStatus) => closedStatuses.includes(status);

export const takesFee = (status: LeadStatus) => status === "signed";

/** The picker's default: the usual next step; none for a closed request, so a second tap cannot reopen it. */
export function nextStatus(status: LeadStatus): LeadStatus | "" {
  return status === "new" ? "contacted" : status === "contacted" ? "consultation-scheduled" : status === "consultation-scheduled" ? "signed" : "";
}
