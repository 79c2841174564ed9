// The phone line's webhooks (issue 58), after worker/calls-api.ts has verified Twilio's signature: each answers
// TwiML (or nothing), writes only keyed rows, and settles the call whenever what is heard may end it.
import { firm, brandName } from "~/content/firm";
import { type Lang } from "~/content/i18n";
import { afterHours } from "~/content/office-hours";
import { callNumberSources, type CallNumberKey } from "~/content/call-numbers";
import { rosterMember, intakeRoster } from "~/content/intake-roster";
import { phoneLineWords } from "~/content/phone-line";
import type { Db } from "~/db/client.server";
import type { PhoneCallRow } from "~/db/schema.server";
import { kentDay } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { isOfficeOpen, officeCalendar } from "~/lib/office-hours";
import { normalizePhone } from "~/lib/people";
import { onIntakeAt } from "~/owners/roster";
import { switchesFor } from "~/owners/store.server";
import { ringPlan, type RingPlan, ON_CALL, ANSWERING_SERVICE, type Rung } from "./routing";
import { lineOf, numberKeyOfCalled } from "./settle-rule";
import { type PhoneSettings, readPhoneSettings } from "./settings.server";
import { settleCall } from "./settle.server";
import {
  acceptCall,
  callById,
  callBySid,
  endCall,
  endDial,
  isBlocked,
  type NewCall,
  queueRecordingDeletion,
  rangOf,
  recordBlocked,
  saveRecording,
  saveTranscript,
  setRing,
  startCall,
} from "./store.server";
import { emptyTwiml, hangupTwiml, inboundTwiml, rejectTwiml, ringTwiml, thanksTwiml, voicemailTwiml, whisperTwiml } from "./twiml";

export interface VoiceHook {
  env: Env;
  db: Db;
  params: URLSearchParams;
  query: URLSearchParams;
  now: Date;
  wait: (promise: Promise<unknown>) => void;
}

/** TwiML to answer, or null: 204 (a callback Twilio expects nothing from). */
export type VoiceAnswer = string | null;

const CALL_SID = /^CA[0-9a-zA-Z]{10,40}$/;
const RECORDING_SID = /^RE[0-9a-zA-Z]{10,40}$/;

const seconds = (value: string | null) => {
  const n = Number(value ?? "");
  return value !== null && value !== "" && Number.isInteger(n) && n >= 0 ? n : null;
};

/** The call named by `?call=`; a staff leg's webhook naming none is answered without writing anything. */
async function namedCall({ db, query }: VoiceHook): Promise<PhoneCallRow | undefined> {
  const id = Number(query.get("call"));
  return Number.isSafeInteger(id) && id > 0 ? callById(db, id) : undefined;
}

/** The caller's own call: by `?call=`, else by its CallSid (a backup answer names none), else stored now from the
 * webhook's From and To, so a call whose first answer failed is still kept and settled. */
async function callerCall(hook: VoiceHook, keep: boolean): Promise<PhoneCallRow | undefined> {
  const named = await namedCall(hook);
  const callSid = hook.params.get("CallSid") ?? "";
  if (named || !CALL_SID.test(callSid)) return named;
  const found = await callBySid(hook.db, callSid);
  if (found || !keep) return found;
  const row = newCall(hook, callSid, readPhoneSettings(hook.env));
  return row ? startCall(hook.db, row) : undefined;
}

/** The firm's own numbers: a call from one is a loop or a misrouted transfer, never a person. */
function firmNumbers(env: Env, settings: PhoneSettings): Set<string> {
  const own = [firm.phone.e164, ...settings.numbers.values(), String(env.TWILIO_FROM_NUMBER ?? ""), String(env.TWILIO_TEXTING_NUMBER ?? "")];
  return new Set(own.map((n) => normalizePhone(n)?.e164).filter((n): n is string => Boolean(n)));
}

