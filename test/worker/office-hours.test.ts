/**
 * Office hours with the firm's holidays and closures (app/content/office-hours.ts), and
 * the callback promise built on them (app/lib/callback.ts), as the acknowledgement says
 * it: on a holiday, the day after, across a closure, across both daylight-saving
 * changes, and after hours under each after-hours setting. `now` is always an argument.
 */
import { describe, expect, it } from "vitest";
import { acknowledgementMessage } from "~/deliveries/acknowledgement-email";
import type { AfterHours, Closure } from "~/content/office-hours";
import { type CallbackSettings, callbackFor, callbackFromSearch, callbackSearch, callerLine, callerParts } from "~/lib/callback";
import {
  holidayOn,
  isOfficeOpen,
  nextOpening,
  officeCalendar,
  type OfficeCalendar,
  officeMinutesBetween,
  openDaysBefore,
  openingOnDay,
} from "~/lib/office-hours";

const ORIGIN = "https://www.kestrelinjurylaw.example";

/** The content's calendar with some holidays switched and some closures of a test's own. */
function calendar(change: { holidays?: Partial<OfficeCalendar["holidays"]>; closures?: Closure[] } = {}): OfficeCalendar {
  return { week: officeCalendar.week, holidays: { ...officeCalendar.holidays, ...change.holidays }, closures: change.closures ?? [] };
}
/** Every holiday on (the firm may switch them), no closure of the content's (fictional ones may change). */
const allHolidays = calendar({
  holidays: Object.fromEntries(Object.keys(officeCalendar.holidays).map((name) => [name, true])) as OfficeCalendar["holidays"],
});
const settings = (cal: OfficeCalendar, afterHours: AfterHours = { phones: "answering-service", callback: { kind: "next-opening" } }): CallbackSettings => ({
  calendar: cal,
  afterHours,
  minutes: 30,
});

/** The line under "What happens next:" and the "call us now" line, in the plain text. */
function ack(iso: string, lang: "en" | "es", s: CallbackSettings) {
  const lines = acknowledgementMessage(lang, new Date(iso), ORIGIN, s).text.split("\n");
  const next = lines[lines.indexOf(lang === "es" ? "Lo que sigue:" : "What happens next:") + 1];
  return { next, text: lines.join("\n") };
}

describe("holidays by rule", () => {
  it("finds the federal holidays of 2026 and 2027, moved to Friday or Monday off a weekend", () => {
    const on = (day: string) => holidayOn(day, allHolidays);
    expect(on("2026-11-26")).toBe("thanksgiving");
    expect(on("2026-11-27")).toBe("dayAfterThanksgiving");
    // July 4, 2026 is a Saturday: observed on Friday the 3rd; the Saturday itself is a weekend day.
    expect(on("2026-07-03")).toBe("independenceDay");
    expect(on("2026-07-04")).toBeNull();
    // July 4, 2027 is a Sunday: observed Monday the 5th.
    expect(on("2027-07-05")).toBe("independenceDay");
    // New Year's Day 2028 is a Saturday: observed Friday, December 31, 2027.
    expect(on("2027-12-31")).toBe("newYearsDay");
    expect(on("2026-01-19")).toBe("martinLutherKingJrDay");
    expect(on("2026-02-16")).toBe("washingtonsBirthday");
    expect(on("2026-05-25")).toBe("memorialDay");
    expect(on("2026-06-19")).toBe("juneteenth");
    expect(on("2026-09-07")).toBe("laborDay");
    expect(on("2026-10-12")).toBe("columbusDay");
    expect(on("2026-11-11")).toBe("veteransDay");
    expect(on("2026-12-25")).toBe("christmasDay");
    expect(on("2027-11-25")).toBe("thanksgiving");
    expect(on("2027-05-31")).toBe("memorialDay");
    expect(on("2026-11-25")).toBeNull();
  });

  it("closes only on the holidays the firm switched on", () => {
    expect(openingOnDay("2026-10-12", calendar({ holidays: { columbusDay: false } }))).toEqual({ opens: "08:30", closes: "17:30" });
    expect(openingOnDay("2026-10-12", calendar({ holidays: { columbusDay: true } }))).toBeNull();
  });
});

