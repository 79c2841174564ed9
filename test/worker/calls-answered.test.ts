import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstCallDue } from "~/calls/cadence";
import { intakeRoster } from "~/content/intake-roster";
import { clockAt, callRow, missedThrough, parseTwiml, ringThrough, verbs } from "./twiml";

const MAIN = "+12535550142";
const OFFICE_HOURS = "2027-06-09T17:00:00.000Z";
const HOLIDAY = "2026-12-25T18:00:00.000Z";
let line = 5500;
const caller = () => `+1206555${line++}`;
const [maria, sam] = intakeRoster;

afterEach(() => vi.useRealTimers());

const leadOf = (phone: string) =>
  env.DB.prepare("SELECT id, owner_email, status, first_contact_at, call_due_at FROM leads WHERE phone_e164 = ?1").bind(phone).first<Record<string, unknown>>();
const attemptsOf = async (leadId: unknown) =>
  (await env.DB.prepare("SELECT outcome, attempted_by, form_key FROM call_attempts WHERE lead_id = ?1").bind(leadId).all()).results;
const channelsOf = async (leadId: unknown) =>
  (await env.DB.prepare("SELECT channel FROM deliveries WHERE lead_id = ?1").bind(leadId).all<{ channel: string }>()).results.map((d) => d.channel);

describe("an answered call", () => {
  it("pressing 1 takes it: a new request owned by who answered, one reach, contacted; a second press is hung up", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    const call = await ringThrough(from, MAIN);
    const taken = await call.post(`/api/calls/accept?call=${call.id}&m=1`, { Digits: "1" });
    expect(verbs(parseTwiml(await taken.text()))).toEqual([]);
    expect(verbs(parseTwiml(await (await call.post(`/api/calls/accept?call=${call.id}&m=0`, { Digits: "1" })).text()))).toEqual(["Hangup"]);
    const lead = await leadOf(from);
    expect(lead).toMatchObject({ owner_email: sam!.email, status: "contacted", first_contact_at: OFFICE_HOURS, call_due_at: null });
    expect(await attemptsOf(lead!.id)).toEqual([{ outcome: "reached", attempted_by: sam!.email, form_key: `call:${call.sid}` }]);
    expect(await callRow(call.sid)).toMatchObject({ status: "answered", answered_by: sam!.email, lead_id: lead!.id, opened_request: 1 });
    // Someone spoke with them: no on-call text.
    expect(await channelsOf(lead!.id)).not.toContain("sms");
    expect(await env.DB.prepare("SELECT changed_by FROM lead_owner_changes WHERE lead_id = ?1").bind(lead!.id).first()).toEqual({ changed_by: sam!.email });
    // The dial and the call end: nothing more.
    const after = await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "completed", DialCallDuration: "252" });
    expect(verbs(parseTwiml(await after.text()))).toEqual(["Hangup"]);
    await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: "260" });
    expect((await attemptsOf(lead!.id)).length).toBe(1);
    expect(await env.DB.prepare("SELECT talk_seconds FROM phone_calls WHERE call_sid = ?1").bind(call.sid).first()).toEqual({ talk_seconds: 252 });
  });

  it("joins the caller's request: the reach is logged there", async () => {
    clockAt(OFFICE_HOURS);
    const from = caller();
    await missedThrough(await ringThrough(from, MAIN), 12, 40);
    const first = await leadOf(from);
    const again = await ringThrough(from, MAIN, { answer: 0 });
    expect(await callRow(again.sid)).toMatchObject({ lead_id: first!.id, opened_request: 0, answered_by: maria!.email });
    expect(await attemptsOf(first!.id)).toEqual([{ outcome: "reached", attempted_by: maria!.email, form_key: `call:${again.sid}` }]);
  });

  it("any other key is hung up, and nothing is written", async () => {
    clockAt(OFFICE_HOURS);
    const call = await ringThrough(caller(), MAIN);
    const other = await call.post(`/api/calls/accept?call=${call.id}&m=0`, { Digits: "9" });
    expect(verbs(parseTwiml(await other.text()))).toEqual(["Hangup"]);
    expect(await callRow(call.sid)).toMatchObject({ status: "ringing", answered_by: null, lead_id: null });
  });

  it("the answering service after hours: a request due at the cadence's first call, no reach", async () => {
    clockAt(HOLIDAY);
    const from = caller();
    const service = { CALL_ANSWERING_SERVICE_NUMBER: "+12535550190" };
    const call = await ringThrough(from, MAIN, { env: service });
    await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "completed", DialCallDuration: "90" });
    const lead = await leadOf(from);
    // Due when the cadence says a request after hours is: the service has taken the message.
    expect(lead).toMatchObject({ call_due_at: firstCallDue(HOLIDAY), first_contact_at: null });
    expect(await attemptsOf(lead!.id)).toEqual([]);
    expect(await callRow(call.sid)).toMatchObject({ answered_by: "answering-service", lead_id: lead!.id });
  });

  it("a staff phone calling the line opens no request", async () => {
    clockAt(OFFICE_HOURS);
    const call = await ringThrough(maria!.phone!, MAIN, { answer: 1 });
    await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: "40" });
    expect(await callRow(call.sid)).toMatchObject({ lead_id: null, status: "staff" });
  });
});