async function planFor(hook: VoiceHook, settings: PhoneSettings): Promise<RingPlan> {
  const members = onIntakeAt(hook.now, await switchesFor(hook.db, kentDay(hook.now)));
  if (!isOfficeOpen(hook.now) && afterHours.phones === "answering-service" && !settings.answeringService)
    log("warn", "call_answering_service_missing", { setting: "CALL_ANSWERING_SERVICE_NUMBER" });
  return ringPlan({ now: hook.now, members, onCall: settings.onCall, answeringService: settings.answeringService, afterHours, calendar: officeCalendar });
}

async function ring(hook: VoiceHook, call: PhoneCallRow, lang: Lang, settings: PhoneSettings, greeting?: string): Promise<string> {
  const plan = await planFor(hook, settings);
  await setRing(hook.db, call.id, { language: lang, route: plan.route, rang: plan.rang });
  return ringTwiml({
    callId: call.id,
    lang,
    plan,
    greeting,
    recording: settings.recording,
    ringSeconds: settings.ringSeconds,
    callerId: call.toE164,
    voicemail: { maxSeconds: settings.voicemailMaxSeconds, transcribe: settings.transcribe },
  });
}

const langOf = (numberKey: CallNumberKey | "main"): Lang => (numberKey === "main" ? "en" : callNumberSources[numberKey].lang);

/** The call as Twilio describes it on any of the caller's webhooks; null for a call from one of the firm's own numbers. */
function newCall({ env, params, now }: VoiceHook, callSid: string, settings: PhoneSettings): NewCall | null {
  const fromRaw = (params.get("From") ?? "").slice(0, 40);
  const fromE164 = normalizePhone(fromRaw)?.e164 ?? null;
  const toE164 = normalizePhone(params.get("To") ?? "")?.e164 ?? firm.phone.e164;
  if (fromE164 && firmNumbers(env, settings).has(fromE164)) return null;
  const numberKey = numberKeyOfCalled(toE164, settings.numbers);
  const callerName = (params.get("CallerName") ?? "").trim().slice(0, 100) || null;
  return { callSid, fromE164, fromRaw, toE164, numberKey, callerName, language: langOf(numberKey), startedAt: now.toISOString() };
}

/** "A call comes in": stored once per CallSid; a Spanish number rings at once in Spanish, any other offers press 2. */
export async function inbound(hook: VoiceHook): Promise<VoiceAnswer> {
  const { env, db, params } = hook;
  const settings = readPhoneSettings(env);
  const callSid = params.get("CallSid") ?? "";
  if (!CALL_SID.test(callSid)) return hangupTwiml();
  const row = newCall(hook, callSid, settings);
  if (!row) {
    log("warn", "call_from_firm_number", { callSid });
    return rejectTwiml();
  }
  const { fromE164, language: lang } = row;
  if (fromE164 && (await isBlocked(db, fromE164))) {
    await recordBlocked(db, row);
    return rejectTwiml();
  }
  const call = await startCall(db, row);
  if (call.status === "blocked") return rejectTwiml();
  if (lang === "es") return ring(hook, call, "es", settings, phoneLineWords.es.greeting(brandName("primary")));
  return inboundTwiml({ callId: call.id, brand: brandName("primary") });
}

/** The press-2 step's end (or its redirect): where the call rings, in the caller's language. */
export async function ringCall(hook: VoiceHook): Promise<VoiceAnswer> {
  const call = await callerCall(hook, true);
  if (!call) return hangupTwiml();
  const lang: Lang = hook.params.get("Digits") === "2" ? "es" : call.language;
  return ring(hook, call, lang, readPhoneSettings(hook.env));
}

const rungAt = (call: PhoneCallRow, m: string | null): Rung | undefined => (m !== null && /^\d{1,2}$/.test(m) ? rangOf(call)[Number(m)] : undefined);

