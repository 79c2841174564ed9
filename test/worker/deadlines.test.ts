/**
 * The deadline rules on fixed dates (decision 0066): a table per rule, every date computed by hand (29 February and
 * months' ends included), the earliest as the deadline, facts not known counted at their earliest, the questions to
 * ask, a minority at the incident, the one "six months", the flags and the stored columns. `now` is always given.
 */
import { describe, expect, it } from "vitest";
import { deadlineRules, deadlineWords } from "~/content/deadlines";
import { derivedColumns } from "~/questions/answers";
import { deadlineView } from "~/questions/qualification";
import { addMonths, type DeadlineFacts, deadlineOf, deadlineOfAnswers, soonLimit, storedDeadline, storedFlags } from "~/leads/deadlines";
import { atKent, isCalendarDay } from "~/lib/kent-time";

/** Noon in Kent on a day. */
const on = (day: string) => atKent(day, 12 * 60);
const NOW = on("2026-11-27");
/** A day before every government case's dates come near: no "past" or "soon" among their flags. */
const EARLY = on("2024-07-01");
/** Every fact that could add a rule answered "no", unless a row says otherwise. */
const settled = { government: "no", atWork: "no", assault: "no", minor: "no" };
const of = (facts: Partial<DeadlineFacts>, now = NOW) => deadlineOf({ topic: "car-accidents", ...settled, ...facts }, now);
const datesOf = (facts: Partial<DeadlineFacts>) => Object.fromEntries(of(facts).rules.map((r) => [r.rule, r.date]));

describe(`the general limitation (${deadlineRules.general.statute}): three calendar years`, () => {
  it.each([
    ["2023-03-15", "2026-03-15"],
    // A Saturday and a holiday: the date stays.
    ["2023-07-04", "2026-07-04"],
    ["2023-12-31", "2026-12-31"],
    ["2023-08-31", "2026-08-31"],
    ["2024-02-29", "2027-02-28"],
    ["2025-02-28", "2028-02-28"],
  ])("from %s is %s, the only rule when nothing else applies", (incidentDate, date) => {
    const deadline = of({ incidentDate });
    expect(deadline).toMatchObject({ date, rule: "general", assumed: [], toAsk: [] });
    expect(deadline.rules).toEqual([{ rule: "general", date, from: "incident", possible: false }]);
  });

  it("on its last day is not past; the day after is, late evening in Kent still the last day", () => {
    expect(of({ incidentDate: "2023-03-15" }, on("2026-03-15")).flags).toEqual(["soon"]);
    expect(of({ incidentDate: "2023-03-15" }, on("2026-03-16")).flags).toEqual(["past"]);
    expect(of({ incidentDate: "2023-03-15" }, atKent("2026-03-15", 23 * 60 + 30)).flags).toEqual(["soon"]);
  });
});

describe(`an assault or battery (${deadlineRules.intentional.statute}): two years, before the general three`, () => {
  it.each([
    ["2024-02-29", "2026-02-28", "2027-02-28"],
    ["2024-08-31", "2026-08-31", "2027-08-31"],
    ["2023-12-31", "2025-12-31", "2026-12-31"],
  ])("from %s is %s (the general date %s listed too)", (incidentDate, date, general) => {
    const deadline = of({ incidentDate, assault: "yes" });
    expect(deadline).toMatchObject({ date, rule: "intentional" });
    expect(datesOf({ incidentDate, assault: "yes" })).toEqual({ intentional: date, general });
  });

  it('answered "not sure": the two years count, named as not known; not answered where it is asked: a question', () => {
    const unsure = deadlineOf({ topic: "premises-liability", ...settled, incidentDate: "2024-02-29", assault: "unsure" }, NOW);
    expect(unsure).toMatchObject({ date: "2026-02-28", rule: "intentional", assumed: ["assault"] });
    expect(unsure.rules[0]!.possible).toBe(true);
    const unasked = deadlineOf({ topic: "premises-liability", ...settled, incidentDate: "2024-02-29", assault: undefined }, NOW);
    expect(unasked).toMatchObject({ date: "2027-02-28", rule: "general", toAsk: [{ fact: "assault", date: "2026-02-28" }] });
    // A car accident is not asked about an assault: no question there.
    expect(of({ incidentDate: "2024-02-29", assault: undefined }).toAsk).toEqual([]);
  });
});

