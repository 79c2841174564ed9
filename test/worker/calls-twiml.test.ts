import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { intakeRoster } from "~/content/intake-roster";
import { officeCalendar } from "~/lib/office-hours";
import { ringPlan } from "~/phone/routing";
import { ringTwiml } from "~/phone/twiml";
import { clockAt, all, attr, callSid, children, first, parseTwiml, postVoice, type Settings, verbs, voiceEnv } from "./twiml";

const MAIN = "+12535550142";
const GOOGLE_ES = "+12535550122";
/** A Monday at 10:00 in Kent (office hours); Christmas Day at 10:00 (a holiday). */
const OFFICE_HOURS = "2027-06-07T17:00:00.000Z";
const HOLIDAY = "2026-12-25T18:00:00.000Z";
const onCall = String(voiceEnv.ONCALL_NUMBERS).split(",");
const teamPhones = intakeRoster.flatMap((m) => (m.phone ? [m.phone] : []));

let caller = 4000;
const from = () => `+1206555${caller++}`;

afterEach(() => vi.useRealTimers());

async function twimlOf(path: string, fields: Record<string, string>, options: { env?: Settings } = {}) {
  const response = await postVoice(path, fields, options);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/xml/);
  return parseTwiml(await response.text());
}

/** A call in: its id (from the TwiML's callback addresses) and the TwiML. */
async function callIn(to: string, options: { env?: Settings; from?: string } = {}) {
  const sid = callSid();
  const doc = await twimlOf("/api/calls/inbound", { CallSid: sid, From: options.from ?? from(), To: to, CallStatus: "ringing", Direction: "inbound" }, options);
  const address = all(doc, "*")
    .flatMap((el) => [attr(el, "action"), attr(el, "url"), el.tagName === "Redirect" ? el.textContent : null])
    .find((a) => a?.includes("call="));
  return { sid, doc, id: Number(new URL(address!, "http://x").searchParams.get("call")) };
}

const dialOf = (doc: ReturnType<typeof parseTwiml>) => first(doc, "Dial")!;
const numbersOf = (doc: ReturnType<typeof parseTwiml>) => all(doc, "Number").map((n) => ({ phone: n.textContent, url: attr(n, "url") }));

