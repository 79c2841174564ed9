import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { intakeRoster } from "~/content/intake-roster";
import { endCall, endDial, startCall } from "~/phone/store.server";
import { sweepCalls } from "~/phone/sweep.server";
import { clockAt, callRow, missedThrough, ringThrough } from "./twiml";

const GOOGLE_ADS = "+12535550121";
const MAIN = "+12535550142";
/** A Tuesday at 10:00 in Kent: office hours. */
const OFFICE_HOURS = "2027-06-08T17:00:00.000Z";
let line = 5000;
const caller = () => `+1206555${line++}`;

afterEach(() => vi.useRealTimers());

interface LeadRow {
  id: number;
  submitted_via: string;
  channel: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  owner_email: string | null;
  created_at: string;
  call_due_at: string | null;
  name: string;
  page_title: string;
  case_type: string;
}
const leadsOf = async (phone: string) => (await env.DB.prepare("SELECT * FROM leads WHERE phone_e164 = ?1 ORDER BY id").bind(phone).all<LeadRow>()).results;
const deliveriesOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT channel, target FROM deliveries WHERE lead_id = ?1 ORDER BY id").bind(leadId).all<{ channel: string; target: string }>())
    .results;

describe("a missed call", () => {
  it("with a voicemail: one request by the number's source, owned by round-robin, due at once, the on-call text, the voicemail linked", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    const call = await ringThrough(from, GOOGLE_ADS);
    await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "no-answer", DialCallDuration: "0" });
    const recording = {
      RecordingSid: `RE${crypto.randomUUID().replaceAll("-", "")}`,
      RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1",
    };
    const thanks = await call.post(`/api/calls/voicemail?call=${call.id}`, { ...recording, RecordingDuration: "42" });
    expect(await thanks.text()).toContain("Thank you. We will call you back.");
    // Settled before the voicemail's goodbye: the request and its on-call text are there already.
    const [lead, ...more] = await leadsOf(from);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      submitted_via: "call",
      channel: "paid-search",
      utm_source: "google",
      utm_medium: "call",
      case_type: "unknown",
      name: `Call from (206) 555-${from.slice(-4)}`,
      page_title: "Missed call to the Google Ads number",
    });
    expect(lead!.owner_email).toMatch(/@kestrelinjurylaw\.example$/);
    expect(lead!.call_due_at).toBe(lead!.created_at);
    const channels = (await deliveriesOf(lead!.id)).map((d) => d.channel);
    expect(channels).toContain("sms");
    expect(channels).not.toContain("acknowledgement");
    expect(await callRow(call.sid)).toMatchObject({ status: "missed", lead_id: lead!.id, opened_request: 1 });
    // Twilio's callbacks after: the recording completed, the call ended. Nothing new.
    await call.post(`/api/calls/recording?call=${call.id}&kind=voicemail`, { ...recording, RecordingStatus: "completed", RecordingDuration: "42" });
    await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: "75" });
    await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: "75" });
    expect((await leadsOf(from)).length).toBe(1);
    expect((await deliveriesOf(lead!.id)).map((d) => d.channel)).toEqual(channels);
    expect(
      await env.DB.prepare("SELECT lead_id, status, duration_seconds FROM call_recordings WHERE recording_sid = ?1").bind(recording.RecordingSid).first(),
    ).toEqual({ lead_id: lead!.id, status: "completed", duration_seconds: 42 });
    // Its owner came by round-robin, as a web request's does.
    const owner = await env.DB.prepare("SELECT changed_by FROM lead_owner_changes WHERE lead_id = ?1").bind(lead!.id).first();
    expect(owner).toEqual({ changed_by: "round-robin" });
  });

  it("the same caller again: no new request; the call joins theirs, due now, and its owner is alerted", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    await missedThrough(await ringThrough(from, MAIN), 20, 60);
    const [first] = await leadsOf(from);
    await env.DB.prepare("UPDATE leads SET call_due_at = NULL, status = 'contacted' WHERE id = ?1").bind(first!.id).run();
    clockAt("2027-06-08T19:00:00.000Z");
    const again = await ringThrough(from, GOOGLE_ADS);
    await missedThrough(again, 15, 50);
    expect((await leadsOf(from)).map((l) => l.id)).toEqual([first!.id]);
    expect(await callRow(again.sid)).toMatchObject({ status: "missed", lead_id: first!.id, opened_request: 0 });
    expect((await leadsOf(from))[0]!.call_due_at).toBe("2027-06-08T19:00:00.000Z");
    const alerts = (await deliveriesOf(first!.id)).filter((d) => d.channel === "missed-call-alert");
    expect(alerts.length).toBe(1);
  });

  it("a hang-up under 10 seconds without a voicemail is listed apart, never a request; at 10 seconds it is one", async () => {
    clockAt(OFFICE_HOURS);
    const quick = caller();
    const four = await ringThrough(quick, MAIN);
    await missedThrough(four, 0, 4);
    expect(await callRow(four.sid)).toMatchObject({ status: "hang-up", lead_id: null });
    const nine = await ringThrough(caller(), MAIN);
    await missedThrough(nine, 0, 9);
    expect(await callRow(nine.sid)).toMatchObject({ status: "hang-up", lead_id: null });
    const tenFrom = caller();
    const ten = await ringThrough(tenFrom, MAIN);
    await missedThrough(ten, 0, 10);
    expect((await callRow(ten.sid))?.lead_id).toBe((await leadsOf(tenFrom))[0]!.id);
    expect(await leadsOf(quick)).toEqual([]);
  });

  it("a voicemail whose news comes after the call's end turns a hang-up into a request", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    const call = await ringThrough(from, MAIN);
    await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "no-answer" });
    await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: "8" });
    expect((await callRow(call.sid))?.status).toBe("hang-up");
    await call.post(`/api/calls/recording?call=${call.id}&kind=voicemail`, {
      RecordingSid: `RE${crypto.randomUUID().replaceAll("-", "")}`,
      RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE2",
      RecordingStatus: "completed",
      RecordingDuration: "3",
    });
    const [lead] = await leadsOf(from);
    expect(await callRow(call.sid)).toMatchObject({ status: "missed", lead_id: lead!.id });
  });
});

