/** The limitation rules the desk applies and its words for them (decision 0066), English only.
 * PLACEHOLDER WORDING for the firm's attorneys to review: the periods, statutes and explanations are a
 * reminder to check, never legal advice, and the desk says an attorney confirms every date. */
export type DeadlineFlag = "past" | "soon" | "minor" | "government";

/** The rules, in the order a tie is shown: a claim that must come first before the lawsuit it opens. */
export const deadlineRuleIds = ["labor", "federalClaim", "localClaim", "stateClaim", "intentional", "medical", "wrongfulDeath", "general"] as const;
export type DeadlineRuleId = (typeof deadlineRuleIds)[number];

export const deadlineRules = {
  general: { years: 3, statute: "RCW 4.16.080(2)" },
  intentional: { years: 2, statute: "RCW 4.16.100(1)" },
  /** Three years from the act, or one from the discovery, whichever is later; the eight-year repose is not counted. */
  medical: { years: 3, discoveryYears: 1, statute: "RCW 4.16.350" },
  wrongfulDeath: { years: 3, statute: "RCW 4.16.080(2), RCW 4.20.010" },
  localClaim: { waitDays: 60, statute: "RCW 4.96.020" },
  stateClaim: { waitDays: 60, statute: "RCW 4.92.100, RCW 4.92.110" },
  federalClaim: { years: 2, statute: "28 U.S.C. § 2401(b)" },
  labor: { years: 1, statute: "RCW 51.28.050" },
  minor: { age: 18, statute: "RCW 4.16.190" },
  /** Months before the date from which a request is flagged "less than 6 months left". */
  soonMonths: 6,
} as const;

/** Whether being under 18 on the incident date may pause a rule (RCW 4.16.190), for an attorney to decide. */
export const minorMayPause: Record<DeadlineRuleId, boolean> = {
  general: true,
  intentional: true,
  medical: true,
  // The claim is due within the lawsuit's limitation period, so it may follow that period's pause.
  localClaim: true,
  stateClaim: true,
  federalClaim: false,
  labor: false,
  // Atchison v. Great Western Malting, 161 Wn.2d 372 (2007).
  wrongfulDeath: false,
};

/** A fact not known, for which the date shown is the earliest possible. */
export type AssumedFact = "deathDate" | "discoveryDate" | "government" | "governmentKind" | "atWork" | "assault";
/** A question not answered (or an incident date not sure of) whose answer could bring an earlier date (the birth date: a pause). */
export type AskFact = "incidentDate" | "government" | "atWork" | "assault" | "birthDate";

const confirm = "An attorney confirms.";

