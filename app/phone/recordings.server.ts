// A call's recording for the desk's proxy, and its deletion at Twilio: the account's credentials go only to the API's
// own host, the desk never names Twilio's address, and an erased person's recordings are deleted there too.
import type { Db } from "~/db/client.server";
import type { CallRecordingRow } from "~/db/schema.server";
import { twilioApiBase } from "~/deliveries/twilio.server";
import { withByteRange } from "~/lib/byte-range";
import { log } from "~/lib/log";
import { dueDeletions, markDeletion } from "./store.server";

export const recordingPath = (recordingId: number) => `/desk/calls/recordings/${recordingId}`;

/** A 600 s mono voicemail is 9.6 MB; a longer two-channel call recording is listened to in Twilio's console. */
const MAX_BYTES = 16 * 1024 * 1024;
const WAV_TYPES = ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"];
const NOT_STORED = { "Cache-Control": "private, no-store" };

export type RecordingAnswer = { ok: true; response: Response } | { ok: false; status: 404 | 415 | 502; message: string };

export const recordingRefusal = (status: number, message: string) =>
  new Response(message, { status, headers: { ...NOT_STORED, "Content-Type": "text/plain; charset=utf-8" } });

function account(env: Env): { api: URL; auth: string } | null {
  const sid = String(env.TWILIO_ACCOUNT_SID ?? "").trim();
  const token = String(env.TWILIO_AUTH_TOKEN ?? "").trim();
  return sid && token ? { api: new URL(twilioApiBase(env)), auth: `Basic ${btoa(`${sid}:${token}`)}` } : null;
}

/** The recording's WAV, whole (read up to 16 MiB) and then cut to the Range asked for: `<audio>` in WebKit needs 206s. */
export async function fetchRecording(env: Env, request: Request, recording: CallRecordingRow | undefined, signal: AbortSignal): Promise<RecordingAnswer> {
  if (!recording) return { ok: false, status: 404, message: "No such recording (it may have been erased)" };
  if (recording.status !== "completed") return { ok: false, status: 404, message: "Not ready yet: Twilio is still processing this recording" };
  const creds = account(env);
  let url: URL;
  try {
    url = new URL(`${recording.twilioUrl}.wav`);
  } catch {
    return { ok: false, status: 404, message: "This recording's address is not valid" };
  }
  if (!creds || url.origin !== creds.api.origin) return { ok: false, status: 404, message: "This recording is not at the Twilio account's address" };
  let answer = await fetch(url, { headers: { Authorization: creds.auth }, redirect: "manual", signal });
  const next = answer.headers.get("Location");
  // A redirect (to signed storage) is followed without the credentials.
  if (answer.status >= 300 && answer.status < 400 && next) answer = await fetch(new URL(next, url), { redirect: "follow", signal });
  if (!answer.ok) return { ok: false, status: 502, message: `Twilio answered ${answer.status} for this recording` };
  const type = (answer.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!WAV_TYPES.includes(type)) return { ok: false, status: 415, message: "Not a WAV recording" };
  if (Number(answer.headers.get("Content-Length") ?? 0) > MAX_BYTES) {
    await answer.body?.cancel();
    return { ok: false, status: 502, message: "This recording is too long to play here: listen to it in Twilio's console" };
  }
  const bytes = await answer.arrayBuffer();
  if (bytes.byteLength > MAX_BYTES) return { ok: false, status: 502, message: "This recording is too long to play here: listen to it in Twilio's console" };
  const whole = new Response(bytes, {
    headers: {
      ...NOT_STORED,
      "Content-Type": "audio/wav",
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": `inline; filename="call-${recording.phoneCallId}-${recording.kind}.wav"`,
    },
  });
  return { ok: true, response: await withByteRange(request, whole) };
}

/** Retried at 1, 2, 5, 10 and 30 minutes, then hourly, until Twilio says 204 or 404. */
const RETRY_MINUTES = [1, 2, 5, 10, 30];
const nextTry = (attempts: number, now: Date) => new Date(now.getTime() + (RETRY_MINUTES[attempts - 1] ?? 60) * 60_000).toISOString();

export interface DeletionRun {
  deleted: number;
  pending: number;
}

/** DELETE each recording due (an erasure's, or an unanswered call's), at once after the erasure and again by the Cron. */
export async function deleteDueRecordings(env: Env, db: Db, now: Date): Promise<DeletionRun> {
  const due = await dueDeletions(db, now);
  const creds = account(env);
  let deleted = 0;
  for (const row of due) {
    let error: string | null = "TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set";
    if (creds) {
      const sid = String(env.TWILIO_ACCOUNT_SID).trim();
      try {
        const answer = await fetch(new URL(`/2010-04-01/Accounts/${sid}/Recordings/${row.recordingSid}.json`, creds.api), {
          method: "DELETE",
          headers: { Authorization: creds.auth },
          signal: AbortSignal.timeout(10_000),
        });
        await answer.body?.cancel();
        error = answer.status === 204 || answer.status === 404 || answer.ok ? null : `Twilio answered ${answer.status}`;
      } catch (failure) {
        error = String(failure);
      }
    }
    await markDeletion(db, row.recordingSid, error === null ? { deletedAt: now.toISOString() } : { error, nextAt: nextTry(row.attempts + 1, now) });
    if (error === null) deleted++;
    else log("warn", "recording_delete_failed", { recordingSid: row.recordingSid, attempts: row.attempts + 1, message: error });
  }
  return { deleted, pending: due.length - deleted };
}