describe("on a holiday, the day after, and across a closure", () => {
  it("Thanksgiving (2026-11-26) at 10:00 is closed: the promise is the next open time", () => {
    const thanksgiving = new Date("2026-11-26T18:00:00Z"); // Thursday 10:00 PST
    expect(isOfficeOpen(thanksgiving)).toBe(false);
    // The firm closes the day after too: Monday.
    const closedFriday = settings(calendar({ holidays: { thanksgiving: true, dayAfterThanksgiving: true } }));
    expect(nextOpening(thanksgiving, closedFriday.calendar)!.at.toISOString()).toBe("2026-11-30T16:30:00.000Z");
    expect(ack("2026-11-26T18:00:00Z", "en", closedFriday).next).toBe(
      "Our office is closed right now. An intake specialist will call you on Monday morning, once the office opens at 8:30\u00a0am. The call will come from (253) 555-0142.",
    );
    expect(ack("2026-11-26T18:00:00Z", "es", closedFriday).next).toContain(
      "le llamará el lunes por la mañana, cuando abra la oficina a las 8:30\u00a0a.\u00a0m.",
    );
    // Open the day after: Friday morning.
    const openFriday = settings(calendar({ holidays: { thanksgiving: true, dayAfterThanksgiving: false } }));
    expect(ack("2026-11-26T18:00:00Z", "en", openFriday).next).toContain("call you tomorrow morning, once the office opens at 8:30\u00a0am");
  });

  it("the evening before a holiday weekend promises the day the office opens", () => {
    // Wednesday 2026-11-25 at 18:00: Thursday and Friday closed, then the weekend.
    expect(ack("2026-11-26T02:00:00Z", "en", settings(allHolidays)).next).toContain("call you on Monday morning, once the office opens at 8:30\u00a0am");
    // A Friday-observed July 4 (2026-07-03): Thursday evening's promise is Monday.
    expect(ack("2026-07-03T01:00:00Z", "en", settings(allHolidays)).next).toContain("call you on Monday morning");
    expect(isOfficeOpen(new Date("2026-07-03T17:00:00Z"), allHolidays)).toBe(false);
  });

  it("a closure: shorter hours, then closed days; more than 6 days away names the date", () => {
    const closures: Closure[] = [
      { date: "2026-12-24", opening: { opens: "08:30", closes: "12:00" }, note: "test" },
      ...["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"].map((date) => ({ date: date as Closure["date"], opening: null, note: "test" })),
    ];
    const s = settings(calendar({ closures }));
    // Christmas Eve at 11:00 is open; at 13:00 closed (shorter hours).
    expect(isOfficeOpen(new Date("2026-12-24T19:00:00Z"), s.calendar)).toBe(true);
    expect(isOfficeOpen(new Date("2026-12-24T21:00:00Z"), s.calendar)).toBe(false);
    // From then: Christmas, the weekend, the closure, New Year's Day, the weekend: Monday, January 4, eleven days on.
    expect(nextOpening(new Date("2026-12-24T21:00:00Z"), s.calendar)).toEqual({ at: new Date("2027-01-04T16:30:00.000Z"), daysAhead: 11 });
    expect(ack("2026-12-24T21:00:00Z", "en", s).next).toContain("call you on Monday, January 4, once the office opens at 8:30\u00a0am");
    expect(ack("2026-12-24T21:00:00Z", "es", s).next).toContain("le llamará el lunes 4 de enero, cuando abra la oficina a las 8:30\u00a0a.\u00a0m.");
    // A late opening on the first day back is not "morning" when it is after noon.
    const late = settings(calendar({ closures: [{ date: "2026-12-01", opening: { opens: "13:00", closes: "17:30" }, note: "test" }] }));
    expect(ack("2026-12-01T14:00:00Z", "en", late).next).toContain("call you today, once the office opens at 1:00\u00a0pm");
    expect(ack("2026-12-01T06:00:00Z", "en", late).next).toContain("call you tomorrow, once the office opens at 1:00\u00a0pm");
  });

  it("looks 60 days ahead, then promises the reopening without a date", () => {
    const closures = Array.from({ length: 70 }, (_, i) => ({
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10) as Closure["date"],
      opening: null,
      note: "test",
    }));
    const s = settings(calendar({ closures }));
    expect(nextOpening(new Date("2027-01-01T18:00:00Z"), s.calendar)).toBeNull();
    expect(callbackFor(new Date("2027-01-01T18:00:00Z"), s)).toEqual({ kind: "reopening" });
    expect(ack("2027-01-01T18:00:00Z", "en", s).next).toContain("call you as soon as the office reopens.");
  });

  it("holds across both daylight-saving changes", () => {
    // Spring 2027 (Sunday 2027-03-14): Saturday night PST -> Monday 08:30 PDT.
    expect(nextOpening(new Date("2027-03-14T06:00:00Z"))!.at.toISOString()).toBe("2027-03-15T15:30:00.000Z");
    // Fall 2026 (Sunday 2026-11-01), a closed Monday after it: Tuesday 08:30 PST.
    const cal = calendar({ closures: [{ date: "2026-11-02", opening: null, note: "test" }] });
    expect(nextOpening(new Date("2026-10-31T20:00:00Z"), cal)!.at.toISOString()).toBe("2026-11-03T16:30:00.000Z");
    // Office minutes across the change: Friday 17:00 PDT to Monday 09:00 PST is 30 + 30.
    expect(officeMinutesBetween(new Date("2026-10-31T00:00:00Z"), new Date("2026-11-02T17:00:00Z"))).toBe(60);
  });
});