describe(`medical negligence (${deadlineRules.medical.statute}): three years from the act or one from the discovery, whichever is later`, () => {
  it.each([
    // act, discovery, date, counted from
    ["2022-05-10", undefined, "2025-05-10", "incident"],
    ["2022-05-10", "2024-01-15", "2025-05-10", "incident"],
    ["2022-05-10", "2024-09-30", "2025-09-30", "discovery"],
    ["2021-02-28", "2023-08-31", "2024-08-31", "discovery"],
    // One year from 28 February 2026 and three from 29 February 2024 are the same day: the act's.
    ["2024-02-29", "2026-02-28", "2027-02-28", "incident"],
    // No eight-year cap (RCW 4.16.350(3), held unconstitutional in Bennett v. United States, 2023): a discovery
    // eight years or more after the act still has its year. 29 February 2024 + 1 is 28 February 2025.
    ["2016-02-29", "2024-02-29", "2025-02-28", "discovery"],
    ["2015-08-31", "2023-06-30", "2024-06-30", "discovery"],
    ["2014-03-15", "2025-12-31", "2026-12-31", "discovery"],
  ] as const)("act %s, discovered %s: %s (%s)", (incidentDate, discoveryDate, date, from) => {
    const deadline = deadlineOf({ topic: "other", ...settled, medical: "yes", incidentDate, discoveryDate }, NOW);
    expect(deadline).toMatchObject({ date, rule: "medical" });
    expect(deadline.rules).toEqual([{ rule: "medical", date, from, possible: false }]);
    expect(deadline.assumed).toEqual(discoveryDate ? [] : ["discoveryDate"]);
  });

  it("a discovery more than seven years after the act is not shown as past by a repose (the case of the review)", () => {
    const deadline = deadlineOf({ topic: "other", ...settled, medical: "yes", incidentDate: "2018-05-01", discoveryDate: "2026-06-01" }, NOW);
    expect(deadline).toMatchObject({ date: "2027-06-01", rule: "medical", flags: [] });
    expect(deadlineView(deadline).first!.explain).toContain("Bennett v. United States");
  });

  it('medical care answered "no" or "not sure" is the general rule (it could only be later)', () => {
    for (const medical of ["no", "unsure"])
      expect(deadlineOf({ topic: "other", ...settled, medical, incidentDate: "2022-05-10", discoveryDate: "2024-09-30" }, NOW).rule).toBe("general");
  });
});

describe(`a wrongful death (${deadlineRules.wrongfulDeath.statute}): three years from the death, never paused by a minority`, () => {
  it.each([
    // incident, death, date, counted from, death not known
    ["2023-10-31", undefined, "2026-10-31", "incident", true],
    ["2023-10-31", "2024-02-29", "2027-02-28", "death", false],
    ["2023-10-31", "2023-10-31", "2026-10-31", "incident", false],
    ["2023-01-31", "2023-02-28", "2026-02-28", "death", false],
  ] as const)("hurt %s, died %s: %s (%s)", (incidentDate, deathDate, date, from, unknown) => {
    const deadline = deadlineOf({ topic: "wrongful-death", government: "no", atWork: "no", incidentDate, deathDate }, NOW);
    expect(deadline).toMatchObject({ date, rule: "wrongfulDeath" });
    expect(deadline.rules).toEqual([{ rule: "wrongfulDeath", date, from, possible: false }]);
    expect(deadline.assumed).toEqual(unknown ? ["deathDate"] : []);
  });

  it("a child beneficiary or a minor answer raises no minor flag and says no pause (Atchison)", () => {
    const deadline = deadlineOf({ topic: "wrongful-death", government: "no", atWork: "no", incidentDate: "2025-01-10", minor: "yes" }, NOW);
    expect(deadline.flags).toEqual([]);
    expect(deadline.toAsk).toEqual([]);
    expect(deadlineWords.rules.wrongfulDeath.explain).toContain("Atchison v. Great Western Malting, 161 Wn.2d 372 (2007)");
    const view = deadlineView(deadline);
    expect(view.minority).toContain("No pause for: Wrongful death lawsuit");
    expect(view.minority).not.toContain("may pause");
    expect(JSON.stringify(view)).not.toMatch(/may be paused/);
  });
});

