/** A request's deadlines from its answers and kind of case (decision 0066): every rule with its date, the earliest
 * as *the* deadline, facts not known, questions to ask, and flags. Pure; words in app/content/deadlines.ts. */
import { type AskFact, type AssumedFact, type DeadlineFlag, type DeadlineRuleId, deadlineRuleIds, deadlineRules, deadlineWords } from "~/content/deadlines";
import { governmentMaybe, questionsByTopic, type QuestionKey, type Topic } from "~/content/intake-questions";
import { isCalendarDay, isoDay, kentDay } from "~/lib/kent-time";

/** `months` calendar months later (or earlier), kept in its month: 31 August − 6 months is 28/29 February. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDay(year, month, Math.min(d, last));
}

/** Calendar years later: 29 February gives 28 February, never 1 March (never a day later than the law's). */
export const addYears = (day: string, years: number) => addMonths(day, years * 12);

/** The desk's one "six months": a deadline before this Kent day has less than 6 months left. */
export function soonLimit(now: Date): string {
  return addMonths(kentDay(now), deadlineRules.soonMonths);
}

/** "past" once the day is over in Kent; "soon" when it falls before the day six months from today. */
export function dateFlags(date: string | null, now: Date): DeadlineFlag[] {
  if (!date) return [];
  if (kentDay(now) > date) return ["past"];
  return date < soonLimit(now) ? ["soon"] : [];
}

/** What the deadlines turn on: the kind of case and the answers (strings as stored; anything else is no answer). */
export interface DeadlineFacts {
  /** The kind of case (a case type, or "dog-bite"); an unknown one is read as "other". */
  topic: string;
  incidentDate?: string;
  /** The incident date was answered with "not sure": the day given may be later than the real one. */
  incidentDateUnsure?: boolean;
  deathDate?: string;
  discoveryDate?: string;
  birthDate?: string;
  minor?: string;
  government?: string;
  atWork?: string;
  assault?: string;
  medical?: string;
}

export interface RuleDate {
  rule: DeadlineRuleId;
  date: string | null;
  /** What the date counts from, when not simply the incident. */
  from: "incident" | "death" | "discovery" | "limitation";
  /** Applies only if a fact not known yet turns out so; it counts toward the deadline all the same. */
  possible: boolean;
}

export interface Deadline {
  /** The deadline: the earliest date of every rule that applies or may; null when the incident date is unknown. */
  date: string | null;
  rule: DeadlineRuleId | null;
  /** Every rule that applies or may, earliest first (the deadline's own first). */
  rules: RuleDate[];
  /** Facts not known, for which the earliest possible date is used. */
  assumed: AssumedFact[];
  /** Questions not answered whose answer could change the deadline, with the earlier date an answer would bring. */
  toAsk: { fact: AskFact; date: string | null }[];
  /** Under 18 on the incident date, and the 18th birthday when the birth date is known; null when not known. */
  minority: { atIncident: boolean; eighteenOn: string | null } | null;
  flags: DeadlineFlag[];
}

const day = (text: string | undefined) => (text && isCalendarDay(text) ? text : null);
const earliest = (dates: (string | null)[]) => dates.filter((d): d is string => d !== null).sort()[0] ?? null;

function minorityOf(facts: DeadlineFacts, incident: string | null): Deadline["minority"] {
  const birth = day(facts.birthDate);
  const eighteenOn = birth ? addYears(birth, deadlineRules.minor.age) : null;
  // The birth date decides when both are known; "under 18 on that day" says it without one.
  if (eighteenOn && incident) return { atIncident: incident < eighteenOn, eighteenOn };
  if (facts.minor === "yes") return { atIncident: true, eighteenOn };
  if (facts.minor === "no") return { atIncident: false, eighteenOn: null };
  return null;
}

/** The lawsuit rules the kind of case and the answers give: the limitation a claim to a government must also meet. */
function lawsuits(
  facts: DeadlineFacts,
  incident: string | null,
  assumed: AssumedFact[],
  toAsk: Deadline["toAsk"],
  asks: (key: QuestionKey) => boolean,
): RuleDate[] {
  const years = (n: number, from: string | null = incident) => (from ? addYears(from, n) : null);
  const rules: RuleDate[] = [];
  if (facts.topic === "wrongful-death") {
    // From the death, which is never before the incident: unknown, the incident is the earliest it can be.
    const death = day(facts.deathDate);
    const from = death && incident && death > incident ? death : incident;
    rules.push({
      rule: "wrongfulDeath",
      date: years(deadlineRules.wrongfulDeath.years, from),
      from: from === incident ? "incident" : "death",
      possible: false,
    });
    if (!death) assumed.push("deathDate");
  } else if (facts.medical === "yes") {
    const { years: act, discoveryYears } = deadlineRules.medical;
    const discovery = day(facts.discoveryDate);
    const fromAct = years(act);
    const fromDiscovery = discovery ? addYears(discovery, discoveryYears) : null;
    if (fromAct && fromDiscovery && fromDiscovery > fromAct) rules.push({ rule: "medical", date: fromDiscovery, from: "discovery", possible: false });
    else rules.push({ rule: "medical", date: fromAct, from: "incident", possible: false });
    if (!discovery) assumed.push("discoveryDate");
  } else {
    rules.push({ rule: "general", date: years(deadlineRules.general.years), from: "incident", possible: false });
  }
  const intentional = years(deadlineRules.intentional.years);
  if (facts.assault === "yes") rules.push({ rule: "intentional", date: intentional, from: "incident", possible: false });
  else if (facts.assault === "unsure") (rules.push({ rule: "intentional", date: intentional, from: "incident", possible: true }), assumed.push("assault"));
  else if (facts.assault === undefined && asks("assault")) toAsk.push({ fact: "assault", date: intentional });
  return rules;
}

