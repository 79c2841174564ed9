/**
 * Formatters made once (issue 57, decision 0092): Kent's dates and times read exactly as they did, in English and
 * Spanish, across both DST changes, while each formatter is built at most once per locale and options.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

/** 200 instants 42 hours apart from March 2026 on: both DST changes (Mar 8 and Nov 1) and the hours around them. */
const instants = Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2026, 2, 1, 3) + i * 7 * 3_600_000 * 6));
const zone = "America/Los_Angeles";

afterEach(() => vi.restoreAllMocks());

describe("Kent's formatters", () => {
  it("write what the built-in formatting writes, in en and es, on both sides of DST", async () => {
    const time = await import("~/lib/kent-time");
    expect(instants.some((d) => time.kentZoneName(d) === "PST") && instants.some((d) => time.kentZoneName(d) === "PDT")).toBe(true);
    for (const date of instants) {
      for (const locale of ["en-US", "es-US"]) {
        expect(time.kentDate(date, locale)).toBe(date.toLocaleDateString(locale, { timeZone: zone, dateStyle: "long" }));
        expect(time.kentDate(date, locale, "full")).toBe(date.toLocaleDateString(locale, { timeZone: zone, dateStyle: "full" }));
        expect(time.kentDateTime(date, locale)).toBe(date.toLocaleString(locale, { timeZone: zone, dateStyle: "long", timeStyle: "short" }));
        expect(time.kentFullDateTime(date, locale)).toBe(date.toLocaleString(locale, { timeZone: zone, dateStyle: "full", timeStyle: "short" }));
      }
      const iso = date.toISOString();
      expect(time.kentShort(iso)).toBe(date.toLocaleString("en-US", { timeZone: zone, month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }));
      expect(time.kentClockTime(iso)).toBe(date.toLocaleString("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }));
    }
  });

  it("build each formatter at most once per locale and options, however many times they are used", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const time = await import("~/lib/kent-time");
    const { longDay } = await import("~/questions/qualification");
    const { weekdayName } = await import("~/lib/callback");
    for (const date of instants) {
      time.kentShort(date.toISOString());
      time.kentClockTime(date.toISOString());
      time.kentZoneName(date);
      for (const locale of ["en-US", "es-US"]) (time.kentDate(date, locale), time.kentDateTime(date, locale), time.kentFullDateTime(date, locale));
      longDay(date.toISOString().slice(0, 10));
      weekdayName("es", date.getUTCDay());
    }
    const keys = new Set(made.mock.calls.map((call) => JSON.stringify(call)));
    expect(made.mock.calls.length).toBe(keys.size);
    expect(made.mock.calls.length).toBeLessThanOrEqual(12);
  });
});
