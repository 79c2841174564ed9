// Every text through Twilio's REST API (a form-encoded POST; no SDK), and Twilio's refusals in words staff act on.
import type { Db } from "~/db/client.server";
import type { ServiceRegion } from "~/lib/service-area.server";
import { errorMessage } from "~/lib/log";
import { FinalSendError, postForReceipt } from "./channel.server";
import { mayText, optOut } from "./store.server";

export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  numbers: string[];
  apiBase: string;
  /** Where Twilio posts the text's delivery states (visitor texts only). */
  statusCallback?: string;
  /** Visitor texts: the regions the site texts on its own (SERVICE_AREA). */
  serviceArea?: readonly ServiceRegion[];
}

export const E164 = /^\+[1-9]\d{7,14}$/;

/** Twilio's REST address: the stand-in's locally, api.twilio.com otherwise. */
export const twilioApiBase = (env: Env) => String(env.TWILIO_API_BASE || "https://api.twilio.com").replace(/\/$/, "");

export const OPTED_OUT_NOTE = "Not sent: this number replied STOP to the firm's texts";

/** With `optOuts`, an opted-out number gets nothing and Twilio's 21610 (a carrier's STOP) opts it out: final, never retried. */
export async function sendText(config: SmsConfig, to: string, body: string, signal: AbortSignal, optOuts?: Db): Promise<{ receiverId: string | null }> {
  if (optOuts && !(await mayText(optOuts, to))) throw new FinalSendError(OPTED_OUT_NOTE);
  let answer: Record<string, unknown> | null;
  try {
    answer = await postForReceipt(`${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
      headers: {
        Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ To: to, From: config.from, Body: body, ...(config.statusCallback && { StatusCallback: config.statusCallback }) }).toString(),
      signal,
    });
  } catch (error) {
    if (!/^HTTP 4\d\d: .*"code":\s*21610\b/s.test(errorMessage(error))) throw error;
    if (optOuts) await optOut(optOuts, to, "21610", new Date());
    throw new FinalSendError(`${OPTED_OUT_NOTE} (Twilio error 21610)`);
  }
  return { receiverId: typeof answer?.sid === "string" ? answer.sid : null };
}

/** Twilio's error in its words ("Twilio error 21211: The 'To' number ..."), or what went wrong on the way. */
export function twilioError(error: unknown): string {
  if (error instanceof FinalSendError) return error.message;
  const text = errorMessage(error);
  const http = /^HTTP (\d{3}): (.*)$/s.exec(text);
  if (!http) return `Twilio could not be reached: ${text}`.slice(0, 500);
  try {
    const answer = JSON.parse(http[2]!) as { code?: unknown; message?: unknown };
    if (answer.code || answer.message) return `Twilio error ${String(answer.code ?? http[1])}: ${String(answer.message ?? "")}`.slice(0, 500);
  } catch {
    // not Twilio's JSON: the status line says enough
  }
  return `Twilio answered HTTP ${http[1]}`;
}
