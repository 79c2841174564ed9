/**
 * The deadline rules on fixed dates (decision 0048): three calendar years, a leap day, the 6-month
 * edge, past the date, a minor, a government defendant, an unknown date. `now` is always given.
 */
import { describe, expect, it } from "vitest";
import { deadlineWords } from "~/content/deadlines";
import { derivedColumns, deadlineOfAnswers } from "~/leads/answers";
import { addMonths, deadlineOf, generalDeadline, isCalendarDay, soonLimit } from "~/lib/deadlines";
import { atKent } from "~/lib/kent-time";

/** Noon in Kent on a day. */
const on = (day: string) => atKent(day, 12 * 60);

describe("the general three-year limit (RCW 4.16.080(2))", () => {
  it("is three calendar years after the incident, never moved for a weekend or holiday", () => {
    expect(generalDeadline("2023-03-15")).toBe("2026-03-15");
    // 2026-07-04 is a Saturday and a holiday: the date stays.
    expect(generalDeadline("2023-07-04")).toBe("2026-07-04");
    expect(generalDeadline("2023-12-31")).toBe("2026-12-31");
  });

  it("from a leap day is 28 February", () => {
    expect(generalDeadline("2024-02-29")).toBe("2027-02-28");
    expect(generalDeadline("2025-02-28")).toBe("2028-02-28");
  });

  it("on its last day is not past; the day after is", () => {
    expect(deadlineOf({ incidentDate: "2023-03-15" }, on("2026-03-15")).flags).toEqual(["soon"]);
    expect(deadlineOf({ incidentDate: "2023-03-15" }, on("2026-03-16")).flags).toEqual(["past"]);
    // Late evening in Kent is still the last day (it is already the next day in UTC).
    expect(deadlineOf({ incidentDate: "2023-03-15" }, atKent("2026-03-15", 23 * 60 + 30)).flags).toEqual(["soon"]);
  });
});

describe("less than 6 months left", () => {
  it("is flagged when the date falls before the day six months from today, not on it", () => {
    // Deadline 2026-09-10; six months from 2026-03-10 is 2026-09-10: exactly six months, no flag.
    expect(deadlineOf({ incidentDate: "2023-09-10" }, on("2026-03-10")).flags).toEqual([]);
    expect(deadlineOf({ incidentDate: "2023-09-10" }, on("2026-03-11")).flags).toEqual(["soon"]);
    expect(soonLimit(on("2026-03-11"))).toBe("2026-09-11");
  });

  it("keeps a month's end in its month", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", -6)).toBe("2027-02-28");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15");
  });
});

describe("the other flags", () => {
  it("a minor: the deadline may be paused (RCW 4.16.190)", () => {
    const deadline = deadlineOfAnswers({ incidentDate: "2020-01-01", minor: "yes" }, on("2026-11-27"));
    expect(deadline).toEqual({ date: "2023-01-01", flags: ["past", "minor"] });
    expect(deadlineWords.flags.minor).toContain("RCW 4.16.190");
  });

  it("a government defendant: a claim first (RCW 4.96.020), with or without a date", () => {
    expect(deadlineOfAnswers({ government: "yes" }, on("2026-11-27"))).toEqual({ date: null, flags: ["government"] });
    expect(deadlineOfAnswers({ government: "unsure" }, on("2026-11-27")).flags).toEqual([]);
    expect(deadlineOfAnswers({ incidentDate: "2026-01-05", government: "yes" }, on("2026-11-27"))).toEqual({ date: "2029-01-05", flags: ["government"] });
    expect(deadlineWords.flags.government).toContain("RCW 4.96.020");
  });

  it("an unknown date: no date and no date flag, and the desk says to ask", () => {
    expect(deadlineOf({ incidentDate: null }, on("2026-11-27"))).toEqual({ date: null, flags: [] });
    expect(deadlineOfAnswers({}, on("2026-11-27"))).toEqual({ date: null, flags: [] });
    expect(deadlineWords.unknown).toMatch(/not known/);
    expect(deadlineWords.note).toMatch(/An attorney confirms every deadline/);
  });

  it("a date that is not a calendar day gives no deadline", () => {
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(deadlineOf({ incidentDate: "2025-02-30" }, on("2026-11-27")).date).toBeNull();
  });
});

describe("the columns kept beside the answers", () => {
  it("hold the incident date, the general deadline and the other party (the owner, the property)", () => {
    expect(derivedColumns({ incidentDate: "2024-02-29", otherParty: "Pat Driver" })).toEqual({ incidentDate: "2024-02-29", deadlineDate: "2027-02-28", otherParty: "Pat Driver" });
    expect(derivedColumns({ dogOwner: "Sam Owner" }).otherParty).toBe("Sam Owner");
    expect(derivedColumns({ property: "Corner Market LLC" })).toEqual({ incidentDate: null, deadlineDate: null, otherParty: "Corner Market LLC" });
  });
});
