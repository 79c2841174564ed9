/** The TwiML the phone line answers with (issue 58), pure. URLs are relative: Twilio resolves them against the
 * document's own address, so every callback is signed for this Worker's URL, locally too. */
import type { Lang } from "~/content/i18n";
import { phoneDeskWords, phoneLineWords, pressTwoForSpanish, voices } from "~/content/phone-line";
import type { RingPlan } from "./routing";

const escape = (text: string) => text.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!);

type Attrs = Record<string, string | number | boolean | undefined>;
const attrs = (list: Attrs) =>
  Object.entries(list)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join("");
const el = (name: string, list: Attrs = {}, inner?: string) => (inner === undefined ? `<${name}${attrs(list)}/>` : `<${name}${attrs(list)}>${inner}</${name}>`);

export const twimlDocument = (...verbs: string[]) => `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join("")}</Response>`;
export const say = (lang: Lang, text: string, extra: Attrs = {}) => el("Say", { ...voices[lang], ...extra }, escape(text));

/** A call id of 0 (a backup answer's call, not stored yet) is left out: the webhook then finds the call by its CallSid. */
function path(route: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (k === "call" && v === 0 ? [] : [[k, String(v)]])));
  return `/api/calls/${route}${search.size ? `?${search}` : ""}`;
}
const recordingName = (callId: number) => `call-${callId}`;

export interface Brand {
  callId: number;
  brand: string;
}

/** An English number: the greeting, a moment to press 2 for Spanish, then the ring (the same address either way). */
export function inboundTwiml({ callId, brand }: Brand): string {
  const ring = path("ring", { call: callId });
  return twimlDocument(
    say("en", phoneLineWords.en.greeting(brand)),
    el("Gather", { input: "dtmf", numDigits: 1, timeout: 2, action: ring }, say("es", pressTwoForSpanish)),
    el("Redirect", { method: "POST" }, escape(ring)),
  );
}

export interface RingOptions {
  callId: number;
  lang: Lang;
  plan: RingPlan;
  recording: boolean;
  ringSeconds: number;
  /** The firm number called: what the staff phones see. */
  callerId: string;
  voicemail: VoicemailOptions;
  /** A Spanish number is greeted here (it has no press-2 step). */
  greeting?: string;
  /** The backup ring (the site failed): no whisper, bridged at the first answer. */
  backup?: boolean;
}

export interface VoicemailOptions {
  maxSeconds: number;
  transcribe: boolean;
}

/** The recording starts before the notice, so the notice is on it (RCW 9.73.030(3)); both parties on their own channel. */
const startRecording = (callId: number) =>
  el(
    "Start",
    {},
    el("Recording", {
      name: recordingName(callId),
      channels: "dual",
      recordingStatusCallback: path("recording", { call: callId, kind: "call" }),
      recordingStatusCallbackEvent: "completed",
    }),
  );

export function ringTwiml(options: RingOptions): string {
  const { callId, lang, plan } = options;
  const greeting = options.greeting ? [say(lang, options.greeting)] : [];
  if (plan.route === "voicemail") return voicemailTwiml({ callId, lang, afterHours: plan.afterHours, recording: false, lead: greeting, ...options.voicemail });
  const recording = options.recording ? [startRecording(callId), say(lang, phoneLineWords[lang].recordingNotice)] : [];
  // The answering service answers for the firm: no whisper, a longer ring.
  const service = plan.route === "answering-service";
  const whisper = !service && !options.backup;
  const numbers = plan.rang.map((rung, m) => el("Number", { url: whisper ? path("whisper", { call: callId, m }) : undefined }, escape(rung.phone)));
  const action = path("dialed", options.backup ? { call: callId, backup: 1 } : { call: callId });
  const dial = el("Dial", { answerOnBridge: true, timeout: service ? 30 : options.ringSeconds, callerId: options.callerId, action }, numbers.join(""));
  return twimlDocument(...greeting, ...recording, dial);
}

/** The staff member's leg: who is calling, and press 1 to take it; their own voicemail never presses 1. */
export function whisperTwiml({ callId, m, label, lang }: { callId: number; m: number; label: string; lang: Lang }): string {
  return twimlDocument(
    el(
      "Gather",
      { input: "dtmf", numDigits: 1, timeout: 6, action: path("accept", { call: callId, m }) },
      say("en", phoneDeskWords.whisper(label, lang), { loop: 2 }),
    ),
    el("Hangup"),
  );
}

export interface VoicemailTwimlOptions extends VoicemailOptions {
  callId: number;
  lang: Lang;
  afterHours: boolean;
  /** The call was being recorded: stopped before the message (the voicemail is its own recording). */
  recording: boolean;
  lead?: string[];
}

export function voicemailTwiml(options: VoicemailTwimlOptions): string {
  const { callId, lang } = options;
  const words = phoneLineWords[lang];
  // Twilio's transcription is English only: a Spanish message is never sent to it.
  const transcribe = options.transcribe && lang === "en";
  return twimlDocument(
    ...(options.lead ?? []),
    ...(options.recording ? [el("Stop", {}, el("Recording", { name: recordingName(callId) }))] : []),
    say(lang, options.afterHours ? words.afterHoursVoicemail : words.voicemail),
    el("Record", {
      maxLength: options.maxSeconds,
      timeout: 5,
      finishOnKey: "#",
      playBeep: true,
      action: path("voicemail", { call: callId }),
      recordingStatusCallback: path("recording", { call: callId, kind: "voicemail" }),
      recordingStatusCallbackEvent: "completed",
      transcribe: transcribe || undefined,
      transcribeCallback: transcribe ? path("transcript", { call: callId }) : undefined,
    }),
    say(lang, words.noMessage),
  );
}

export const thanksTwiml = (lang: Lang) => twimlDocument(say(lang, phoneLineWords[lang].thanks), el("Hangup"));
export const hangupTwiml = () => twimlDocument(el("Hangup"));
/** As the first verb: the call is not answered, and not billed. */
export const rejectTwiml = () => twimlDocument(el("Reject", { reason: "rejected" }));
/** Bridged: the staff member who pressed 1 talks with the caller. */
export const emptyTwiml = () => twimlDocument();
