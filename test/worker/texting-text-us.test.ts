import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { ORIGIN } from "./helpers";
import { send } from "./lead-helpers";

const { vars } = inject("standIns");
const TEXTING = "+12535550110";
const on = { ...vars, TWILIO_TEXTING_NUMBER: TEXTING as string } as Partial<Env>;
const off = { ...vars, TWILIO_TEXTING_NUMBER: "" } as Partial<Env>;

// A query string keeps the page out of the edge cache, so each setting renders its own.
const page = async (path: string, envOverrides: Partial<Env>) =>
  (await send(null, null, { method: "GET", path: `${path}?t=${crypto.randomUUID()}`, envOverrides })).text();

describe("Text us", () => {
  it("is an sms: link to the texting number beside the call button, in English and Spanish, where texting is configured", async () => {
    const english = await page("/", on);
    expect(english).toContain(`href="sms:${TEXTING}"`);
    expect(english).toMatch(/>Text us<\/span> <span class="sr-only">at \(253\) 555-0110</);
    expect(english.match(/href="sms:/g)!.length).toBeGreaterThanOrEqual(3);
    const spanish = await page("/es", on);
    expect(spanish).toContain(`href="sms:${TEXTING}"`);
    expect(spanish).toContain(">al (253) 555-0110<");
    // The root data names the number, never a credential.
    expect(english).not.toContain(String(vars.TWILIO_AUTH_TOKEN));
  });

  it("is absent without the texting number, or without the account's credentials", async () => {
    expect(await page("/", off)).not.toContain(`href="sms:`);
    expect(await page("/es", { ...on, TWILIO_AUTH_TOKEN: "" } as Partial<Env>)).not.toContain(`href="sms:`);
  });

  it("taps are counted as text_tap, apart from call taps", async () => {
    const total = async (event: string) =>
      (await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM daily_counts WHERE event = ? AND page = '/es'").bind(event).first<{ n: number }>())!.n;
    const [calls, texts] = [await total("call_tap"), await total("text_tap")];
    const beacon = (event: string) =>
      send(JSON.stringify({ event, page: "/es" }), "text/plain;charset=UTF-8", { path: "/api/events", headers: { Origin: ORIGIN } });
    expect((await beacon("text_tap")).status).toBe(204);
    expect((await beacon("sms_tap")).status).toBe(400);
    expect([await total("call_tap"), await total("text_tap")]).toEqual([calls, texts + 1]);
  });
});
