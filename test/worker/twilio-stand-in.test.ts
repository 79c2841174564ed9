/**
 * The Twilio stand-in's voice side (scripts/stand-ins/twilio-voice.mjs), which the phone line's tests and `npm start`
 * lean on: recordings served and deleted as Twilio's REST API does (and failing when told), and a caller that posts
 * the voice webhooks signed so the site's own check (verifyTwilioSignature) accepts them, walking the TwiML it gets.
 * The calls here go to a scripted site (`send`), shaped as the phone line's routes answer.
 */
import { describe, expect, inject, it } from "vitest";
import { firm } from "~/content/firm";
import { verifyTwilioSignature } from "~/lib/twilio-signature";
import { readTwiml, voiceLine, wavTone } from "../../scripts/stand-ins/twilio-voice.mjs";

const { vars, urls } = inject("standIns");
const account = String(vars.TWILIO_ACCOUNT_SID);
const token = String(vars.TWILIO_AUTH_TOKEN);
const auth = { Authorization: `Basic ${btoa(`${account}:${token}`)}` };
const hex = () => crypto.randomUUID().replaceAll("-", "");
const recordingAt = (sid: string) => `${urls.twilio}/2010-04-01/Accounts/${account}/Recordings/${sid}`;
const control = (command: Record<string, unknown>) => fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify(command) });
type Received = { method: string; path: string; status: number | string; record?: Record<string, string> };
const received = async (path: string) => ((await (await fetch(`${urls.twilio}/__received`)).json()) as Received[]).filter((r) => r.path === path);