describe("the phone line's TwiML", () => {
  it("an English number: the greeting, a moment to press 2 (said in Spanish), then the ring", async () => {
    const { doc, id } = await callIn(MAIN);
    expect(verbs(doc)).toEqual(["Say", "Gather", "Redirect"]);
    expect(attr(children(doc)[0], "voice")).toBe("Polly.Joanna");
    expect(children(doc)[0]!.textContent).toBe("Thank you for calling Kestrel Injury Law.");
    const gather = first(doc, "Gather")!;
    expect([attr(gather, "numDigits"), attr(gather, "action")]).toEqual(["1", `/api/calls/ring?call=${id}`]);
    expect(attr(first(gather, "Say"), "language")).toBe("es-US");
    expect(first(gather, "Say")!.textContent).toBe("Para español, oprima el dos.");
    expect(first(doc, "Redirect")!.textContent).toBe(`/api/calls/ring?call=${id}`);
  });

  it("office hours: every phone on intake rings at once, each with a whisper, for CALL_RING_SECONDS", async () => {
    clockAt(OFFICE_HOURS);
    const { id } = await callIn(MAIN);
    const doc = await twimlOf(`/api/calls/ring?call=${id}`, { CallSid: callSid() });
    expect(verbs(doc)).toEqual(["Dial"]);
    const dial = dialOf(doc);
    expect([attr(dial, "answerOnBridge"), attr(dial, "timeout"), attr(dial, "callerId"), attr(dial, "action")]).toEqual([
      "true",
      "20",
      MAIN,
      `/api/calls/dialed?call=${id}`,
    ]);
    expect(numbersOf(doc)).toEqual(teamPhones.map((phone, m) => ({ phone, url: `/api/calls/whisper?call=${id}&m=${m}` })));
    const longer = await twimlOf(`/api/calls/ring?call=${(await callIn(MAIN)).id}`, {}, { env: { CALL_RING_SECONDS: "35" } });
    expect(attr(dialOf(longer), "timeout")).toBe("35");
    const bad = await twimlOf(`/api/calls/ring?call=${(await callIn(MAIN)).id}`, {}, { env: { CALL_RING_SECONDS: "soon" } });
    expect(attr(dialOf(bad), "timeout")).toBe("20");
  });

  it("the whisper names the line and the language, and asks for 1; a staff voicemail never presses it", async () => {
    clockAt(OFFICE_HOURS);
    const { id } = await callIn(MAIN);
    await twimlOf(`/api/calls/ring?call=${id}`, { Digits: "2" });
    const doc = await twimlOf(`/api/calls/whisper?call=${id}&m=1`, { CallSid: callSid() });
    expect(verbs(doc)).toEqual(["Gather", "Hangup"]);
    const gather = first(doc, "Gather")!;
    expect([attr(gather, "numDigits"), attr(gather, "action")]).toEqual(["1", `/api/calls/accept?call=${id}&m=1`]);
    expect(first(gather, "Say")!.textContent).toBe("Main line call, Spanish. Press 1 to take it.");
    // A leg the call never rang is hung up.
    expect(verbs(await twimlOf(`/api/calls/whisper?call=${id}&m=7`, {}))).toEqual(["Hangup"]);
  });

  it("Spanish by number: greeted and rung in Spanish at once, no press-2 step", async () => {
    clockAt(OFFICE_HOURS);
    const { doc, id } = await callIn(GOOGLE_ES);
    expect(verbs(doc)).toEqual(["Say", "Dial"]);
    expect([attr(children(doc)[0], "voice"), children(doc)[0]!.textContent]).toEqual(["Polly.Lupe", "Gracias por llamar a Kestrel Injury Law."]);
    const whisper = await twimlOf(`/api/calls/whisper?call=${id}&m=0`, {});
    expect(first(whisper, "Say")!.textContent).toBe("Google Ads (Spanish) call, Spanish. Press 1 to take it.");
    // Nobody took it: the voicemail in Spanish, never sent to the English transcription.
    const voicemail = await twimlOf(`/api/calls/dialed?call=${id}`, { DialCallStatus: "no-answer", DialCallDuration: "0" });
    expect(verbs(voicemail)).toEqual(["Say", "Record", "Say"]);
    expect(attr(children(voicemail)[0], "language")).toBe("es-US");
    expect(children(voicemail)[0]!.textContent).toMatch(/^Lamentamos no poder atenderle/);
    expect(attr(first(voicemail, "Record"), "transcribe")).toBeNull();
  });

  it("Spanish by pressing 2: the notice and the voicemail in Spanish", async () => {
    clockAt(OFFICE_HOURS);
    const { id } = await callIn(MAIN);
    const ring = await twimlOf(`/api/calls/ring?call=${id}`, { Digits: "2" }, { env: { CALL_RECORDING: "on" } });
    expect(verbs(ring)).toEqual(["Start", "Say", "Dial"]);
    expect(children(ring)[1]!.textContent).toBe("Esta llamada se graba.");
    const voicemail = await twimlOf(`/api/calls/dialed?call=${id}`, { DialCallStatus: "no-answer" }, { env: { CALL_RECORDING: "on" } });
    expect(verbs(voicemail)).toEqual(["Stop", "Say", "Record", "Say"]);
    expect(attr(children(voicemail)[1], "voice")).toBe("Polly.Lupe");
  });

  it("recording on: the recording starts before the notice (so the notice is on it), both parties apart; stopped before the voicemail", async () => {
    clockAt(OFFICE_HOURS);
    const on = { env: { CALL_RECORDING: "on" } };
    const { id } = await callIn(MAIN, on);
    const doc = await twimlOf(`/api/calls/ring?call=${id}`, {}, on);
    expect(verbs(doc)).toEqual(["Start", "Say", "Dial"]);
    const recording = first(first(doc, "Start")!, "Recording")!;
    expect([attr(recording, "name"), attr(recording, "channels"), attr(recording, "recordingStatusCallback")]).toEqual([
      `call-${id}`,
      "dual",
      `/api/calls/recording?call=${id}&kind=call`,
    ]);
    expect(children(doc)[1]!.textContent).toBe("This call is recorded.");
    const voicemail = await twimlOf(`/api/calls/dialed?call=${id}`, { DialCallStatus: "completed", DialCallDuration: "3" }, on);
    expect(verbs(voicemail)).toEqual(["Stop", "Say", "Record", "Say"]);
    expect(attr(first(first(voicemail, "Stop")!, "Recording"), "name")).toBe(`call-${id}`);
    const record = first(voicemail, "Record")!;
    expect([attr(record, "maxLength"), attr(record, "action"), attr(record, "transcribe"), attr(record, "transcribeCallback")]).toEqual([
      "120",
      `/api/calls/voicemail?call=${id}`,
      "true",
      `/api/calls/transcript?call=${id}`,
    ]);
    expect(attr(record, "recordingStatusCallback")).toBe(`/api/calls/recording?call=${id}&kind=voicemail`);
  });

  it("recording off (the default): no recording, no notice; a long voicemail is not transcribed", async () => {
    clockAt(OFFICE_HOURS);
    const { id } = await callIn(MAIN);
    expect(verbs(await twimlOf(`/api/calls/ring?call=${id}`, {}))).toEqual(["Dial"]);
    const long = { env: { CALL_VOICEMAIL_MAX_SECONDS: "300" } };
    const voicemail = await twimlOf(`/api/calls/dialed?call=${id}`, { DialCallStatus: "no-answer" }, long);
    expect(verbs(voicemail)).toEqual(["Say", "Record", "Say"]);
    expect([attr(first(voicemail, "Record"), "maxLength"), attr(first(voicemail, "Record"), "transcribe")]).toEqual(["300", null]);
    expect(children(voicemail)[0]!.textContent).toMatch(/^Sorry we missed you/);
  });

  it("after hours on a holiday: the answering service (no whisper), else the on-call phones", async () => {
    clockAt(HOLIDAY);
    const service = { env: { CALL_ANSWERING_SERVICE_NUMBER: "+12535550190" } };
    const { id } = await callIn(MAIN, service);
    const doc = await twimlOf(`/api/calls/ring?call=${id}`, {}, service);
    expect([attr(dialOf(doc), "timeout"), ...numbersOf(doc).map((n) => `${n.phone} ${n.url}`)]).toEqual(["30", "+12535550190 null"]);
    const second = await callIn(MAIN);
    const onCallDoc = await twimlOf(`/api/calls/ring?call=${second.id}`, {});
    expect(numbersOf(onCallDoc)).toEqual(onCall.map((phone, m) => ({ phone, url: `/api/calls/whisper?call=${second.id}&m=${m}` })));
    // Nobody to ring at all: the after-hours voicemail.
    const third = await callIn(MAIN);
    const voicemail = await twimlOf(`/api/calls/ring?call=${third.id}`, {}, { env: { ONCALL_NUMBERS: "" } });
    expect(verbs(voicemail)).toEqual(["Say", "Record", "Say"]);
    expect(children(voicemail)[0]!.textContent).toMatch(/^Our office is closed now/);
  });

  it("after hours with a voicemail-only promise: the voicemail, whatever phones there are", () => {
    const plan = ringPlan({
      now: new Date(HOLIDAY),
      members: intakeRoster,
      onCall,
      answeringService: "+12535550190",
      afterHours: { phones: "voicemail", callback: { kind: "next-opening" } },
      calendar: officeCalendar,
    });
    expect(plan).toEqual({ route: "voicemail", afterHours: true, rang: [] });
    const doc = parseTwiml(
      ringTwiml({ callId: 9, lang: "en", plan, recording: true, ringSeconds: 20, callerId: MAIN, voicemail: { maxSeconds: 120, transcribe: true } }),
    );
    expect(verbs(doc)).toEqual(["Say", "Record", "Say"]);
  });

  it("a blocked number is rejected unanswered, and counted", async () => {
    const blocked = from();
    await env.DB.prepare("INSERT INTO blocked_numbers (e164, blocked_by, blocked_at, block_form_key) VALUES (?1, 'staff@example.com', ?2, ?3)")
      .bind(blocked, new Date().toISOString(), crypto.randomUUID())
      .run();
    const { sid, doc } = await callIn(MAIN, { from: blocked });
    expect(verbs(doc)).toEqual(["Reject"]);
    expect(attr(children(doc)[0], "reason")).toBe("rejected");
    expect(await env.DB.prepare("SELECT status FROM phone_calls WHERE call_sid = ?1").bind(sid).first()).toEqual({ status: "blocked" });
    // A call from one of the firm's own numbers is a loop: rejected, nothing stored.
    const loop = await callIn(MAIN, { from: "+12535550121" });
    expect(verbs(loop.doc)).toEqual(["Reject"]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM phone_calls WHERE call_sid = ?1").bind(loop.sid).first()).toEqual({ n: 0 });
  });
});
