import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  acceptCall,
  callById,
  callerRequest,
  endCall,
  endDial,
  hasVoicemail,
  linkStatements,
  markHangUp,
  type NewCall,
  rangOf,
  recordingsOfCall,
  saveRecording,
  saveTranscript,
  setRing,
  startCall,
} from "~/phone/store.server";

const store = db(env);
const at = "2026-12-01T18:00:00.000Z";
let n = 0;
const sid = (prefix = "CA") => `${prefix}${crypto.randomUUID().replaceAll("-", "")}`;
const newCall = (over: Partial<NewCall> = {}): NewCall => ({
  callSid: sid(),
  fromE164: `+1206555${String(7000 + n++)}`,
  fromRaw: "+12065557000",
  toE164: "+12535550142",
  numberKey: "main",
  callerName: null,
  language: "en",
  startedAt: at,
  ...over,
});

async function lead(phoneE164: string, status = "new", createdAt = at): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, status, lead_key)
     VALUES (?1, 'Caller', '', ?2, ?2, 'unknown', 'x', '', '', '', 0, ?3, 'call', 'not-applicable', ?4, ?3) RETURNING id`,
  )
    .bind(createdAt, phoneE164, sid("key"), status)
    .first<{ id: number }>();
  return row!.id;
}

describe("the phone store", () => {
  it("stores a call once per CallSid: a retried webhook gets the first row", async () => {
    const call = newCall();
    const first = await startCall(store, call);
    const again = await startCall(store, { ...call, fromRaw: "changed" });
    expect(again.id).toBe(first.id);
    expect(again.fromRaw).toBe("+12065557000");
    expect(first.status).toBe("ringing");
  });

  it("sets the ring once, and the first press of 1 wins", async () => {
    const call = await startCall(store, newCall());
    await setRing(store, call.id, { language: "es", route: "team", rang: [{ who: "a@x.example", phone: "+12535550181" }] });
    expect(rangOf((await callById(store, call.id))!)).toEqual([{ who: "a@x.example", phone: "+12535550181" }]);
    expect((await acceptCall(store, call.id, "a@x.example", at))?.answeredBy).toBe("a@x.example");
    expect(await acceptCall(store, call.id, "b@x.example", at)).toBeNull();
    // Answered: the ring is not set again.
    await setRing(store, call.id, { language: "en", route: "voicemail", rang: [] });
    expect((await callById(store, call.id))?.language).toBe("es");
  });

  it("ends the dial as missed without a press, answered with the answering service", async () => {
    const missed = await startCall(store, newCall());
    expect((await endDial(store, missed.id, { dialStatus: "no-answer", talkSeconds: null, at }))?.status).toBe("missed");
    const service = await startCall(store, newCall());
    const answered = await endDial(store, service.id, { dialStatus: "completed", talkSeconds: 40, answeredBy: "answering-service", at });
    expect(answered).toMatchObject({ status: "answered", answeredBy: "answering-service", answeredAt: at, talkSeconds: 40 });
    const ended = await endCall(store, service.callSid, { durationSeconds: 55, at });
    expect(await endCall(store, service.callSid, { durationSeconds: 99, at: "2026-12-01T19:00:00.000Z" })).toMatchObject({ durationSeconds: 55, endedAt: at });
    expect(ended?.durationSeconds).toBe(55);
  });

  it("keeps a completed recording completed, and links a call's recordings with it", async () => {
    const call = await startCall(store, newCall());
    const recordingSid = sid("RE");
    const recording = { callId: call.id, recordingSid, twilioUrl: "https://api.example/R", kind: "voicemail" as const, channels: 1, at };
    await saveRecording(store, { ...recording, status: "completed", durationSeconds: 12 });
    await saveRecording(store, { ...recording, status: "pending", durationSeconds: null });
    expect(await recordingsOfCall(store, call.id)).toMatchObject([{ status: "completed", durationSeconds: 12, leadId: null }]);
    expect(await hasVoicemail(store, call.id)).toBe(true);
    await saveTranscript(store, recordingSid, { text: "Hello", status: "completed" });
    await saveTranscript(store, recordingSid, { text: "Again", status: "completed" });
    // A short call was taken for a hang-up before its voicemail's news came: linking makes it a missed call.
    await markHangUp(store, call.id);
    expect((await callById(store, call.id))?.status).toBe("hang-up");
    const leadId = await lead(call.fromE164!);
    await store.batch([...linkStatements(store, call.id, leadId, true)]);
    expect(await callById(store, call.id)).toMatchObject({ status: "missed", leadId, openedRequest: true });
    expect(await recordingsOfCall(store, call.id)).toMatchObject([{ leadId, transcript: "Hello" }]);
    // Linked once: another request never takes it.
    await store.batch([...linkStatements(store, call.id, await lead("+12065550001"), false)]);
    expect((await callById(store, call.id))?.leadId).toBe(leadId);
    await markHangUp(store, call.id);
    expect((await callById(store, call.id))?.status).toBe("missed");
  });

  it("finds the caller's newest request, unless it was turned away more than 90 days ago", async () => {
    const phone = "+12065559911";
    expect(await callerRequest(store, phone, new Date(at))).toBeNull();
    const old = await lead(phone, "not-a-case", "2026-06-01T18:00:00.000Z");
    expect(await callerRequest(store, phone, new Date("2026-07-01T18:00:00.000Z"))).toEqual({ id: old });
    expect(await callerRequest(store, phone, new Date(at))).toBeNull();
    const open = await lead(phone, "contacted", "2026-11-01T18:00:00.000Z");
    expect(await callerRequest(store, phone, new Date(at))).toEqual({ id: open });
  });
});