/** Every rule that applies to the facts, the earliest as the deadline, and the flags on `now`'s day. */
export function deadlineOf(facts: DeadlineFacts, now: Date): Deadline {
  const topic = (Object.hasOwn(questionsByTopic, facts.topic) ? facts.topic : "other") as Topic;
  const asks = (key: QuestionKey) => questionsByTopic[topic].includes(key);
  const incident = day(facts.incidentDate);
  const years = (n: number) => (incident ? addYears(incident, n) : null);
  const assumed: AssumedFact[] = [];
  const toAsk: Deadline["toAsk"] = [];
  if (incident && facts.incidentDateUnsure) toAsk.push({ fact: "incidentDate", date: null });
  const rules = lawsuits({ ...facts, topic }, incident, assumed, toAsk, asks);

  // A claim to a government comes before the lawsuit: a local body's or the State's within the lawsuit's own period,
  // a federal one within two years. A government of a kind not known may be any of them.
  const limitation = earliest(rules.map((r) => r.date));
  const government = facts.government;
  const claims: [DeadlineRuleId, string | null][] = [
    ["federalClaim", years(deadlineRules.federalClaim.years)],
    ["localClaim", limitation],
    ["stateClaim", limitation],
  ];
  const fromOf = (rule: DeadlineRuleId) => (rule === "federalClaim" ? "incident" : "limitation");
  const named = { local: "localClaim", state: "stateClaim", federal: "federalClaim" } as const;
  if (government === "local" || government === "state" || government === "federal") {
    const rule = named[government];
    rules.push({ rule, date: claims.find(([r]) => r === rule)![1], from: fromOf(rule), possible: false });
  } else if (government === "yes" || government === "unsure") {
    for (const [rule, date] of claims) rules.push({ rule, date, from: fromOf(rule), possible: true });
    assumed.push(government === "yes" ? "governmentKind" : "government");
  } else if (government === undefined && asks("government")) toAsk.push({ fact: "government", date: years(deadlineRules.federalClaim.years) });

  // The L&I claim, beside any claim against others: a workplace case is one by its type.
  const atWork = topic === "workplace-injuries" ? "yes" : facts.atWork;
  const labor = years(deadlineRules.labor.years);
  if (atWork === "yes") rules.push({ rule: "labor", date: labor, from: "incident", possible: false });
  else if (atWork === "unsure") (rules.push({ rule: "labor", date: labor, from: "incident", possible: true }), assumed.push("atWork"));
  else if (atWork === undefined && asks("atWork")) toAsk.push({ fact: "atWork", date: labor });

  const minority = minorityOf(facts, incident);
  if (minority === null && asks("birthDate")) toAsk.push({ fact: "birthDate", date: null });

  const order = (rule: DeadlineRuleId) => deadlineRuleIds.indexOf(rule);
  rules.sort((a, b) => (a.date ?? "9999").localeCompare(b.date ?? "9999") || order(a.rule) - order(b.rule));
  const first = incident ? rules[0]! : null;
  const date = first?.date ?? null;
  const flags = dateFlags(date, now);
  // No minority pauses a wrongful death, so it raises no flag there.
  if (minority?.atIncident && topic !== "wrongful-death") flags.push("minor");
  if (government !== undefined && governmentMaybe.includes(government)) flags.push("government");
  return { date, rule: first?.rule ?? null, rules, assumed, toAsk, minority, flags };
}

/** The deadline of stored answers (their JSON as app/leads/answers.ts writes it) for a kind of case. */
export function deadlineOfAnswers(answers: Partial<Record<keyof Omit<DeadlineFacts, "topic">, unknown>>, topic: string, now: Date): Deadline {
  const facts: DeadlineFacts = { topic, incidentDateUnsure: answers.incidentDateUnsure === true };
  for (const key of ["incidentDate", "deathDate", "discoveryDate", "birthDate", "minor", "government", "atWork", "assault", "medical"] as const) {
    const value = answers[key];
    if (typeof value === "string") facts[key] = value;
  }
  return deadlineOf(facts, now);
}

/** The flags that do not change with the calendar, as lead_answers.deadline_flags keeps them (space-separated). */
export const factFlags = ["minor", "government"] as const satisfies readonly DeadlineFlag[];

/** lead_answers' stored deadline: the date and the flags the calendar does not change (the lists filter and sort by them). */
export const storedDeadline = (deadline: Deadline) => ({
  deadlineDate: deadline.date,
  deadlineFlags: deadline.flags.filter((f) => (factFlags as readonly string[]).includes(f)).join(" "),
});

/** The flags of a stored deadline on `now`'s day: the same as deadlineOf gave for the same answers. */
export function storedFlags(deadlineDate: string | null, deadlineFlags: string | null, now: Date): DeadlineFlag[] {
  const kept = (deadlineFlags ?? "").split(" ");
  return [...dateFlags(deadlineDate, now), ...factFlags.filter((flag) => kept.includes(flag))];
}

/** "Deadline: PAST the earliest deadline; minor (deadline may be paused)", or null without a flag. */
export const flagLine = (flags: readonly DeadlineFlag[]) => (flags.length ? `Deadline: ${flags.map((f) => deadlineWords.shortFlags[f]).join("; ")}` : null);
