// A text from the person alerts the request's owner (their roster phone, else their email) or, with no
// owner, the on-call numbers (decision 0052): a retried delivery, at most one per request in 10 minutes,
// never with what they wrote or typed (decision 0063), and under the staff phone's hourly cap (decision 0062).
import { caseTypeLabel } from "~/content/case-types";
import { intakeRoster } from "~/content/intake-roster";
import type { LeadRow } from "~/db/schema.server";
import { textCap } from "./caps";
import { type Channel, FinalSendError, isEmailAddress } from "./channel.server";
import { sms, staffSms } from "./sms.server";
import { sendText, type SmsConfig } from "./twilio.server";
import { readStaffEmail } from "./staff-email.server";
import { oneLineHeaders } from "~/lib/email-message";

export const TEXT_ALERT_GAP_MINUTES = 10;

interface AlertConfig {
  /** The on-call text's Twilio number and account: staff phones are texted from it. */
  sms: SmsConfig | null;
  onCall: string[];
  inboxes: string[];
  emailFrom: string | null;
}

/** The request's number and case type, as the on-call text names them: nothing the visitor typed (their name may be
 * anything, such as a number to call). */
export const alertBody = (lead: Pick<LeadRow, "id" | "caseType">, origin: string) =>
  `New text on request #${lead.id}: ${caseTypeLabel(lead.caseType)}\n${origin.replace(/\/$/, "")}/desk/leads/${lead.id}`;

export function readAlertSettings(env: Env) {
  const smsConfig = staffSms(env);
  const onCall = sms.read(env);
  const inboxes = readStaffEmail(env);
  const from = String(env.LEAD_FROM_ADDRESS ?? "").trim();
  const config: AlertConfig = {
    sms: smsConfig,
    onCall: onCall.state === "on" ? onCall.config.numbers : [],
    inboxes: inboxes.state === "on" ? inboxes.config.to : [],
    emailFrom: isEmailAddress(from) ? from : null,
  };
  return config.sms || config.emailFrom ? ({ state: "on", config } as const) : ({ state: "off" } as const);
}

/** Who hears of a text to this request: its owner, else the on-call numbers (else the staff inboxes). */
export function alertTargets(config: AlertConfig, owner: string | null): string[] {
  if (owner) {
    const phone = intakeRoster.find((m) => m.email === owner.toLowerCase())?.phone;
    if (phone && config.sms) return [phone];
    return config.emailFrom ? [owner.toLowerCase()] : [];
  }
  if (config.onCall.length && config.sms) return config.onCall;
  return config.emailFrom ? config.inboxes : [];
}

export const textAlert: Channel<AlertConfig> = {
  name: "text-alert",
  read: readAlertSettings,
  // Every endpoint an alert may go to; which one a request gets is decided when it is written.
  targets: (config) => [...new Set([...config.onCall, ...intakeRoster.flatMap((m) => [m.email, ...(m.phone ? [m.phone] : [])]), ...config.inboxes])],
  route: (target) => (target.includes("@") ? `text-alert ${target}` : `sms ${target}`),
  // A staff phone's hourly cap; an email is not capped.
  cap: (target, caps, now) => (target.includes("@") ? null : textCap(target, caps, now)),
  async send({ env, config, delivery, lead, signal }) {
    const body = alertBody(lead, env.SITE_ORIGIN);
    if (!delivery.target.includes("@")) {
      if (!config.sms) throw new FinalSendError("Not sent: Twilio (TWILIO_FROM_NUMBER) is not configured");
      return sendText(config.sms, delivery.target, body, signal);
    }
    if (!config.emailFrom) throw new FinalSendError("Not sent: LEAD_FROM_ADDRESS is not set");
    await env.EMAIL.send(oneLineHeaders({ from: { name: "Kestrel Injury Law intake desk", email: config.emailFrom }, to: [delivery.target], subject: `New text on request #${lead.id}`, text: body }));
    return { receiverId: null };
  },
};
