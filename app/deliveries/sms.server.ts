// The on-call text to staff phones.
import { caseTypeLabel } from "~/content/case-types";
import { intakeRoster } from "~/content/intake-roster";
import { serviceAreaWords } from "~/content/service-area";
import { findSitePage } from "~/lib/addresses";
import { type AreaCheck, areaOf } from "~/lib/service-area.server";
import { telUri } from "~/lib/tel";
import type { LeadRow } from "~/db/schema.server";
import { textCap } from "./caps";
import { type Channel, readSettings } from "./channel.server";
import { fitSegments } from "./sms-segments";
import { flagLine } from "~/leads/deadlines";
import { flagsOf } from "~/leads/store.server";
import { db } from "~/db/client.server";
import { E164, sendText, type SmsConfig, twilioApiBase } from "./twilio.server";

/** The number to call back, a tap away; a number outside the service area is not written at all (a phone makes any
 * number in a text a link), only why (decision 0062). */
export function callLine(lead: Pick<LeadRow, "phone">, area: AreaCheck | null): string {
  if (!lead.phone) return "Call: no phone given: reply by email";
  if (area && !area.inArea) return serviceAreaWords.staffLine(area.why);
  return `Call: ${telUri(lead.phone)?.slice(4) ?? lead.phone}`;
}

export const rosterPhones = () => intakeRoster.flatMap((member) => (member.phone ? [member.phone] : []));

/** Texts to staff phones (on-call and roster) go from TWILIO_FROM_NUMBER; null when Twilio is not set up. */
export function staffSms(env: Env): SmsConfig | null {
  const settings = readSettings(env, ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"]);
  if (settings.state !== "on" || !E164.test(settings.config.TWILIO_FROM_NUMBER)) return null;
  const onCall = String(env.ONCALL_NUMBERS ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter((n) => E164.test(n));
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = settings.config;
  return { accountSid, authToken, from, numbers: [...new Set([...onCall, ...rosterPhones()])], apiBase: twilioApiBase(env) };
}

export function pageLine(lead: Pick<LeadRow, "sourceUrl">): string {
  let path: string | null = null;
  try {
    path = lead.sourceUrl ? new URL(lead.sourceUrl).pathname : null;
  } catch {
    // not an address: not a page the site knows
  }
  const page = path ? findSitePage(path) : undefined;
  return `From ${page ? page.path : "another page"}`;
}

/** The text: case type, page, language, the caller's number and the request's desk address; two segments at most. */
export function smsBody(lead: LeadRow, origin: string, deadline: string | null = null, area: AreaCheck | null = null): string {
  return fitSegments([
    `New request: ${caseTypeLabel(lead.caseType)}, in ${lead.language === "es" ? "Spanish" : "English"}`,
    // The deadline flags, when the answers came before the text went (decision 0048).
    ...(deadline ? [deadline] : []),
    // A call's request names the call ("Missed call to the Google Ads number"), not a page.
    lead.submittedVia === "call" ? lead.pageTitle : pageLine(lead),
    callLine(lead, area),
    `${origin}/desk/leads/${lead.id}`,
  ]);
}

export const sms: Channel<SmsConfig> = {
  name: "sms",
  read(env) {
    const settings = readSettings(env, ["ONCALL_NUMBERS", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"]);
    if (settings.state !== "on") return settings;
    const { ONCALL_NUMBERS, TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = settings.config;
    const numbers = ONCALL_NUMBERS.split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    if (!numbers.every((n) => E164.test(n)))
      return { state: "misconfigured", problem: "ONCALL_NUMBERS must list E.164 numbers (+12535550100), comma-separated" };
    if (!E164.test(from)) return { state: "misconfigured", problem: "TWILIO_FROM_NUMBER must be an E.164 number" };
    const apiBase = twilioApiBase(env);
    return { state: "on", config: { accountSid, authToken, from, numbers, apiBase } };
  },
  targets: (config) => config.numbers,
  // Each number on its own: Twilio refusing one number is not an outage of the others.
  route: (target) => `sms ${target}`,
  cap: textCap,
  send: async ({ env, config, delivery, lead, signal }) =>
    sendText(config, delivery.target, smsBody(lead, env.SITE_ORIGIN, flagLine(await flagsOf(db(env), lead.id, new Date())), areaOf(env, lead.phone)), signal),
};
