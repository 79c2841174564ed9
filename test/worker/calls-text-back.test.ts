import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { clockAt, missedThrough, ringThrough, type Settings } from "./twiml";

const MAIN = "+12535550142";
const { vars } = inject("standIns");
const on: Settings = { CALL_TEXT_BACK: "on", TWILIO_TEXTING_NUMBER: String(vars.TWILIO_FROM_NUMBER) };
/** A Thursday at 10:00 and at 22:00 in Kent. */
const MORNING = "2027-06-10T17:00:00.000Z";
const NIGHT = "2027-06-11T05:00:00.000Z";
let line = 6000;
const caller = () => `+1206555${line++}`;

afterEach(() => vi.useRealTimers());

const textsBack = async (phone: string) =>
  (
    await env.DB.prepare(
      "SELECT d.target FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.phone_e164 = ?1 AND d.channel = 'missed-inbound-text' ORDER BY d.id",
    )
      .bind(phone)
      .all<{ target: string }>()
  ).results.map((d) => d.target);

async function missed(from: string, settings: Settings) {
  await missedThrough(await ringThrough(from, MAIN, { env: settings }), 15, 45);
}

describe("the text back after a missed call", () => {
  it("is off by default", async () => {
    clockAt(MORNING);
    const from = caller();
    await missed(from, { TWILIO_TEXTING_NUMBER: String(vars.TWILIO_FROM_NUMBER) });
    expect(await textsBack(from)).toEqual([]);
  });

  it("on: one text to a US number in its hours, and never a second that day", async () => {
    clockAt(MORNING);
    const from = caller();
    await missed(from, on);
    expect(await textsBack(from)).toEqual([`${from} on 2027-06-10`]);
    const received = (await (await fetch(`${inject("standIns").urls.twilio}/__received`)).json()) as { record?: { to?: string; text?: string } }[];
    expect(received.some((r) => r.record?.to === from && /sorry we missed your call to \(253\) 555-0142/.test(r.record?.text ?? ""))).toBe(true);
    await missed(from, on);
    expect(await textsBack(from)).toEqual([`${from} on 2027-06-10`]);
  });

  it("never to a Canadian number, at 22:00, or after STOP", async () => {
    clockAt(MORNING);
    const canadian = "+16135550123";
    await missed(canadian, { ...on, SERVICE_AREA: "US,CA" });
    expect(await textsBack(canadian)).toEqual([]);
    const stopped = caller();
    await env.DB.prepare("INSERT INTO text_opt_outs (phone_e164, keyword, opted_out_at) VALUES (?1, 'STOP', ?2)").bind(stopped, MORNING).run();
    await missed(stopped, on);
    expect(await textsBack(stopped)).toEqual([]);
    clockAt(NIGHT);
    const late = caller();
    await missed(late, on);
    expect(await textsBack(late)).toEqual([]);
  });
});