describe("the Cron's net", () => {
  it("ends and settles a call whose status callback never came, and runs a settle cut short again", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    const call = await ringThrough(from, MAIN);
    await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "no-answer" });
    expect(await leadsOf(from)).toEqual([]);
    // Fourteen minutes on: not yet (other files' calls in this database may be swept: only this one is checked).
    await sweepCalls(env, db(env), new Date(Date.parse(OFFICE_HOURS) + 14 * 60_000));
    expect((await callRow(call.sid))?.lead_id).toBeNull();
    expect(await leadsOf(from)).toEqual([]);
    await sweepCalls(env, db(env), new Date(Date.parse(OFFICE_HOURS) + 16 * 60_000));
    const [lead] = await leadsOf(from);
    expect(await callRow(call.sid)).toMatchObject({ status: "missed", lead_id: lead!.id });
  });

  it("settles staff phones' calls for good, so 51 of them never hold back a caller's settle cut short", async () => {
    const store = db(env);
    const at = new Date(Date.parse(OFFICE_HOURS) + 60 * 60_000);
    /** A call that ended and was never settled (its settle cut short). */
    const unsettled = async (from: string) => {
      const call = await startCall(store, {
        callSid: `CA${crypto.randomUUID().replaceAll("-", "")}`,
        fromE164: from,
        fromRaw: from,
        toE164: MAIN,
        numberKey: "main",
        callerName: null,
        language: "en",
        startedAt: at.toISOString(),
      });
      await endDial(store, call.id, { dialStatus: "no-answer", talkSeconds: null, at: at.toISOString() });
      await endCall(store, call.callSid, { durationSeconds: 45, at: new Date(at.getTime() + 45_000).toISOString() });
      return call;
    };
    const staff = intakeRoster.find((m) => m.phone)!.phone!;
    const staffCalls = [];
    for (let i = 0; i < 51; i++) staffCalls.push(await unsettled(staff));
    const from = caller();
    const real = await unsettled(from);
    // Each Cron run is a minute apart: the first takes 50 staff calls, the next the last one and the caller's.
    for (let minute = 1; minute <= 3; minute++) await sweepCalls(env, db(env), new Date(at.getTime() + minute * 60_000));
    const [lead] = await leadsOf(from);
    expect(await callRow(real.callSid)).toMatchObject({ status: "missed", lead_id: lead!.id });
    const statuses = await env.DB.prepare(`SELECT DISTINCT status, lead_id FROM phone_calls WHERE id IN (${staffCalls.map((c) => c.id).join(",")})`).all();
    expect(statuses.results).toEqual([{ status: "staff", lead_id: null }]);
    expect(await leadsOf(staff)).toEqual([]);
  });
});
