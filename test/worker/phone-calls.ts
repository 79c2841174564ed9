/** Calls to the firm as the phone line stores them, written through its store (no webhooks): the desk's tests read them. */
import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import { db } from "~/db/client.server";
import { endCall, endDial, linkStatements, markHangUp, recordBlocked, saveRecording, saveTranscript, startCall } from "~/phone/store.server";

const store = db(env);
const hex = () => crypto.randomUUID().replaceAll("-", "");
let numbers = 0;
/** Each file's own thousand numbers: files of the shared project write to one D1, and a "first-time caller" is a number
 * no other file has used. */
const FILE_BLOCKS: Record<string, number> = { "calls-desk": 3000, "calls-erasure": 4000, "calls-numbers": 5000, "calls-recordings": 6000, "call-days": 7000 };
/** A caller's number of its own (the 206 area, 555-3xxx to 555-7xxx by file). */
export function callerNumber(): string {
  const file = /([\w-]+)\.test\.ts$/.exec(expect.getState().testPath ?? "")?.[1] ?? "";
  const block = FILE_BLOCKS[file];
  if (block === undefined) throw new Error(`callerNumber: give ${file || "this file"} a block of numbers in FILE_BLOCKS`);
  return `+1206555${String(block + (numbers++ % 1000)).padStart(4, "0")}`;
}

/** A request as a call opens one: case type unknown, submitted by call, its source the number's. */
export async function callLead(phoneE164: string, over: { createdAt?: string; channel?: string; utmSource?: string | null; status?: string } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent,
       idempotency_key, submitted_via, turnstile, status, lead_key, channel, utm_source, utm_medium, call_due_at)
     VALUES (?1, ?2, '', ?3, ?3, 'unknown', 'Missed call', '', '', '', 0, ?4, 'call', 'not-applicable', ?5, ?4, ?6, ?7, 'call', ?1) RETURNING id`,
  )
    .bind(
      over.createdAt ?? new Date().toISOString(),
      `Call from ${phoneE164}`,
      phoneE164,
      `call:CA${hex()}`,
      over.status ?? "new",
      over.channel ?? "phone",
      over.utmSource ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

export interface CallShape {
  from?: string | null;
  numberKey?: string;
  at?: string;
  /** Who pressed 1 (a roster address), or nobody. */
  answeredBy?: string;
  talkSeconds?: number;
  durationSeconds?: number;
  /** The request it opened or joined; none: a hang-up or blocked call. */
  leadId?: number;
  opened?: boolean;
  voicemail?: { seconds: number; transcript?: string; status?: string; twilioUrl?: string };
  hangUp?: boolean;
  blocked?: boolean;
}

/** One call, settled as the line settles it (a call that is neither linked, a hang-up nor blocked would be settled
 * again by the Cron's sweep: give it a request); its recording SID, if it left a voicemail. */
export async function makeCall(shape: CallShape): Promise<{ callId: number; callSid: string; recordingSid: string | null; recordingId: number | null }> {
  const at = shape.at ?? new Date().toISOString();
  const from = shape.from === undefined ? callerNumber() : shape.from;
  const call = {
    callSid: `CA${hex()}`,
    fromE164: from,
    fromRaw: from ?? "Anonymous",
    toE164: "+12535550142",
    numberKey: shape.numberKey ?? "main",
    callerName: null,
    language: "en" as const,
    startedAt: at,
  };
  if (shape.blocked) {
    const row = await recordBlocked(store, call);
    return { callId: row.id, callSid: call.callSid, recordingSid: null, recordingId: null };
  }
  const row = await startCall(store, call);
  // Who answered, as the <Dial> action tells it (the same row as a press of 1 followed by the dial's end).
  await endDial(store, row.id, {
    dialStatus: shape.answeredBy ? "completed" : "no-answer",
    talkSeconds: shape.talkSeconds ?? null,
    answeredBy: shape.answeredBy,
    at,
  });
  const ended = new Date(Date.parse(at) + (shape.durationSeconds ?? 30) * 1000).toISOString();
  await endCall(store, call.callSid, { durationSeconds: shape.durationSeconds ?? 30, at: ended });
  let recordingSid: string | null = null;
  if (shape.voicemail) {
    recordingSid = `RE${hex()}`;
    await saveRecording(store, {
      callId: row.id,
      recordingSid,
      twilioUrl:
        shape.voicemail.twilioUrl ??
        `${inject("standIns").urls.twilio}/2010-04-01/Accounts/${inject("standIns").vars.TWILIO_ACCOUNT_SID}/Recordings/${recordingSid}`,
      kind: "voicemail",
      status: shape.voicemail.status ?? "completed",
      channels: 1,
      durationSeconds: shape.voicemail.seconds,
      at: ended,
    });
    if (shape.voicemail.transcript) await saveTranscript(store, recordingSid, { text: shape.voicemail.transcript, status: "completed" });
  }
  if (shape.hangUp) await markHangUp(store, row.id);
  if (shape.leadId !== undefined) await store.batch([...linkStatements(store, row.id, shape.leadId, shape.opened ?? false)]);
  const recording = recordingSid
    ? await env.DB.prepare("SELECT id FROM call_recordings WHERE recording_sid = ?").bind(recordingSid).first<{ id: number }>()
    : null;
  return { callId: row.id, callSid: call.callSid, recordingSid, recordingId: recording?.id ?? null };
}
