// Where a request stands on the desk; the table and the desk's words both read it.
export const leadStatuses = ["new", "contacted", "consultation-scheduled", "signed", "declined", "referred-out", "not-a-case"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