describe("a government defendant: the claim before any lawsuit, by which government it is", () => {
  it.each([
    // A local body (RCW 4.96.020): the claim within the lawsuit's period, with its 60-day wait.
    ["local", "2024-01-31", {}, "localClaim", "2027-01-31", { localClaim: "2027-01-31", general: "2027-01-31" }],
    ["local", "2024-01-31", { assault: "yes" }, "localClaim", "2026-01-31", { localClaim: "2026-01-31", intentional: "2026-01-31", general: "2027-01-31" }],
    // The State (RCW 4.92.100, 4.92.110), not RCW 4.96.020.
    ["state", "2024-02-29", {}, "stateClaim", "2027-02-28", { stateClaim: "2027-02-28", general: "2027-02-28" }],
    // Federal (28 U.S.C. § 2401(b)): two years, earlier than the three.
    ["federal", "2024-02-29", {}, "federalClaim", "2026-02-28", { federalClaim: "2026-02-28", general: "2027-02-28" }],
    ["federal", "2023-08-31", {}, "federalClaim", "2025-08-31", { federalClaim: "2025-08-31", general: "2026-08-31" }],
  ] as const)("%s, incident %s %o: %s by %s", (government, incidentDate, more, rule, date, dates) => {
    const deadline = of({ incidentDate, government, ...more }, EARLY);
    expect(deadline).toMatchObject({ date, rule, assumed: [], flags: ["government"] });
    expect(datesOf({ incidentDate, government, ...more })).toEqual(dates);
    expect(deadline.rules.every((r) => !r.possible)).toBe(true);
  });

  it("the words name the 60-day wait and the statutes; the State's is not RCW 4.96.020", () => {
    expect(deadlineRules.localClaim.statute).toBe("RCW 4.96.020");
    expect(deadlineWords.rules.localClaim.explain).toContain("60 calendar days");
    expect(deadlineRules.stateClaim.statute).toBe("RCW 4.92.100, RCW 4.92.110");
    expect(deadlineWords.rules.stateClaim.explain).toContain("60 calendar days");
    expect(deadlineRules.federalClaim.statute).toBe("28 U.S.C. § 2401(b)");
  });

  it.each([
    ["yes", "governmentKind"],
    ["unsure", "government"],
  ] as const)("answered %s (which government not known): the earliest possible, the federal claim's, and what is not known", (government, fact) => {
    const deadline = of({ incidentDate: "2024-05-15", government }, EARLY);
    expect(deadline).toMatchObject({ date: "2026-05-15", rule: "federalClaim", assumed: [fact], flags: ["government"] });
    expect(datesOf({ incidentDate: "2024-05-15", government })).toEqual({
      federalClaim: "2026-05-15",
      localClaim: "2027-05-15",
      stateClaim: "2027-05-15",
      general: "2027-05-15",
    });
    expect(deadline.rules.filter((r) => r.possible).map((r) => r.rule)).toEqual(["federalClaim", "localClaim", "stateClaim"]);
    expect(deadlineView(deadline).assumed[0]).toBe(deadlineWords.assumed[fact]);
  });

  it("not answered: the general date stands, with the question and the federal date it could bring", () => {
    const deadline = of({ incidentDate: "2024-05-15", government: undefined }, EARLY);
    expect(deadline).toMatchObject({ date: "2027-05-15", rule: "general", flags: [], toAsk: [{ fact: "government", date: "2026-05-15" }] });
    expect(deadlineView(deadline).toAsk).toEqual([
      "Whether the other party is a government body: a federal one needs a claim within 2 years, by May 15, 2026.",
    ]);
  });
});

