/** The deadline rules' words and statute references, as the desk shows them (English only). Placeholder
 * wording for the firm's attorneys to confirm: it is a reminder to check, never legal advice. */
export type DeadlineFlag = "past" | "soon" | "minor" | "government";

export const deadlineRules = {
  general: { years: 3, statute: "RCW 4.16.080(2)" },
  minor: { statute: "RCW 4.16.190" },
  government: { statute: "RCW 4.96.020" },
  /** Months before the date from which a request is flagged "less than 6 months left". */
  soonMonths: 6,
} as const;

export const deadlineWords = {
  heading: "Deadline",
  general: (date: string) => `General deadline (${deadlineRules.general.statute}): ${date}`,
  unknown: "Incident date not known: no deadline computed yet. Ask for the date on the call.",
  flags: {
    past: "Past the general deadline: an attorney must review now",
    soon: "Less than 6 months left",
    minor: `A minor: the deadline may be paused (${deadlineRules.minor.statute})`,
    government: `A government defendant (a city bus, a county road): a claim must be filed first (${deadlineRules.government.statute}) and a waiting period runs`,
  } satisfies Record<DeadlineFlag, string>,
  /** Short forms for a text message. */
  shortFlags: {
    past: "PAST the 3-year deadline",
    soon: "under 6 months to the deadline",
    minor: "minor (deadline may be paused)",
    government: "government defendant (claim first)",
  } satisfies Record<DeadlineFlag, string>,
  note: "The conservative date: three calendar years after the incident, never moved for weekends or court holidays. An attorney confirms every deadline.",
};
