/**
 * Locally, end to end (issue 58): the Twilio stand-in's "Call the firm" (its /phone page) posts the voice webhooks
 * as Twilio would, and the call reaches the desk. A missed call with a voicemail is a request whose voicemail plays;
 * an answered call is a reach on the caller's request; a hang-up is listed under Hang-ups, never a request.
 */
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { firm } from "../../app/content/firm";
import { E2E_STATE_DIR } from "../../playwright.config";
import { e2eRows, guardedTest, signIn } from "./support";

const standIns = () => JSON.parse(readFileSync(`${E2E_STATE_DIR}/stand-ins.json`, "utf8")) as { access: string; twilio: string };
const fromStandIn = (url: string) => [standIns().access, standIns().twilio].some((s) => url.startsWith(new URL(s).origin));

// The stand-ins' pages have no favicon.
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => fromStandIn(url)) });

const callerNumber = () => `+1206555${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
const OUTCOME = {
  answered: "Answered (the first phone rung presses 1)",
  voicemail: "Missed, with a voicemail",
  "hang-up": "Hang-up after 4 s",
} as const;

/** The stand-in's Google Ads tracking number (scripts/stand-ins/twilio.mjs). */
const GOOGLE_ADS = "+12535550121";

/** Calls the firm from the stand-in's phone page, as a visitor would, and waits for the call to end there. */
async function callTheFirm(page: Page, from: string, outcome: keyof typeof OUTCOME, to: string = firm.phone.e164) {
  await page.goto(`${standIns().twilio}/phone?number=${encodeURIComponent(from)}`);
  await page.getByLabel("Number called").selectOption(to);
  await page.getByRole("radio", { name: OUTCOME[outcome] }).check();
  await page.getByRole("button", { name: "Call", exact: true }).click();
  const call = page.locator(".calls > li").first();
  await expect(call).toContainText("Twilio's status: completed");
  return call;
}

const callRow = (from: string) =>
  e2eRows<{ id: number; route: string | null; status: string; answered_by: string | null; lead_id: number | null }>(
    `SELECT id, route, status, answered_by, lead_id FROM phone_calls WHERE from_e164 = '${from}' ORDER BY id`,
  );

test.describe("Call the firm, locally", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a missed call with a voicemail: a request on the desk with its source, due now, and the voicemail plays", async ({ page }) => {
    const from = callerNumber();
    const call = await callTheFirm(page, from, "voicemail", GOOGLE_ADS);
    await expect(call).toContainText("POST /api/calls/voicemail");

    const [lead] = e2eRows<{ id: number; submitted_via: string; channel: string; utm_source: string; call_due_at: string | null }>(
      `SELECT id, submitted_via, channel, utm_source, call_due_at FROM leads WHERE phone_e164 = '${from}'`,
    );
    expect(lead).toMatchObject({ submitted_via: "call", channel: "paid-search", utm_source: "google" });
    // Its owner comes by round-robin while someone is on intake (calls-missed.test.ts sets the clock for it); at
    // other times the request waits for the opening, as a web request does.
    expect(lead!.call_due_at).not.toBeNull();

    await signIn(page);
    await page.goto(`/desk/leads/${lead!.id}`);
    const calls = page.getByRole("region", { name: "Phone calls" });
    await expect(calls).toContainText("Google Ads");
    const audio = calls.locator("audio");
    const src = await audio.getAttribute("src");
    expect(src).toMatch(/^\/desk\/calls\/recordings\/\d+$/);
    const wav = await page.request.get(src!);
    expect(wav.status()).toBe(200);
    expect(wav.headers()["cache-control"]).toContain("no-store");
    expect((await wav.body()).subarray(0, 4).toString("latin1")).toBe("RIFF");
    // The browser plays it: the stand-in's 12 s message.
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { duration: element.duration, at: element.currentTime };
    });
    expect(Math.round(played.duration)).toBe(12);
    expect(played.at).toBeGreaterThan(0);
    // Staff never see Twilio's address.
    expect(await page.content()).not.toContain(standIns().twilio);
  });

  test("an answered call: a reach on the caller's request by whoever pressed 1", async ({ page }) => {
    const from = callerNumber();
    await callTheFirm(page, from, "answered");
    const [call] = callRow(from);
    expect(call!.lead_id).not.toBeNull();
    const attempts = e2eRows<{ outcome: string; attempted_by: string }>(`SELECT outcome, attempted_by FROM call_attempts WHERE lead_id = ${call!.lead_id}`);
    // In office hours the team's phones ring and the first presses 1; after hours the answering service takes a message.
    if (call!.route === "answering-service") expect(attempts).toEqual([]);
    else expect(attempts).toEqual([{ outcome: "reached", attempted_by: call!.answered_by }]);

    await signIn(page);
    await page.goto(`/desk/leads/${call!.lead_id}`);
    await expect(page.getByRole("region", { name: "Phone calls" })).toContainText(call!.route === "answering-service" ? "Answering service" : "answered");
  });

  test("a hang-up: no request, listed under Hang-ups on the desk's Calls page", async ({ page }) => {
    const from = callerNumber();
    await callTheFirm(page, from, "hang-up");
    expect(callRow(from)).toMatchObject([{ status: "hang-up", lead_id: null }]);
    expect(e2eRows(`SELECT id FROM leads WHERE phone_e164 = '${from}'`)).toEqual([]);

    await signIn(page);
    await page.goto("/desk/calls");
    const hangUps = page.getByRole("region", { name: "Table: Hang-ups" });
    await expect(hangUps).toContainText(from.slice(-4));
  });
});
