// The texting number's settings: for sending (the Twilio account with it) and for the site's "Text us" link.
import { readSettings } from "~/deliveries/channel.server";
import { type SmsConfig, twilioApiBase } from "~/deliveries/twilio.server";
import { readServiceArea } from "~/lib/service-area.server";

const E164 = /^\+[1-9]\d{7,14}$/;

/** The texting number's settings: off without `TWILIO_TEXTING_NUMBER`, whatever the on-call text uses. */
export function readTextingSettings(env: Env) {
  if (!String(env.TWILIO_TEXTING_NUMBER ?? "").trim()) return { state: "off" } as const;
  const settings = readSettings(env, ["TWILIO_TEXTING_NUMBER", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"]);
  if (settings.state !== "on") return settings;
  const { TWILIO_TEXTING_NUMBER: from, TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = settings.config;
  if (!E164.test(from)) return { state: "misconfigured", problem: "TWILIO_TEXTING_NUMBER must be an E.164 number" } as const;
  const apiBase = twilioApiBase(env);
  return {
    state: "on",
    config: {
      accountSid,
      authToken,
      from,
      numbers: [],
      apiBase,
      statusCallback: `${env.SITE_ORIGIN}/api/texts/status`,
      serviceArea: readServiceArea(env),
    } satisfies SmsConfig,
  } as const;
}

/** The firm's texting number for the site's "Text us" link: a public number, set only when every texting
 * setting is (TWILIO_TEXTING_NUMBER with the account's), else null. */
export function publicTextingNumber(env: Partial<Record<"TWILIO_TEXTING_NUMBER" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN", unknown>>): string | null {
  const number = String(env.TWILIO_TEXTING_NUMBER ?? "").trim();
  const complete = String(env.TWILIO_ACCOUNT_SID ?? "").trim() && String(env.TWILIO_AUTH_TOKEN ?? "").trim();
  return complete && E164.test(number) ? number : null;
}