describe("the stand-in's recordings", () => {
  it("are a WAV (RIFF, PCM, 8 kHz, 16-bit) behind the account's credentials, with their fields as JSON", async () => {
    const sid = `RE${hex()}`;
    const wav = await fetch(`${recordingAt(sid)}.wav`, { headers: auth });
    expect(wav.status).toBe(200);
    expect(wav.headers.get("Content-Type")).toBe("audio/x-wav");
    const bytes = new DataView(await wav.arrayBuffer());
    const text = (at: number) => String.fromCharCode(...new Uint8Array(bytes.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(bytes.getUint32(4, true)).toBe(bytes.byteLength - 8);
    expect(bytes.getUint32(16, true)).toBe(16);
    expect([bytes.getUint16(20, true), bytes.getUint16(22, true), bytes.getUint32(24, true), bytes.getUint32(28, true)]).toEqual([1, 1, 8000, 16000]);
    expect([bytes.getUint16(32, true), bytes.getUint16(34, true)]).toEqual([2, 16]);
    expect(bytes.getUint32(40, true)).toBe(bytes.byteLength - 44);
    expect(bytes.byteLength).toBe(44 + 5 * 8000 * 2);
    // Not silence: the tone swings.
    expect(Math.max(...Array.from({ length: 40 }, (_, i) => Math.abs(bytes.getInt16(44 + i * 2, true))))).toBeGreaterThan(1000);
    // Twilio's RecordingUrl has no extension: it is the WAV too.
    expect((await fetch(recordingAt(sid), { headers: auth })).headers.get("Content-Type")).toBe("audio/x-wav");

    const fields = await fetch(`${recordingAt(sid)}.json`, { headers: auth });
    expect(await fields.json()).toMatchObject({ sid, account_sid: account, status: "completed", duration: "5", channels: 1 });

    const refused = await fetch(`${recordingAt(sid)}.wav`, { headers: { Authorization: `Basic ${btoa(`${account}:not-the-token`)}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 20003 });
  });

  it("are deleted by DELETE ….json: 204, recorded for the tests to read, then 404 (20404) for the file and the fields", async () => {
    const sid = `RE${hex()}`;
    const path = `/2010-04-01/Accounts/${account}/Recordings/${sid}.json`;
    expect((await fetch(`${recordingAt(sid)}.json`, { method: "DELETE" })).status).toBe(401);
    expect((await fetch(`${recordingAt(sid)}.json`, { method: "DELETE", headers: auth })).status).toBe(204);
    expect((await received(path)).map((r) => [r.method, r.status, r.record?.deleted])).toEqual([
      ["DELETE", 401, undefined],
      ["DELETE", 204, sid],
    ]);
    const again = await fetch(`${recordingAt(sid)}.json`, { method: "DELETE", headers: auth });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 20404 });
    expect((await fetch(`${recordingAt(sid)}.wav`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${recordingAt(sid)}.json`, { headers: auth })).status).toBe(404);
  });

  it("fail on purpose when a test says so, and the next request is answered again", async () => {
    const sid = `RE${hex()}`;
    await control({ fail: 1, with: 503 });
    expect((await fetch(`${recordingAt(sid)}.json`, { method: "DELETE", headers: auth })).status).toBe(503);
    expect((await fetch(`${recordingAt(sid)}.json`, { method: "DELETE", headers: auth })).status).toBe(204);
    expect((await received(`/2010-04-01/Accounts/${account}/Recordings/${sid}.json`)).map((r) => String(r.status))).toEqual(["503", "204"]);
  });

  it("wavTone makes a second channel for a dual-channel call recording", () => {
    const wav = wavTone(2, 2);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect([view.getUint16(22, true), view.getUint32(28, true), view.getUint16(32, true)]).toEqual([2, 32000, 4]);
    expect(wav.byteLength).toBe(44 + 2 * 8000 * 2 * 2);
  });
});

const SITE = "http://127.0.0.1:8937";
const MEMBERS = ["+12535550181", "+12535550182"];

type Posted = { path: string; params: URLSearchParams; verified: boolean; tampered: boolean };

/** A site shaped as the phone line's routes answer (§4.1 of its plan), checking every signature as the Worker does. */
function scriptedSite(options: { recording?: boolean; inbound?: string } = {}) {
  const posted: Posted[] = [];
  const xml = (body: string) => new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`, { headers: { "Content-Type": "text/xml" } });
  const send = async (url: string, init: { headers: Record<string, string>; body: string }) => {
    const params = new URLSearchParams(init.body);
    const header = init.headers["X-Twilio-Signature"];
    const changed = new URLSearchParams(params);
    changed.set("From", "+19995550000");
    posted.push({
      path: url.slice(SITE.length),
      params,
      verified: await verifyTwilioSignature(token, url, params, header),
      tampered: await verifyTwilioSignature(token, url, changed, header),
    });
    const { pathname } = new URL(url);
    if (pathname === "/api/calls/inbound")
      return xml(
        options.inbound ??
          '<Gather numDigits="1" action="/api/calls/ring?call=7" timeout="3"><Say>Thank you for calling Kestrel Injury Law. Para español, oprima dos.</Say></Gather><Redirect>/api/calls/ring?call=7</Redirect>',
      );
    if (pathname === "/api/calls/ring")
      return xml(
        `${options.recording ? '<Start><Recording channels="dual" recordingStatusCallback="/api/calls/recording?call=7&amp;kind=call"/></Start><Say>This call is recorded.</Say>' : ""}` +
          `<Dial action="/api/calls/dialed?call=7" answerOnBridge="true" timeout="20">${MEMBERS.map((n, i) => `<Number url="/api/calls/whisper?call=7&amp;m=${i}">${n}</Number>`).join("")}</Dial>`,
      );
    if (pathname === "/api/calls/whisper")
      return xml(
        `<Gather numDigits="1" action="/api/calls/accept?call=7&amp;m=${new URL(url).searchParams.get("m")}"><Say>Google Ads call. Press 1 to take it.</Say></Gather><Hangup/>`,
      );
    if (pathname === "/api/calls/accept") return xml(params.get("Digits") === "1" ? "" : "<Hangup/>");
    if (pathname === "/api/calls/dialed")
      return xml(
        params.get("DialCallStatus") === "completed"
          ? "<Hangup/>"
          : `${options.recording ? "<Stop><Recording/></Stop>" : ""}<Say>Please leave a message.</Say><Record action="/api/calls/voicemail?call=7" maxLength="120" transcribe="true" transcribeCallback="/api/calls/transcript?call=7" recordingStatusCallback="/api/calls/recording?call=7&amp;kind=voicemail"/>`,
      );
    if (pathname === "/api/calls/voicemail") return xml("<Say>Thank you.</Say><Hangup/>");
    return new Response(null, { status: 204 });
  };
  const line = voiceLine({ workerUrl: SITE, accountSid: account, authToken: token, basic: "", self: urls.twilio, send });
  return { posted, line, paths: () => posted.map((p) => p.path) };
}

describe("Call the firm: the stand-in's caller", () => {
  it("answered: the whisper's press 1 by the first phone rung, 95 s of talk; every webhook signed as the site checks it", async () => {
    const site = scriptedSite();
    const call = await site.line.callTheFirm({ from: "+12065550199", to: firm.phone.e164, outcome: "answered" });
    expect(site.paths()).toEqual([
      "/api/calls/inbound",
      "/api/calls/ring?call=7",
      "/api/calls/whisper?call=7&m=0",
      "/api/calls/accept?call=7&m=0",
      "/api/calls/dialed?call=7",
      "/api/calls/status",
    ]);
    expect(site.posted.every((p) => p.verified)).toBe(true);
    // The check is not vacuous: a changed parameter does not verify.
    expect(site.posted.some((p) => p.tampered)).toBe(false);
    const [inbound, , whisper, accept, dialed, status] = site.posted.map((p) => p.params);
    expect(Object.fromEntries(inbound!)).toMatchObject({
      CallSid: call.sid,
      AccountSid: account,
      From: "+12065550199",
      To: firm.phone.e164,
      CallStatus: "ringing",
      Direction: "inbound",
    });
    expect(call.sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(Object.fromEntries(whisper!)).toMatchObject({ ParentCallSid: call.sid, To: MEMBERS[0], Direction: "outbound-dial" });
    expect(whisper!.get("CallSid")).not.toBe(call.sid);
    expect(accept!.get("Digits")).toBe("1");
    expect(Object.fromEntries(dialed!)).toMatchObject({ DialCallStatus: "completed", DialCallDuration: "95", DialCallSid: whisper!.get("CallSid") });
    expect(status!.get("CallStatus")).toBe("completed");
    expect(Number(status!.get("CallDuration"))).toBeGreaterThanOrEqual(95);
  });

  it("missed: a staff voicemail hears the whisper and presses nothing, then the caller's 12 s message, its recording and transcript", async () => {
    const site = scriptedSite();
    const call = await site.line.callTheFirm({ from: "+12065550198", to: "+12535550121", outcome: "voicemail" });
    expect(site.paths()).toEqual([
      "/api/calls/inbound",
      "/api/calls/ring?call=7",
      "/api/calls/whisper?call=7&m=0",
      "/api/calls/dialed?call=7",
      "/api/calls/voicemail?call=7",
      "/api/calls/status",
      "/api/calls/recording?call=7&kind=voicemail",
      "/api/calls/transcript?call=7",
    ]);
    expect(site.posted.every((p) => p.verified)).toBe(true);
    const [, , , dialed, voicemail, status, recording, transcript] = site.posted.map((p) => Object.fromEntries(p.params));
    expect(dialed).toMatchObject({ DialCallStatus: "no-answer", DialCallDuration: "0" });
    expect(voicemail!.RecordingSid).toMatch(/^RE[0-9a-f]{32}$/);
    expect(voicemail).toMatchObject({ RecordingUrl: recordingAt(voicemail!.RecordingSid!), RecordingDuration: "12", CallSid: call.sid });
    expect(status).toMatchObject({ CallStatus: "completed" });
    expect(Number(status!.CallDuration)).toBeGreaterThan(30);
    expect(recording).toMatchObject({
      RecordingSid: voicemail!.RecordingSid,
      RecordingStatus: "completed",
      RecordingChannels: "1",
      RecordingSource: "RecordVerb",
    });
    expect(transcript).toMatchObject({ RecordingSid: voicemail!.RecordingSid, TranscriptionStatus: "completed" });
    expect(transcript!.TranscriptionText).toMatch(/stand-in/);
    // The stand-in knows the recording it made: its length and call.
    expect(
      site.line.recordingAnswer({
        method: "GET",
        path: `/2010-04-01/Accounts/${account}/Recordings/${voicemail!.RecordingSid}.json`,
        headers: { authorization: "" },
      }),
    ).toMatchObject({ status: 200, json: { call_sid: call.sid, duration: "12" } });
  });

  it("a hang-up after 4 s: the greeting only, no ringing, then the status callback with a duration under 10 s", async () => {
    const site = scriptedSite();
    await site.line.callTheFirm({ from: "+12065550197", to: firm.phone.e164, outcome: "hang-up" });
    expect(site.paths()).toEqual(["/api/calls/inbound", "/api/calls/status"]);
    const status = site.posted[1]!.params;
    expect(status.get("CallStatus")).toBe("completed");
    expect(Number(status.get("CallDuration"))).toBe(4);
  });

  it("a Spanish caller presses 2; a recorded call sends its dual-channel recording when the call ends", async () => {
    const site = scriptedSite({ recording: true });
    await site.line.callTheFirm({ from: "+12065550196", to: firm.phone.e164, lang: "es", outcome: "voicemail" });
    expect(site.posted[1]!.params.get("Digits")).toBe("2");
    const recordings = site.posted.filter((p) => p.path.startsWith("/api/calls/recording"));
    expect(recordings.map((p) => [p.path, p.params.get("RecordingChannels"), p.params.get("RecordingSource")])).toEqual([
      ["/api/calls/recording?call=7&kind=call", "2", "StartCallRecordingTwiML"],
      ["/api/calls/recording?call=7&kind=voicemail", "1", "RecordVerb"],
    ]);
  });

  it("a blocked caller's <Reject/>: not answered, status no-answer with no duration; an application error ends the call", async () => {
    const blocked = scriptedSite({ inbound: "<Reject/>" });
    await blocked.line.callTheFirm({ from: "+12065550195", to: firm.phone.e164, outcome: "answered" });
    expect(blocked.paths()).toEqual(["/api/calls/inbound", "/api/calls/status"]);
    expect(Object.fromEntries(blocked.posted[1]!.params)).toMatchObject({ CallStatus: "no-answer", CallDuration: "0" });

    const broken = scriptedSite({ inbound: "<Say>unclosed" });
    const call = await broken.line.callTheFirm({ from: "+12065550194", to: firm.phone.e164, outcome: "answered" });
    expect(broken.paths()).toEqual(["/api/calls/inbound", "/api/calls/status"]);
    expect(call.steps[0].note).toMatch(/application error/);
  });

  it("reads TwiML strictly: one <Response>, every tag closed, escapes undone", () => {
    const response = readTwiml('<?xml version="1.0"?><Response><Say language="es-MX">Gracias &amp; adi&#243;s</Say><Hangup/></Response>');
    expect(response.children.map((v: { name: string }) => v.name)).toEqual(["Say", "Hangup"]);
    expect(response.children[0].text).toBe("Gracias & adiós");
    expect(response.children[0].attrs).toEqual({ language: "es-MX" });
    for (const bad of ["<Response><Say></Response>", "<Say/>", "<Response/><Response/>", "<Response>< Say/></Response>", "not xml"])
      expect(() => readTwiml(bad)).toThrow(/TwiML/);
  });
});

describe("the /phone page's Call the firm form", () => {
  const post = (fields: Record<string, string>) =>
    fetch(`${urls.twilio}/phone/call`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("offers the main number, the three outcomes and press 2, each control labelled", async () => {
    const page = await (await fetch(`${urls.twilio}/phone?number=%2B12065550199`)).text();
    expect(page).toContain('<h2 id="call">Call the firm</h2>');
    expect(page).toContain(`<option value="${firm.phone.e164}">Main line, ${firm.phone.e164}</option>`);
    for (const outcome of ["answered", "voicemail", "hang-up"]) expect(page).toContain(`name="outcome" value="${outcome}"`);
    expect(page).toContain("<legend>What happens</legend>");
    expect(page).toMatch(/<label>Calling from <input type="tel" name="from"/);
  });

  it("names what is wrong, next to the field, and calls nothing without a site", async () => {
    const bad = await post({ from: "12", to: firm.phone.e164, outcome: "voicemail" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(
      /id="call-problem">Write the number you call from[\s\S]*name="from" value="12" autocomplete="off" aria-describedby="call-problem"/,
    );
    expect(await (await post({ from: "+12065550199", to: "+19995550000", outcome: "voicemail" })).text()).toContain("Choose one of the firm&#39;s numbers");
    expect(await (await post({ from: "+12065550199", to: firm.phone.e164, outcome: "ringing" })).text()).toContain("Choose what happens");
    // The Worker tests start the stand-ins with no site to call.
    const none = await post({ from: "+12065550199", to: firm.phone.e164, outcome: "voicemail" });
    expect(none.status).toBe(503);
    expect(await none.text()).toContain("No site to call: start it with npm start");
  });
});