describe("time counted in office hours follows the holidays", () => {
  it("a request the evening before Thanksgiving has waited 30 office minutes by Monday 09:00, not two days", () => {
    // Wednesday 17:00 to Monday 09:00: Wednesday's last half hour and Monday's first.
    expect(officeMinutesBetween(new Date("2026-11-26T01:00:00Z"), new Date("2026-11-30T17:00:00Z"), allHolidays)).toBe(60);
    // The whole of Thanksgiving is no office time.
    expect(officeMinutesBetween(new Date("2026-11-26T08:00:00Z"), new Date("2026-11-27T07:59:00Z"), allHolidays)).toBe(0);
  });

  it("the reminders look back over the closed days: three open days before Monday after Thanksgiving is the Monday before", () => {
    expect(openDaysBefore(new Date("2026-11-30T18:00:00Z"), 3, allHolidays).toISOString()).toBe("2026-11-23T08:00:00.000Z");
  });
});

describe("after hours: the firm's setting decides the promise and the 24/7 line together", () => {
  // Friday 2026-11-20 at 18:00 in Kent (an ordinary Friday).
  const friday = "2026-11-21T02:00:00Z";
  const cases: { name: string; afterHours: AfterHours; en: string; es: string; answered: boolean }[] = [
    {
      name: "answering service, calls back tonight",
      afterHours: { phones: "answering-service", callback: { kind: "tonight", until: "21:00" } },
      en: "Our office is closed right now. Our answering service will call you back today, before 9:00\u00a0pm.",
      es: "Nuestro servicio de contestación le devolverá la llamada hoy, antes de las 9:00\u00a0p.\u00a0m.",
      answered: true,
    },
    {
      name: "answering service, the team calls at the next opening",
      afterHours: { phones: "answering-service", callback: { kind: "next-opening" } },
      en: "An intake specialist will call you on Monday morning, once the office opens at 8:30\u00a0am.",
      es: "le llamará el lunes por la mañana, cuando abra la oficina a las 8:30\u00a0a.\u00a0m.",
      answered: true,
    },
    {
      name: "voicemail",
      afterHours: { phones: "voicemail", callback: { kind: "next-opening" } },
      en: "An intake specialist will call you on Monday morning, once the office opens at 8:30\u00a0am.",
      es: "le llamará el lunes por la mañana, cuando abra la oficina a las 8:30\u00a0a.\u00a0m.",
      answered: false,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: in English and Spanish, no contradiction`, () => {
      const s = settings(allHolidays, c.afterHours);
      const en = ack(friday, "en", s);
      const es = ack(friday, "es", s);
      expect(en.next).toContain(c.en);
      expect(es.next).toContain(c.es);
      // The 24/7 line only when someone answers after hours, and then as what to do if it cannot wait.
      expect(en.text.includes("24 hours a day, 7 days a week")).toBe(c.answered);
      expect(es.text.includes("las 24 horas")).toBe(c.answered);
      if (c.answered) expect(en.text).toContain("If it cannot wait, call us now.");
      else expect(en.text).toContain("If it is urgent, call us during office hours:");
    });
  }

  it("the answering service's evening ends at its hour: later requests get the next opening", () => {
    const s = settings(allHolidays, { phones: "answering-service", callback: { kind: "tonight", until: "21:00" } });
    // Friday 22:00: Monday.
    expect(callbackFor(new Date("2026-11-21T06:00:00Z"), s)).toEqual({ kind: "opening", day: "weekday", date: "2026-11-23", time: "08:30" });
    // Tuesday 06:00: the office opens first, at 08:30 today.
    expect(callbackFor(new Date("2026-11-24T14:00:00Z"), s)).toEqual({ kind: "opening", day: "today", date: "2026-11-24", time: "08:30" });
  });
});

describe("the promise in an address", () => {
  it("goes there and back, and an address that does not read promises nothing", () => {
    for (const answer of [
      { kind: "soon", minutes: 30, email: true },
      { kind: "tonight", until: "21:00", email: false },
      { kind: "opening", day: "date", date: "2027-01-04", time: "08:30" },
      { kind: "reopening", email: true },
    ] as const) {
      expect(callbackFromSearch(new URL(`https://x.example/${callbackSearch(answer)}`).searchParams)).toEqual(answer);
    }
    for (const bad of ["call=opening.someday.2026-11-30.08:30", "call=opening.weekday.2026-02-31.08:30", "call=soon.<b>", "call=tonight.25:00", ""]) {
      expect(callbackFromSearch(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe("the number the call will come from", () => {
  it("is named from content, and none is promised when it is empty", () => {
    expect(callerLine("en", "(253) 555-0142")).toBe("The call will come from (253) 555-0142.");
    expect(callerLine("es", "(253) 555-0142")).toBe("Le llamaremos desde el (253) 555-0142.");
    expect(callerParts("en", "(253) 555-0142")).toEqual({ before: "The call will come from ", number: "(253) 555-0142", after: "." });
    expect(callerLine("en", "")).toBeNull();
    expect(callerLine("es", "  ")).toBeNull();
    expect(callerParts("en", "")).toBeNull();
  });
});