export async function whisper(hook: VoiceHook): Promise<VoiceAnswer> {
  const call = await namedCall(hook);
  const m = hook.query.get("m");
  if (!call || !rungAt(call, m)) return hangupTwiml();
  return whisperTwiml({ callId: call.id, m: Number(m), label: lineOf(call.numberKey).label, lang: call.language });
}

/** An on-call phone that is also a roster member's is that member. */
const whoOf = (rung: Rung) => (rung.who === ON_CALL ? (intakeRoster.find((m) => m.phone === rung.phone)?.email ?? ON_CALL) : rung.who);

/** Pressed 1: the first to press takes the call (bridged); anyone else, or any other key, is hung up. */
export async function accept(hook: VoiceHook): Promise<VoiceAnswer> {
  const call = await namedCall(hook);
  const rung = call ? rungAt(call, hook.query.get("m")) : undefined;
  if (!call || !rung || hook.params.get("Digits") !== "1") return hangupTwiml();
  const taken = await acceptCall(hook.db, call.id, whoOf(rung), hook.now.toISOString());
  if (!taken) return hangupTwiml();
  log("info", "call_answered", { callId: call.id, by: rosterMember(taken.answeredBy) ? "roster" : taken.answeredBy });
  // The request appears while they talk.
  hook.wait(settleCall(hook.env, hook.db, call.id, hook.now, hook.wait));
  return emptyTwiml();
}

/** The ringing ended: nobody pressed 1 (whatever the dial status says) → the voicemail prompt. */
export async function dialed(hook: VoiceHook): Promise<VoiceAnswer> {
  const found = await callerCall(hook, true);
  if (!found) return hangupTwiml();
  const dialStatus = (hook.params.get("DialCallStatus") ?? "").slice(0, 20);
  // No whisper (the answering service, a backup ring's on-call phones): answered is Twilio's word for it.
  const backup = hook.query.get("backup") === "1";
  const service = dialStatus !== "completed" ? undefined : backup ? ON_CALL : found.route === "answering-service" ? ANSWERING_SERVICE : undefined;
  const call = await endDial(hook.db, found.id, {
    dialStatus,
    talkSeconds: seconds(hook.params.get("DialCallDuration")),
    answeredBy: service,
    at: hook.now.toISOString(),
  });
  if (call?.answeredBy) {
    if (service) await settleCall(hook.env, hook.db, found.id, hook.now, hook.wait);
    return hangupTwiml();
  }
  const settings = readPhoneSettings(hook.env);
  return voicemailTwiml({
    callId: found.id,
    lang: found.language,
    afterHours: !isOfficeOpen(hook.now),
    recording: settings.recording,
    maxSeconds: settings.voicemailMaxSeconds,
    transcribe: settings.transcribe,
  });
}

function recordingOf(hook: VoiceHook, call: PhoneCallRow, kind: "voicemail" | "call", status: string) {
  const recordingSid = hook.params.get("RecordingSid") ?? "";
  const twilioUrl = hook.params.get("RecordingUrl") ?? "";
  if (!RECORDING_SID.test(recordingSid) || !/^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(twilioUrl)) return null;
  const channels = Number(hook.params.get("RecordingChannels") ?? "1") === 2 ? 2 : 1;
  return {
    callId: call.id,
    recordingSid,
    twilioUrl: twilioUrl.slice(0, 500),
    kind,
    status,
    channels,
    durationSeconds: seconds(hook.params.get("RecordingDuration")),
    at: hook.now.toISOString(),
  };
}

/** The voicemail's <Record> ended: kept (pending until its recording callback), the call settled before the goodbye. */
export async function voicemail(hook: VoiceHook): Promise<VoiceAnswer> {
  const call = await callerCall(hook, true);
  if (!call) return hangupTwiml();
  const recording = recordingOf(hook, call, "voicemail", "pending");
  if (recording && (recording.durationSeconds ?? 1) > 0) await saveRecording(hook.db, recording);
  await settleCall(hook.env, hook.db, call.id, hook.now, hook.wait);
  return thanksTwiml(call.language);
}