export const deadlineWords = {
  heading: "Deadline",
  confirm,
  /** Each rule: what it is called on the desk and what it asks, in a sentence or two. */
  rules: {
    general: {
      name: "Lawsuit for the injury",
      explain: "Three calendar years from the incident to file a lawsuit for an injury caused by negligence.",
    },
    intentional: {
      name: "Lawsuit for an assault or battery",
      explain:
        "Two calendar years from the incident to sue the person who hurt them on purpose; a negligence claim against someone else (a property owner, an employer) may have three.",
    },
    medical: {
      name: "Lawsuit for medical negligence",
      explain:
        "Three years from the act or omission, or one year from when the injury and its cause were discovered (or should have been), whichever is later. For counsel: the eight-year limit of RCW 4.16.350(3) is not counted here; the Washington Supreme Court held it unconstitutional (Bennett v. United States, No. 101300-1, December 7, 2023). An attorney decides whether any outer limit applies.",
    },
    wrongfulDeath: {
      name: "Wrongful death lawsuit",
      explain:
        "Three calendar years from the death. No one's minority pauses it, not even a child beneficiary's (Atchison v. Great Western Malting, 161 Wn.2d 372 (2007)).",
    },
    localClaim: {
      name: "Claim to the local government (city, county, district)",
      explain: `A claim on the body's tort claim form, presented to its agent before any lawsuit and within the lawsuit's limitation period; no lawsuit until ${deadlineRules.localClaim.waitDays} calendar days after it is presented (the limitation period is paused during that wait).`,
    },
    stateClaim: {
      name: "Claim to the State of Washington",
      explain: `A tort claim filed with the State's Office of Risk Management before any lawsuit and within the lawsuit's limitation period; no lawsuit until ${deadlineRules.stateClaim.waitDays} calendar days after it is filed (the limitation period is paused during that wait). RCW 4.96.020 is for local bodies, not the State.`,
    },
    federalClaim: {
      name: "Federal administrative claim",
      explain:
        "A written claim (for example Standard Form 95) to the federal agency within two years of the incident; a lawsuit only after the agency denies it (then within six months) or six months pass without a decision (28 U.S.C. § 2675(a)). Washington's three years does not apply to a federal defendant.",
    },
    labor: {
      name: "L&I claim (workers' compensation)",
      explain:
        "One year from the injury to file the claim with the Department of Labor and Industries, besides any lawsuit against someone other than the employer (RCW 51.24.030).",
    },
  } satisfies Record<DeadlineRuleId, { name: string; explain: string }>,
  /** What a date counts from, when it is not simply the incident. */
  from: {
    incident: "",
    death: "Counted from the date of death.",
    discovery: "Counted from the discovery: later than three years from the act.",
    limitation: "Within the lawsuit's limitation period: the earliest lawsuit date here.",
  },
  /** A rule that applies only if a fact not known yet turns out so. */
  possible: "if it applies",
  /** A rule's date when the incident date is not known. */
  noDate: "Date not known yet",
  others: "The other dates",
  ruleDetails: "What the rule asks",
  assumedHeading: "Not known: the earliest possible date counts until it is",
  assumed: {
    deathDate: "The date of death: the wrongful death date is counted from the incident, the earliest it can be.",
    discoveryDate:
      "When the injury and its cause were discovered: the date counts three years from the act; a later discovery may allow one year from it, for an attorney to decide.",
    government:
      'Whether the other party is a government body (answered "not sure"): the federal claim\'s date, the earliest possible, counts until it is known.',
    governmentKind:
      'Which government body it is: local, State or federal (answered "yes", kind not given). The federal claim\'s date, the earliest possible, counts until it is known.',
    atWork: 'Whether they were at work (answered "not sure"): the L&I claim\'s date counts until it is known.',
    assault: 'Whether someone hurt them on purpose (answered "not sure"): the assault lawsuit\'s date counts until it is known.',
  } satisfies Record<AssumedFact, string>,
  askHeading: "Ask on the call: an answer could change the deadline",
  ask: {
    incidentDate: () =>
      "The incident date: they were not sure of it, and every date here counts from the day given. An earlier day makes every deadline earlier.",
    government: (day: string | null) => `Whether the other party is a government body: a federal one needs a claim within 2 years${day ? `, by ${day}` : ""}.`,
    atWork: (day: string | null) => `Whether they were at work: an L&I claim is due within 1 year${day ? `, by ${day}` : ""}.`,
    assault: (day: string | null) => `Whether someone hurt them on purpose: an assault lawsuit is due within 2 years${day ? `, by ${day}` : ""}.`,
    birthDate: () => `The injured person's date of birth: under 18 on the incident date may pause a deadline (${deadlineRules.minor.statute}).`,
  } satisfies Record<AskFact, (day: string | null) => string>,
  /** Under 18 on the incident date: what may be paused, never counted on. */
  minority: (eighteenOn: string | null, paused: string[], notPaused: string[]) =>
    [
      `Under 18 on the incident date${eighteenOn ? ` (18 on ${eighteenOn})` : ""}.`,
      paused.length
        ? `${deadlineRules.minor.statute} may pause, until the 18th birthday: ${paused.join("; ")}. An attorney decides; the dates here do not count on it.`
        : "",
      notPaused.length ? `No pause for: ${notPaused.join("; ")}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  unknown: "Incident date not known: no deadline computed yet. Ask for the date on the call.",
  flags: {
    past: "A deadline has passed (see which above): an attorney must review now",
    soon: "Less than 6 months to the deadline",
    minor: `Under 18 on the incident date: a deadline may be paused (${deadlineRules.minor.statute}); an attorney decides`,
    government: "A government defendant, or possibly one: a claim must be filed before any lawsuit",
  } satisfies Record<DeadlineFlag, string>,
  shortFlags: {
    past: "PAST the earliest deadline",
    soon: "under 6 months to the deadline",
    minor: "minor (deadline may be paused)",
    government: "government defendant (claim first)",
  } satisfies Record<DeadlineFlag, string>,
  rowFlags: {
    past: "Deadline passed",
    soon: "Deadline within 6 months",
    minor: "Minor",
    government: "Government",
  } satisfies Record<DeadlineFlag, string>,
  note: "The conservative dates: calendar years from the day, never moved for weekends or court holidays; the earliest that applies is the deadline. An attorney confirms every deadline.",
};
