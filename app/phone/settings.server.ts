// The phone line's settings (issue 58), read once per request: bad values are logged and their defaults kept.
import { readTrackingNumbers } from "~/attribution/tracking-number";
import type { CallNumberKey } from "~/content/call-numbers";
import { log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";

export interface PhoneSettings {
  /** TWILIO_AUTH_TOKEN: without it every voice webhook is refused (as texts are). */
  token: string;
  numbers: ReadonlyMap<CallNumberKey, string>;
  ringSeconds: number;
  recording: boolean;
  voicemailMaxSeconds: number;
  /** English voicemails only, and only up to 120 s: Twilio transcribes nothing longer. */
  transcribe: boolean;
  answeringService: string | null;
  textBack: boolean;
  /** ONCALL_NUMBERS in E.164: after hours ("on-call") and when nobody on intake has a phone. */
  onCall: string[];
}

const TRANSCRIBE_LIMIT_SECONDS = 120;

function seconds(env: Env, name: "CALL_RING_SECONDS" | "CALL_VOICEMAIL_MAX_SECONDS", fallback: number, min: number, max: number): number {
  const text = String(env[name] ?? "").trim();
  if (text === "") return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  log("warn", "phone_setting_refused", { name, value: text.slice(0, 40) });
  return fallback;
}

const switchOn = (value: unknown) => String(value ?? "").trim() === "on";

export function readPhoneSettings(env: Env): PhoneSettings {
  const voicemailMaxSeconds = seconds(env, "CALL_VOICEMAIL_MAX_SECONDS", 120, 10, 600);
  const service = String(env.CALL_ANSWERING_SERVICE_NUMBER ?? "").trim();
  const answeringService = service ? (normalizePhone(service)?.e164 ?? null) : null;
  if (service && !answeringService) log("warn", "phone_setting_refused", { name: "CALL_ANSWERING_SERVICE_NUMBER" });
  return {
    token: String(env.TWILIO_AUTH_TOKEN ?? ""),
    numbers: readTrackingNumbers(env),
    ringSeconds: seconds(env, "CALL_RING_SECONDS", 20, 5, 60),
    recording: switchOn(env.CALL_RECORDING),
    voicemailMaxSeconds,
    transcribe: String(env.CALL_TRANSCRIBE ?? "on").trim() !== "off" && voicemailMaxSeconds <= TRANSCRIBE_LIMIT_SECONDS,
    answeringService,
    textBack: switchOn(env.CALL_TEXT_BACK),
    onCall: String(env.ONCALL_NUMBERS ?? "")
      .split(",")
      .map((n) => normalizePhone(n.trim())?.e164)
      .filter((n): n is string => Boolean(n)),
  };
}
