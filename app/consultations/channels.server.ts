// A consultation's three channels (decision 0084): the person's email with the .ics, the host's copy, and a
// text with consent. What each delivery carries is in its target (message-targets.ts).
import { brandName } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import { db, type Db } from "~/db/client.server";
import type { DeliveryRow, LeadRow } from "~/db/schema.server";
import { acknowledgement } from "~/deliveries/acknowledgement.server";
import { type Channel, FinalSendError } from "~/deliveries/channel.server";
import { cancels, consultationMail, consultationText, hostMail, icsOf } from "./consultation-email";
import { sendDeliveryText } from "~/texting/send.server";
import { readTextingSettings } from "~/texting/settings.server";
import { readTarget } from "./message-targets";
import { consultationById } from "./store.server";
import type { SmsConfig } from "~/deliveries/twilio.server";
import { oneLineHeaders } from "~/lib/email-message";

const langOf = (lead: Pick<LeadRow, "language">): Lang => (isLang(lead.language) ? lead.language : "en");

/** The consultation a delivery is about, unless a later change replaced its message (then it must not go). */
async function currentFor(store: Db, delivery: DeliveryRow) {
  const target = readTarget(delivery.target);
  const c = target ? await consultationById(store, target.id) : null;
  if (!target || !c) throw new FinalSendError("Not sent: the consultation is gone");
  const reminder = target.kind.startsWith("reminder");
  if (reminder ? c.status !== "scheduled" || c.startsAt !== target.tag : `v${c.sequence}` !== target.tag)
    throw new FinalSendError("Not sent: the consultation changed before this went");
  return { target, c };
}

const person = (lead: LeadRow) => ({ name: lead.name, email: lead.email || null });

export const consultationEmail: Channel<{ from: string; replyTo: string }> = {
  name: "consultation-email",
  read: acknowledgement.read,
  targets: () => [],
  fixedTarget: true,
  async send({ env, config, delivery, lead }) {
    const { target, c } = await currentFor(db(env), delivery);
    const lang = langOf(lead);
    const mail = consultationMail(lang, target.kind, c, person(lead));
    const invite = !target.kind.startsWith("reminder");
    const method = c.status === "cancelled" ? "CANCEL" : "REQUEST";
    const { messageId } = await env.ACK_EMAIL.send(
      oneLineHeaders({
        from: { name: brandName("primary"), email: config.from },
        to: target.address,
        replyTo: config.replyTo,
        ...mail,
        ...(invite
          ? {
              attachments: [
                {
                  disposition: "attachment",
                  filename: "invite.ics",
                  type: `text/calendar; method=${method}; charset=UTF-8`,
                  content: icsOf(c, person(lead), config.replyTo, lang, new Date(), target.kind),
                },
              ],
            }
          : {}),
      }),
    );
    return { receiverId: messageId };
  },
};

/** The host's copy of the same invitation. Through ACK_EMAIL: the staff binding may send only to the intake inboxes. */
export const consultationHost: Channel<{ from: string; replyTo: string }> = {
  name: "consultation-host",
  read: acknowledgement.read,
  targets: () => [],
  fixedTarget: true,
  async send({ env, config, delivery, lead }) {
    const { target, c: current } = await currentFor(db(env), delivery);
    // A cancellation to a host who is no longer the event's: the event as it is, cancelled for them.
    const c = cancels(target.kind) ? { ...current, status: "cancelled" as const, hostEmail: target.address } : current;
    const method = c.status === "cancelled" ? "CANCEL" : "REQUEST";
    const { messageId } = await env.ACK_EMAIL.send(
      oneLineHeaders({
        from: { name: `${brandName("primary")} intake desk`, email: config.from },
        to: target.address,
        ...hostMail(target.kind, c, person(lead), lead.id, env.SITE_ORIGIN),
        attachments: [
          {
            disposition: "attachment",
            filename: "invite.ics",
            type: `text/calendar; method=${method}; charset=UTF-8`,
            content: icsOf(c, person(lead), config.replyTo, "en", new Date(), target.kind),
          },
        ],
      }),
    );
    return { receiverId: messageId };
  },
};

export const consultationSms: Channel<SmsConfig> = {
  name: "consultation-text",
  read: readTextingSettings,
  targets: () => [],
  fixedTarget: true,
  async send({ env, config, delivery, lead, signal }) {
    const { target, c } = await currentFor(db(env), delivery);
    if (!lead.textConsent) throw new FinalSendError("Not sent: no consent to texts");
    const body = consultationText(langOf(lead), target.kind, c);
    return sendDeliveryText(db(env), config, { lead, deliveryId: delivery.id, to: target.address, body, sentBy: "system", signal });
  },
};
