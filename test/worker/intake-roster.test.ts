/**
 * Who is on intake at a fixed `now` (the roster's hours, the day's switch, holidays and closures) and
 * who gets the next request by round-robin, Spanish speakers first. Pure: no database.
 */
import { describe, expect, it } from "vitest";
import { type RosterMember, ownerName } from "~/content/intake-roster";
import { type IntakeSwitch, intakeToday, nextOwner, onIntakeAt } from "~/owners/roster";
import { atKent } from "~/lib/kent-time";

const day = { opens: "08:30", closes: "17:30" } as const;
const ana: RosterMember = { email: "ana@firm.example", name: "Ana", languages: ["en", "es"], hours: { 1: day, 2: day, 3: day, 4: day, 5: day } };
const ben: RosterMember = { email: "ben@firm.example", name: "Ben", languages: ["en"], hours: { 1: day, 2: day, 3: day, 4: day, 5: day } };
const cy: RosterMember = {
  email: "cy@firm.example",
  name: "Cy",
  languages: ["en"],
  hours: { 1: { opens: "12:00", closes: "17:30" }, 3: { opens: "12:00", closes: "17:30" } },
};
const roster = [ana, ben, cy];
const at = (kentDay: string, hhmm: string) => atKent(kentDay, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const names = (members: RosterMember[]) => members.map((m) => m.name);
const MONDAY = "2026-11-30";
const TUESDAY = "2026-12-01";

describe("who is on intake", () => {
  it("follows each member's weekly hours in Kent time", () => {
    expect(names(onIntakeAt(at(MONDAY, "08:29"), [], roster))).toEqual([]);
    expect(names(onIntakeAt(at(MONDAY, "10:00"), [], roster))).toEqual(["Ana", "Ben"]);
    expect(names(onIntakeAt(at(MONDAY, "13:00"), [], roster))).toEqual(["Ana", "Ben", "Cy"]);
    expect(names(onIntakeAt(at(MONDAY, "17:30"), [], roster))).toEqual([]);
    expect(names(onIntakeAt(at(TUESDAY, "13:00"), [], roster))).toEqual(["Ana", "Ben"]);
    expect(names(onIntakeAt(at("2026-12-05", "10:00"), [], roster))).toEqual([]);
  });

  it("the desk's switch takes a member off for that day only, or puts one on who has no hours that day", () => {
    const switches: IntakeSwitch[] = [
      { day: MONDAY, email: ben.email, onIntake: false },
      { day: TUESDAY, email: cy.email, onIntake: true },
    ];
    expect(names(onIntakeAt(at(MONDAY, "13:00"), switches, roster))).toEqual(["Ana", "Cy"]);
    expect(names(onIntakeAt(at(TUESDAY, "09:00"), switches, roster))).toEqual(["Ana", "Ben", "Cy"]);
    expect(names(onIntakeAt(at("2026-12-02", "13:00"), switches, roster))).toEqual(["Ana", "Ben", "Cy"]);
    const today = intakeToday(at(MONDAY, "13:00"), switches, roster);
    expect(today.map((t) => [t.member.name, t.switched, t.hours?.opens ?? null, t.onNow])).toEqual([
      ["Ana", null, "08:30", true],
      ["Ben", false, null, false],
      ["Cy", null, "12:00", true],
    ]);
  });

  it("nobody is on intake on a holiday, even switched on; a short closure day cuts the hours", () => {
    const christmas = "2026-12-25";
    expect(onIntakeAt(at(christmas, "10:00"), [{ day: christmas, email: ana.email, onIntake: true }], roster)).toEqual([]);
    // The day after Thanksgiving is a holiday in the firm's calendar.
    expect(onIntakeAt(at("2026-11-27", "10:00"), [], roster)).toEqual([]);
    // Christmas Eve closes at noon (the content's closure).
    expect(names(onIntakeAt(at("2026-12-24", "11:00"), [], roster))).toEqual(["Ana", "Ben"]);
    expect(onIntakeAt(at("2026-12-24", "13:00"), [], roster)).toEqual([]);
  });

  it("with no roster nobody is", () => {
    expect(onIntakeAt(at(MONDAY, "10:00"), [], [])).toEqual([]);
  });
});

describe("round-robin", () => {
  it("goes to the member whose last round-robin assignment is oldest, skipping one switched off", () => {
    const now = at(MONDAY, "13:00");
    const members = onIntakeAt(now, [{ day: MONDAY, email: ben.email, onIntake: false }], roster);
    const last: Record<string, string> = {};
    const order = [];
    for (let i = 0; i < 5; i++) {
      const owner = nextOwner(members, last, "en")!;
      order.push(owner.name);
      last[owner.email] = new Date(now.getTime() + i * 1000).toISOString();
    }
    expect(order).toEqual(["Ana", "Cy", "Ana", "Cy", "Ana"]);
  });

  it("a member never assigned comes first; earlier assignments decide the rest", () => {
    expect(nextOwner(roster, { [ana.email]: "2026-11-30T18:00:00.000Z", [ben.email]: "2026-11-30T17:00:00.000Z" }, "en")?.name).toBe("Cy");
    expect(
      nextOwner(roster, { [ana.email]: "2026-11-30T18:00:00.000Z", [ben.email]: "2026-11-30T17:00:00.000Z", [cy.email]: "2026-11-30T19:00:00.000Z" }, "en")
        ?.name,
    ).toBe("Ben");
    expect(nextOwner([], {}, "en")).toBeNull();
  });

  it("a Spanish request goes to the Spanish speakers first, else to everyone on intake", () => {
    const last = { [ana.email]: "2026-11-30T19:00:00.000Z" };
    expect(nextOwner(roster, last, "es")?.name).toBe("Ana");
    expect(nextOwner([ben, cy], last, "es")?.name).toBe("Ben");
    expect(nextOwner(roster, last, "en")?.name).toBe("Ben");
  });
});

describe("names", () => {
  it("come from the roster, else the address", () => {
    expect(ownerName(ana.email, roster)).toBe("Ana");
    expect(ownerName("ANA@firm.example", roster)).toBe("Ana");
    expect(ownerName("temp@firm.example", roster)).toBe("temp@firm.example");
    expect(ownerName(null, roster)).toBe("Unassigned");
  });
});