describe(`a workplace injury: the L&I claim (${deadlineRules.labor.statute}) within one year, beside the claim against others`, () => {
  it.each([
    ["2025-03-31", "2026-03-31", "2028-03-31"],
    ["2024-02-29", "2025-02-28", "2027-02-28"],
    ["2025-12-31", "2026-12-31", "2028-12-31"],
  ])("the workplace case type, hurt %s: %s (the lawsuit's %s listed)", (incidentDate, date, general) => {
    const deadline = deadlineOf({ topic: "workplace-injuries", government: "no", minor: "no", incidentDate }, NOW);
    expect(deadline).toMatchObject({ date, rule: "labor", toAsk: [] });
    expect(deadline.rules.map((r) => [r.rule, r.date])).toEqual([
      ["labor", date],
      ["general", general],
    ]);
  });

  it('any other case at work ("yes"), maybe at work ("not sure"), or not asked yet', () => {
    expect(of({ incidentDate: "2025-08-31", atWork: "yes" })).toMatchObject({ date: "2026-08-31", rule: "labor", assumed: [] });
    const unsure = of({ incidentDate: "2025-08-31", atWork: "unsure" });
    expect(unsure).toMatchObject({ date: "2026-08-31", rule: "labor", assumed: ["atWork"] });
    expect(unsure.rules[0]!.possible).toBe(true);
    expect(of({ incidentDate: "2025-08-31", atWork: undefined })).toMatchObject({
      date: "2028-08-31",
      rule: "general",
      toAsk: [{ fact: "atWork", date: "2026-08-31" }],
    });
  });

  it("with a federal defendant and an assault too, the earliest of all is the deadline; a tie goes to the claim that comes first", () => {
    const deadline = of({ incidentDate: "2024-06-30", atWork: "yes", government: "federal", assault: "yes" });
    expect(deadline.rules.map((r) => [r.rule, r.date])).toEqual([
      ["labor", "2025-06-30"],
      ["federalClaim", "2026-06-30"],
      ["intentional", "2026-06-30"],
      ["general", "2027-06-30"],
    ]);
    expect(deadline.rule).toBe("labor");
  });
});

describe(`a minor on the incident date (${deadlineRules.minor.statute}): named, never counted on`, () => {
  it.each([
    // born, incident, under 18 then, 18th birthday
    ["2007-06-01", "2025-05-31", true, "2025-06-01"],
    ["2007-06-01", "2025-06-01", false, "2025-06-01"],
    // Born on 29 February: 18 on 28 February of a common year.
    ["2008-02-29", "2026-02-27", true, "2026-02-28"],
    ["2008-02-29", "2026-02-28", false, "2026-02-28"],
  ] as const)("born %s, hurt %s: under 18 then is %s (18 on %s)", (birthDate, incidentDate, atIncident, eighteenOn) => {
    const deadline = of({ incidentDate, birthDate, minor: undefined });
    expect(deadline.minority).toEqual({ atIncident, eighteenOn });
    expect(deadline.flags.includes("minor")).toBe(atIncident);
  });

  it("17 on the incident date and 18 today: still flagged, and the date shown is the untolled one", () => {
    const deadline = of({ incidentDate: "2026-01-15", birthDate: "2008-03-10", minor: undefined }, on("2026-11-27"));
    expect(deadline).toMatchObject({ date: "2029-01-15", rule: "general", flags: ["minor"] });
    const view = deadlineView(deadline);
    expect(view.minority).toBe(
      "Under 18 on the incident date (18 on March 10, 2026). RCW 4.16.190 may pause, until the 18th birthday: Lawsuit for the injury. An attorney decides; the dates here do not count on it.",
    );
  });

  it('"under 18 on that day" without a birth date; "no"; neither asks for the birth date; the birth date wins over the answer', () => {
    expect(of({ incidentDate: "2025-01-10", minor: "yes" }).minority).toEqual({ atIncident: true, eighteenOn: null });
    expect(of({ incidentDate: "2025-01-10", minor: "no" }).minority).toEqual({ atIncident: false, eighteenOn: null });
    expect(of({ incidentDate: "2025-01-10", minor: undefined }).toAsk).toEqual([{ fact: "birthDate", date: null }]);
    expect(of({ incidentDate: "2025-01-10", minor: "yes", birthDate: "1990-01-01" }).minority).toEqual({ atIncident: false, eighteenOn: "2008-01-01" });
  });

  it("names what it may pause and what it never does (L&I, federal)", () => {
    const view = deadlineView(of({ incidentDate: "2025-01-10", minor: "yes", atWork: "yes", government: "federal" }));
    expect(view.minority).toContain("may pause, until the 18th birthday: Lawsuit for the injury.");
    expect(view.minority).toContain("No pause for: L&I claim (workers' compensation); Federal administrative claim.");
  });
});

