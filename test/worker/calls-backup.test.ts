/** The phone line's backup answers (issue 58): with the database down, each TwiML route still answers the caller
 * (the on-call phones without a whisper, then the voicemail) and hangs up a staff leg; once it is back, the call is
 * kept by its CallSid and settled as any other: a voicemail or a ring long enough opens a request. */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPhoneSettings } from "~/phone/settings.server";
import { ORIGIN } from "./helpers";
import { send } from "./lead-helpers";
import { twilioSignature } from "~/lib/twilio-signature";
import { all, attr, callRow, callSid, clockAt, first, parseTwiml, postVoice, recordingSid, verbs, voiceEnv, voiceToken } from "./twiml";

const MAIN = "+12535550142";
const GOOGLE_ES = "+12535550122";
/** A Tuesday at 10:00 in Kent: office hours. */
const OFFICE_HOURS = "2027-06-08T17:00:00.000Z";
const onCall = String(voiceEnv.ONCALL_NUMBERS).split(",");
const ringSeconds = String(readPhoneSettings({ ...env, ...voiceEnv } as unknown as Env).ringSeconds);

let line = 7000;
const caller = () => `+1206555${line++}`;

afterEach(() => vi.useRealTimers());

const down = new Error("D1 is down");
/** A D1 binding that fails every statement, as D1 does in an outage. */
const failingDb = {
  prepare: () => {
    throw down;
  },
  batch: () => Promise.reject(down),
  exec: () => Promise.reject(down),
} as unknown as D1Database;

/** A voice webhook posted signed while the database is down. */
async function postDown(path: string, fields: Record<string, string>, settings: Record<string, string> = {}) {
  const params = new URLSearchParams(fields);
  const response = await send(params.toString(), "application/x-www-form-urlencoded", {
    path,
    headers: { "X-Twilio-Signature": await twilioSignature(voiceToken, `${ORIGIN}${path}`, params) },
    envOverrides: { ...voiceEnv, ...settings, DB: failingDb } as unknown as Partial<Env>,
  });
  expect(response.status, path).toBe(200);
  return parseTwiml(await response.text());
}

const leadsOf = async (phone: string) => (await env.DB.prepare("SELECT id FROM leads WHERE phone_e164 = ?1").bind(phone).all<{ id: number }>()).results;

describe("when the database fails", () => {
  it("each route has its own backup: the caller is rung or hears the voicemail, a staff leg hangs up", async () => {
    const sid = callSid();
    const fields = { CallSid: sid, From: caller(), To: MAIN };
    const ring = await postDown("/api/calls/ring?call=5", fields);
    expect(verbs(ring)).toEqual(["Dial"]);
    expect(all(ring, "Number").map((n) => [n.textContent, attr(n, "url")])).toEqual(onCall.map((phone) => [phone, null]));
    expect([attr(first(ring, "Dial"), "action"), attr(first(ring, "Dial"), "timeout")]).toEqual(["/api/calls/dialed?call=5&backup=1", ringSeconds]);
    // No on-call phones: the voicemail, in the language of the number called.
    const alone = await postDown("/api/calls/inbound", { ...fields, To: GOOGLE_ES }, { ONCALL_NUMBERS: "" });
    expect(verbs(alone)).toEqual(["Say", "Record", "Say"]);
    expect(attr(first(alone, "Say"), "language")).toBe("es-US");
    expect(attr(first(alone, "Record"), "action")).toBe("/api/calls/voicemail");
    expect(verbs(await postDown("/api/calls/whisper?call=5&m=0", { CallSid: callSid() }))).toEqual(["Hangup"]);
    expect(verbs(await postDown("/api/calls/accept?call=5&m=0", { CallSid: callSid(), Digits: "1" }))).toEqual(["Hangup"]);
    const dialed = await postDown("/api/calls/dialed?call=5", { ...fields, DialCallStatus: "no-answer" });
    expect(verbs(dialed)).toEqual(["Say", "Record", "Say"]);
    expect(attr(first(dialed, "Record"), "action")).toBe("/api/calls/voicemail?call=5");
    const thanks = await postDown("/api/calls/voicemail?call=5", { ...fields, RecordingSid: recordingSid() });
    expect(verbs(thanks)).toEqual(["Say", "Hangup"]);
    // An on-call phone took the backup ring: no voicemail prompt after the talk.
    expect(verbs(await postDown("/api/calls/dialed?call=5&backup=1", { ...fields, DialCallStatus: "completed" }))).toEqual(["Say", "Hangup"]);
  });

  it("a call whose first answer failed is kept by its CallSid: its voicemail opens a request", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    const fields = { CallSid: callSid(), From: from, To: MAIN };
    const backup = await postDown("/api/calls/inbound", fields);
    const action = attr(first(backup, "Dial"), "action")!;
    expect(action).toBe("/api/calls/dialed?backup=1");
    // The database is back for the rest of the call.
    const prompt = parseTwiml(await (await postVoice(action, { ...fields, DialCallStatus: "no-answer" })).text());
    expect(verbs(prompt)).toEqual(["Say", "Record", "Say"]);
    const stored = (await callRow(fields.CallSid))!;
    expect(attr(first(prompt, "Record"), "action")).toBe(`/api/calls/voicemail?call=${stored.id}`);
    const recording = { RecordingSid: recordingSid(), RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1", RecordingDuration: "14" };
    expect(verbs(parseTwiml(await (await postVoice(`/api/calls/voicemail?call=${stored.id}`, { ...fields, ...recording })).text()))).toEqual(["Say", "Hangup"]);
    const [lead] = await leadsOf(from);
    expect(await callRow(fields.CallSid)).toMatchObject({ status: "missed", lead_id: lead!.id, opened_request: 1 });
  });

  it("a caller who hangs up while the backup rings is a missed call; one an on-call phone took is answered", async () => {
    clockAt(OFFICE_HOURS);
    const gaveUp = { CallSid: callSid(), From: caller(), To: MAIN };
    await postDown("/api/calls/inbound", gaveUp);
    expect((await postVoice("/api/calls/status", { ...gaveUp, CallStatus: "completed", CallDuration: "35" })).status).toBe(204);
    const [lead] = await leadsOf(gaveUp.From);
    expect(await callRow(gaveUp.CallSid)).toMatchObject({ status: "missed", lead_id: lead!.id });

    const taken = { CallSid: callSid(), From: caller(), To: MAIN };
    await postDown("/api/calls/inbound", taken);
    const bridged = await postVoice("/api/calls/dialed?backup=1", { ...taken, DialCallStatus: "completed", DialCallDuration: "95" });
    expect(verbs(parseTwiml(await bridged.text()))).toEqual(["Hangup"]);
    expect(await callRow(taken.CallSid)).toMatchObject({ status: "answered", answered_by: "on-call" });
    expect(await leadsOf(taken.From)).toHaveLength(1);
  });
});