export async function recordingStatus(hook: VoiceHook): Promise<VoiceAnswer> {
  const call = await callerCall(hook, false);
  const kind = hook.query.get("kind") === "call" ? "call" : "voicemail";
  const status = (hook.params.get("RecordingStatus") ?? "").toLowerCase();
  const recording = call ? recordingOf(hook, call, kind, ["completed", "absent", "failed"].includes(status) ? status : "pending") : null;
  if (!call || !recording) return null;
  await saveRecording(hook.db, recording);
  // A call nobody took holds only the greeting and the ringing: not kept at Twilio.
  if (kind === "call" && !call.answeredBy && call.dialStatus !== null) await queueRecordingDeletion(hook.db, recording.recordingSid, recording.at);
  await settleCall(hook.env, hook.db, call.id, hook.now, hook.wait);
  return null;
}

export async function transcript(hook: VoiceHook): Promise<VoiceAnswer> {
  const recordingSid = hook.params.get("RecordingSid") ?? "";
  if (!RECORDING_SID.test(recordingSid) || !(await callerCall(hook, false))) return null;
  const status = (hook.params.get("TranscriptionStatus") ?? "").toLowerCase() === "completed" ? "completed" : "failed";
  const text = status === "completed" ? (hook.params.get("TranscriptionText") ?? "").slice(0, 4000) : null;
  await saveTranscript(hook.db, recordingSid, { text, status });
  return null;
}

const ENDED = new Set(["completed", "busy", "failed", "no-answer", "canceled"]);

/** "Call status changes": the call ended; settled before the answer, so its request is there within a second. */
export async function status(hook: VoiceHook): Promise<VoiceAnswer> {
  const callSid = hook.params.get("CallSid") ?? "";
  if (!CALL_SID.test(callSid) || !ENDED.has(hook.params.get("CallStatus") ?? "")) return null;
  // A call whose first answer failed was never stored: kept now (a caller who hung up while the backup rang is missed).
  if (!(await callerCall(hook, true))) return null;
  const call = await endCall(hook.db, callSid, { durationSeconds: seconds(hook.params.get("CallDuration")), at: hook.now.toISOString() });
  if (call) await settleCall(hook.env, hook.db, call.id, hook.now, hook.wait);
  return null;
}

export type TwimlRoute = "inbound" | "ring" | "whisper" | "accept" | "dialed" | "voicemail";

/** A TwiML route failed (the database down): an answer per route that needs nothing stored; a staff leg hangs up. */
export function fallbackTwiml(env: Env, route: TwimlRoute, query: URLSearchParams, params: URLSearchParams): string {
  if (route === "whisper" || route === "accept") return hangupTwiml();
  const settings = readPhoneSettings(env);
  const known = Number(query.get("call"));
  const callId = Number.isSafeInteger(known) && known > 0 ? known : 0;
  const called = numberKeyOfCalled(normalizePhone(params.get("To") ?? "")?.e164 ?? "", settings.numbers);
  const lang: Lang = params.get("Digits") === "2" ? "es" : langOf(called);
  // A backup ring's bridged call was answered: the caller has talked with someone.
  const talked = route === "dialed" && query.get("backup") === "1" && params.get("DialCallStatus") === "completed";
  if (route === "voicemail" || talked) return thanksTwiml(lang);
  const voicemail = { maxSeconds: settings.voicemailMaxSeconds, transcribe: settings.transcribe };
  if (route === "dialed" || !settings.onCall.length)
    return voicemailTwiml({ callId, lang, afterHours: !isOfficeOpen(new Date()), recording: false, ...voicemail });
  return ringTwiml({
    callId,
    lang,
    plan: { route: "on-call", rang: settings.onCall.slice(0, 10).map((phone) => ({ who: ON_CALL, phone })) },
    recording: false,
    ringSeconds: settings.ringSeconds,
    callerId: firm.phone.e164,
    voicemail,
    backup: true,
  });
}