describe("the deadline on the desk", () => {
  it("every rule with its statute and what it asks; the earliest first, the others after", () => {
    const view = deadlineView(of({ incidentDate: "2024-06-30", atWork: "yes", government: "state" }));
    expect(view.first).toMatchObject({ date: "June 30, 2025", title: "L&I claim (workers' compensation) (RCW 51.28.050)" });
    expect(view.others.map((l) => [l.date, l.title])).toEqual([
      ["June 30, 2027", "Claim to the State of Washington (RCW 4.92.100, RCW 4.92.110)"],
      ["June 30, 2027", "Lawsuit for the injury (RCW 4.16.080(2))"],
    ]);
    expect(view.others[0]!.explain).toBe(`${deadlineWords.rules.stateClaim.explain} ${deadlineWords.from.limitation}`);
    expect(view.others[1]!.explain).toBe(deadlineWords.rules.general.explain);
  });

  it("an unknown incident date: no date and no date flag, the rules listed without one, and the desk says to ask", () => {
    const deadline = of({ incidentDate: undefined, government: "federal" });
    expect(deadline).toMatchObject({ date: null, rule: null, flags: ["government"] });
    const view = deadlineView(deadline);
    expect(view.first).toBeNull();
    expect(view.others.map((l) => l.date)).toEqual([deadlineWords.noDate, deadlineWords.noDate]);
    expect(deadlineWords.unknown).toMatch(/not known/);
    expect(deadlineWords.note).toMatch(/An attorney confirms every deadline/);
  });

  it("an incident date they were not sure of: the date counts from the day given, and the desk says to ask for it first", () => {
    const answers = { incidentDate: "2024-02-29", incidentDateUnsure: true, government: "no", atWork: "no", minor: "no" };
    const deadline = deadlineOfAnswers(answers, "car-accidents", NOW);
    expect(deadline).toMatchObject({ date: "2027-02-28", rule: "general", toAsk: [{ fact: "incidentDate", date: null }] });
    expect(deadlineView(deadline).toAsk).toEqual([deadlineWords.ask.incidentDate()]);
    expect(deadlineWords.ask.incidentDate()).toMatch(/not sure[\s\S]*earlier day makes every deadline earlier/);
    // Sure of it, or no date at all (the desk already says to ask for one): no such line.
    expect(deadlineOfAnswers({ ...answers, incidentDateUnsure: false }, "car-accidents", NOW).toAsk).toEqual([]);
    expect(deadlineOfAnswers({ ...answers, incidentDate: undefined }, "car-accidents", NOW).toAsk).toEqual([]);
  });

  it("a date that is not a calendar day gives no deadline", () => {
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(of({ incidentDate: "2025-02-30" }).date).toBeNull();
  });

  it("stored answers: anything but a string is no answer, and the kind of case decides", () => {
    expect(deadlineOfAnswers({ incidentDate: "2025-03-31", government: ["federal"] }, "car-accidents", NOW)).toMatchObject({ date: "2028-03-31", flags: [] });
    expect(deadlineOfAnswers({ incidentDate: "2025-03-31" }, "workplace-injuries", NOW)).toMatchObject({ date: "2026-03-31", rule: "labor" });
    expect(deadlineOfAnswers({ incidentDate: "2025-03-31" }, "unknown", NOW).rule).toBe("general");
  });
});

