// Why Twilio did not take a text, in words staff can act on (the thread and the desk show it).
import { errorMessage } from "~/lib/log";
import { FinalSendError } from "./channel.server";

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
