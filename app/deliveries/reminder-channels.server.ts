// The reminders' channels: a text to the on-call numbers and an email to the staff inboxes.
import { caseTypeLabel } from "~/content/case-types";
import type { LeadRow } from "~/db/schema.server";
import { textCap } from "./caps";
import type { Channel } from "./channel.server";
import { callLine, type SmsConfig, sendText, sms } from "./sms.server";
import { readStaffEmail, type StaffEmailConfig } from "./staff-email.server";

function stillNew(lead: LeadRow, now: Date): string {
  const minutes = Math.round((now.getTime() - Date.parse(lead.createdAt)) / 60_000);
  return `Still new after ${minutes} min: request #${lead.id} (${caseTypeLabel(lead.caseType)}${lead.language === "es" ? ", Spanish" : ""}). Nobody has marked it contacted.`;
}

export const reminderSms: Channel<SmsConfig> = {
  name: "reminder-sms",
  read: (env) => sms.read(env),
  targets: (config) => config.numbers,
  route: (target) => `sms ${target}`,
  // A reminder is an on-call text too: it counts toward, and is held by, the hourly cap.
  cap: textCap,
  send: ({ env, config, delivery, lead, signal }) =>
    sendText(config, delivery.target, [stillNew(lead, new Date()), callLine(lead), `${env.SITE_ORIGIN}/desk/leads/${lead.id}`].join("\n"), signal),
};

export const reminderEmail: Channel<StaffEmailConfig> = {
  name: "reminder-email",
  read: readStaffEmail,
  targets: (config) => config.to,
  route: (target) => `staff-email ${target}`,
  async send({ env, config, delivery, lead }) {
    const link = `${env.SITE_ORIGIN}/desk/leads/${lead.id}`;
    const text = [stillNew(lead, new Date()), callLine(lead), `Open it: ${link}`].join("\n");
    const { messageId } = await env.EMAIL.send({
      from: { name: "Kestrel Injury Law website", email: config.from },
      to: [delivery.target],
      subject: `Still new: request #${lead.id}, ${caseTypeLabel(lead.caseType)}`,
      text,
    });
    return { receiverId: messageId };
  },
};

