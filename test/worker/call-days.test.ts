/** The numbers' call day rows (decision 0097): after each kind of write, the page's call facts from the rows (the
 * dropped days read live) are exactly those read live from the calls; a day is built only once its calls' hour is over. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { logAttempt } from "~/calls/store.server";
import { addDays, kentDay } from "~/lib/kent-time";
import { acceptCall, callFactsInRange, endCall, endDial, linkStatements, rebuildCallDay, rebuildMissingCallDays, startCall } from "~/phone/store.server";
import { deskClient } from "./desk-client";
import { callerNumber, callLead, makeCall } from "./phone-calls";

const store = db(env);
const today = kentDay(new Date());
const [fromDay, toDay] = [addDays(today, -20), today];
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const built = async () => Number(await env.DB.prepare("SELECT count(*) AS n FROM call_days").first("n"));
const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Builds every day as the Cron does, runs `write`, then compares the facts read through the rows with those read live. */
async function sameAfter(write: () => Promise<unknown>) {
  while ((await rebuildMissingCallDays(store, new Date(), 50)) > 0);
  expect(await built()).toBeGreaterThan(0);
  await write();
  const fromRows = await callFactsInRange(store, fromDay, toDay);
  await env.DB.prepare("DELETE FROM call_days").run();
  expect(sorted(fromRows)).toEqual(sorted(await callFactsInRange(store, fromDay, toDay)));
  return fromRows;
}

const newCall = (at: string, from: string | null = callerNumber()) => ({
  callSid: `CA${crypto.randomUUID().replaceAll("-", "")}`,
  fromE164: from,
  fromRaw: from ?? "Anonymous",
  toE164: "+12535550142",
  numberKey: "google-ads",
  callerName: null,
  language: "en" as const,
  startedAt: at,
});

describe("call day rows", () => {
  it("match the live facts after each kind of call write", async () => {
    const ann = callerNumber();
    const annLead = await callLead(ann, { createdAt: ago(50) });
    await makeCall({ from: ann, at: ago(50), leadId: annLead, opened: true, voicemail: { seconds: 12 } });
    // A call in: its day, and a later call from the same number (no longer first-time) when it comes in late.
    const later = await makeCall({ from: ann, at: ago(26), answeredBy: "intake@kestrelinjurylaw.example", leadId: annLead });
    const before = await sameAfter(() => startCall(store, newCall(ago(100), ann)));
    expect(before.filter((row) => row.firstTime)).toHaveLength(1);
    expect(later.callId).toBeGreaterThan(0);
    // Answered, missed, completed (its end), a voicemail, a hang-up and a blocked call.
    const ringing = await startCall(store, newCall(ago(49)));
    await sameAfter(() => acceptCall(store, ringing.id, "intake@kestrelinjurylaw.example", ago(49)));
    const unanswered = await startCall(store, newCall(ago(48)));
    await sameAfter(() => endDial(store, unanswered.id, { dialStatus: "no-answer", talkSeconds: null, at: ago(48) }));
    await sameAfter(() => store.batch([...linkStatements(store, unanswered.id, annLead, false)]));
    await sameAfter(() => endCall(store, unanswered.callSid, { durationSeconds: 40, at: ago(47) }));
    await sameAfter(() => makeCall({ from: callerNumber(), at: ago(46), voicemail: { seconds: 9 }, leadId: annLead }));
    await sameAfter(() => makeCall({ from: callerNumber(), at: ago(45), hangUp: true, durationSeconds: 4 }));
    await sameAfter(() => makeCall({ from: callerNumber(), at: ago(44), blocked: true }));
  });

  it("builds a day only once its calls' hour is over, so a call back (logged now) never finds a built row it changes", async () => {
    const from = callerNumber();
    const start = ago(100);
    const leadId = await callLead(from, { createdAt: start });
    const call = await makeCall({ from, at: start, durationSeconds: 60, leadId, opened: true });
    const ended = Date.parse(start) + 60_000;
    const day = kentDay(new Date(ended));
    const callBack = (at: number) =>
      logAttempt(store, {
        leadId,
        outcome: "no-answer",
        callBackAt: null,
        note: null,
        scheduled: false,
        by: "intake@kestrelinjurylaw.example",
        formKey: crypto.randomUUID(),
        at: new Date(at),
      });
    // 20 minutes after the end: not built; a call back then; built after the hour, with that call back.
    expect(await rebuildCallDay(store, day, new Date(ended + 20 * 60_000))).toBe(false);
    await callBack(ended + 20 * 60_000);
    expect(await rebuildCallDay(store, day, new Date(ended + 61 * 60_000))).toBe(true);
    const facts = await sameAfter(() =>
      // Two hours later: outside every window, so the row keeps no call back beyond the hour.
      callBack(ended + 120 * 60_000),
    );
    expect(facts.find((row) => row.endedAt === new Date(ended).toISOString())?.calledBackAt).toBe(new Date(ended + 20 * 60_000).toISOString());
    expect(call.callId).toBeGreaterThan(0);
  });

  it("are dropped by an erasure of the caller", async () => {
    const from = callerNumber();
    const leadId = await callLead(from, { createdAt: ago(40) });
    await makeCall({ from, at: ago(40), leadId, opened: true, voicemail: { seconds: 5 } });
    await makeCall({ from, at: ago(20), hangUp: true, durationSeconds: 3 });
    const desk = deskClient("privacy@kestrelinjurylaw.example");
    const value = (html: string, name: string) => new RegExp(`name="intent" value="erase"[\\s\\S]*?name="${name}" value="([^"]+)"`).exec(html)?.[1];
    const facts = await sameAfter(async () => {
      const asked = await desk("/desk/data-requests", { intent: "ask-erase", person: from });
      const erased = await desk("/desk/data-requests", {
        intent: "erase",
        person: value(asked.text, "person")!,
        formKey: value(asked.text, "formKey")!,
        confirmKey: value(asked.text, "confirmKey")!,
      });
      expect(erased.response.status).toBeLessThan(400);
      expect(await env.DB.prepare("SELECT count(*) AS n FROM phone_calls WHERE from_e164 = ?").bind(from).first("n")).toBe(0);
    });
    expect(facts.length).toBeGreaterThan(0);
  });
});