describe('one "six months" (soonLimit): the page, the rows, Due now and the filter', () => {
  it.each([
    // today, the limit, a deadline on the limit (no flag), the day before (soon)
    ["2026-08-31", "2027-02-28", "2027-02-27"],
    ["2027-08-31", "2028-02-29", "2028-02-28"],
    ["2028-02-29", "2028-08-29", "2028-08-28"],
    ["2026-03-10", "2026-09-10", "2026-09-09"],
  ])("on %s the limit is %s: a deadline that day has six months left, the day before has less", (today, limit, before) => {
    expect(soonLimit(on(today))).toBe(limit);
    expect(storedFlags(limit, "", on(today))).toEqual([]);
    expect(storedFlags(before, "", on(today))).toEqual(["soon"]);
  });

  it("31 August is never rolled into March, on the request page as in the lists", () => {
    const today = on("2026-08-31");
    expect(storedFlags("2027-03-01", "", today)).toEqual([]);
    expect(storedFlags("2027-03-03", "", today)).toEqual([]);
    expect(of({ incidentDate: "2024-02-28" }, today)).toMatchObject({ date: "2027-02-28", flags: [] });
    expect(of({ incidentDate: "2024-02-27" }, today)).toMatchObject({ date: "2027-02-27", flags: ["soon"] });
    expect(of({ incidentDate: "2024-03-01" }, today)).toMatchObject({ date: "2027-03-01", flags: [] });
  });

  it("keeps a month's end in its month", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", -6)).toBe("2027-02-28");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15");
  });
});

describe("the columns kept beside the answers", () => {
  it("hold the incident date, the deadline and its lasting flags for the kind of case, the other party", () => {
    expect(derivedColumns({ incidentDate: "2024-02-29", otherParty: "Pat Driver" }, "car-accidents", NOW)).toEqual({
      incidentDate: "2024-02-29",
      deadlineDate: "2027-02-28",
      deadlineFlags: "",
      otherParty: "Pat Driver",
    });
    expect(derivedColumns({ incidentDate: "2024-02-29", government: "yes", minor: "yes" }, "car-accidents", NOW)).toMatchObject({
      deadlineDate: "2026-02-28",
      deadlineFlags: "minor government",
    });
    expect(derivedColumns({ incidentDate: "2024-02-29", minor: "yes" }, "wrongful-death", NOW)).toMatchObject({
      deadlineDate: "2027-02-28",
      deadlineFlags: "",
    });
    expect(derivedColumns({ dogOwner: "Sam Owner" }, "dog-bite", NOW).otherParty).toBe("Sam Owner");
    expect(derivedColumns({ property: "Corner Market LLC" }, "premises-liability", NOW)).toEqual({
      incidentDate: null,
      deadlineDate: null,
      deadlineFlags: "",
      otherParty: "Corner Market LLC",
    });
  });

  it("give back the same flags as the answers, whatever the day", () => {
    const facts = { topic: "other", incidentDate: "2024-02-29", birthDate: "2010-01-01", government: "unsure", atWork: "yes" };
    for (const now of [on("2024-03-01"), on("2024-09-01"), on("2025-02-28"), on("2025-03-01"), on("2030-01-01")]) {
      const deadline = deadlineOf(facts, now);
      const stored = storedDeadline(deadline);
      expect(storedFlags(stored.deadlineDate, stored.deadlineFlags, now)).toEqual(deadline.flags);
    }
  });
});
