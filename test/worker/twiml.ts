/** The phone line's tests' tools: TwiML read as XML (any parse error throws), and voice webhooks posted as Twilio
 * posts them, signed with the stand-in's token. */
import { env } from "cloudflare:workers";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { expect, inject, vi } from "vitest";

import { twilioSignature } from "~/lib/twilio-signature";
import { ORIGIN } from "./helpers";
import { send } from "./lead-helpers";

const { vars } = inject("standIns");
export const voiceToken = String(vars.TWILIO_AUTH_TOKEN);
/** The stand-in's Twilio settings with two tracking numbers. */
export const voiceEnv: Settings = { ...(vars as Settings), CALL_TRACKING_NUMBERS: "google-ads=+12535550121,google-ads-es=+12535550122" };

export function parseTwiml(text: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`TwiML ${level}: ${message}`);
    },
  }).parseFromString(text, "text/xml");
  const root = doc.documentElement;
  if (!root || root.tagName !== "Response") throw new Error(`Not TwiML: ${text.slice(0, 200)}`);
  return root;
}

export const children = (el: Element): Element[] => Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
/** The verbs in order: top-level element names. */
export const verbs = (el: Element) => children(el).map((c) => c.tagName);
export const attr = (el: Element | undefined, name: string) => el?.getAttribute(name) ?? null;
export const first = (el: Element, tag: string) => Array.from(el.getElementsByTagName(tag))[0];
export const all = (el: Element, tag: string) => Array.from(el.getElementsByTagName(tag));

/** Settings as [vars] hold them: strings, whatever a literal in wrangler.toml made their type. */
export type Settings = Partial<Record<keyof Env, string>>;

export interface VoicePost {
  /** The X-Twilio-Signature to send; null: none; default: the right one for `url`. */
  signature?: string | null;
  /** The address signed (default: the one posted to). */
  url?: string;
  env?: Settings;
  method?: string;
}

export async function postVoice(path: string, fields: Record<string, string>, options: VoicePost = {}) {
  const params = new URLSearchParams(fields);
  const signature = options.signature === undefined ? await twilioSignature(voiceToken, options.url ?? `${ORIGIN}${path}`, params) : options.signature;
  const headers: Record<string, string> = signature === null ? {} : { "X-Twilio-Signature": signature };
  return send(options.method === "GET" ? null : params.toString(), "application/x-www-form-urlencoded", {
    path,
    headers,
    method: options.method,
    envOverrides: { ...voiceEnv, ...options.env } as unknown as Partial<Env>,
  });
}

export const callSid = () => `CA${crypto.randomUUID().replaceAll("-", "")}`;
export const recordingSid = () => `RE${crypto.randomUUID().replaceAll("-", "")}`;

export interface CallRow {
  id: number;
  call_sid: string;
  status: string;
  lead_id: number | null;
  opened_request: number;
  answered_by: string | null;
}

export const callRow = (sid: string) => env.DB.prepare("SELECT * FROM phone_calls WHERE call_sid = ?1").bind(sid).first<CallRow>();

/** A call walked as Twilio walks it: in, rung (press 2 or not), then answered by the phone at `answer`, or not. */
export async function ringThrough(from: string, to: string, options: { env?: Settings; digits?: string; answer?: number } = {}) {
  const sid = callSid();
  const post = (path: string, fields: Record<string, string>) => postVoice(path, { CallSid: sid, From: from, To: to, ...fields }, { env: options.env });
  expect((await post("/api/calls/inbound", { CallStatus: "ringing" })).status).toBe(200);
  const call = (await callRow(sid))!;
  await post(`/api/calls/ring?call=${call.id}`, options.digits ? { Digits: options.digits } : {});
  if (options.answer !== undefined) await post(`/api/calls/accept?call=${call.id}&m=${options.answer}`, { Digits: "1" });
  return { sid, id: call.id, post };
}

/** Nobody pressed 1: the dial ends, a voicemail of `seconds` is left (none: 0), then the call ends after `duration`. */
export async function missedThrough(call: Awaited<ReturnType<typeof ringThrough>>, voicemailSeconds: number, duration: number) {
  await call.post(`/api/calls/dialed?call=${call.id}`, { DialCallStatus: "no-answer", DialCallDuration: "0" });
  const recording = { RecordingSid: recordingSid(), RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1" };
  if (voicemailSeconds > 0) {
    await call.post(`/api/calls/voicemail?call=${call.id}`, { ...recording, RecordingDuration: String(voicemailSeconds) });
    await call.post(`/api/calls/recording?call=${call.id}&kind=voicemail`, {
      ...recording,
      RecordingStatus: "completed",
      RecordingDuration: String(voicemailSeconds),
    });
  }
  await call.post("/api/calls/status", { CallStatus: "completed", CallDuration: String(duration) });
  return recording.RecordingSid;
}

/** The Worker's clock (Date only) at `iso`; each file puts it back with vi.useRealTimers() after each test. */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}
