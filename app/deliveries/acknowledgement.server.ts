// The visitor's acknowledgement channel, through its own binding: the staff binding may send
// only to the intake inboxes.
import { isLang } from "~/content/i18n";
import { brandName } from "~/content/firm";
import { kentDay } from "~/lib/kent-time";
import { normalizeMailbox } from "~/lib/people";
import { acknowledgementCap } from "./caps";
import { acknowledgementMessage } from "./acknowledgement-email";
import { type Channel, isEmailAddress, readSettings } from "./channel.server";
import { oneLineHeaders } from "~/lib/email-message";

interface AcknowledgementConfig {
  from: string;
  replyTo: string;
}

export const acknowledgement: Channel<AcknowledgementConfig> = {
  name: "acknowledgement",
  read(env) {
    const settings = readSettings(env, ["ACK_FROM_ADDRESS", "ACK_REPLY_TO"]);
    if (settings.state !== "on") return settings;
    const { ACK_FROM_ADDRESS: from, ACK_REPLY_TO: replyTo } = settings.config;
    if (!isEmailAddress(from)) return { state: "misconfigured", problem: "ACK_FROM_ADDRESS is not a valid address" };
    if (!isEmailAddress(replyTo)) return { state: "misconfigured", problem: "ACK_REPLY_TO is not a valid address" };
    return { state: "on", config: { from, replyTo } };
  },
  targets: (_config, lead) => [lead.email.trim().toLowerCase()],
  // The mailbox, not the spelling: victim+1@ and v.i.c.t.i.m@gmail.com are one person's inbox.
  dedupeKey: (target, lead) => `acknowledgement ${normalizeMailbox(target) ?? target} ${kentDay(new Date(lead.createdAt))}`,
  cap: acknowledgementCap,
  fixedTarget: true,
  async send({ env, config, delivery, lead }) {
    const message = acknowledgementMessage(isLang(lead.language) ? lead.language : "en", new Date(lead.createdAt), env.SITE_ORIGIN);
    const { messageId } = await env.ACK_EMAIL.send(
      oneLineHeaders({
        from: { name: brandName("primary"), email: config.from },
        to: delivery.target,
        replyTo: config.replyTo,
        ...message,
      }),
    );
    return { receiverId: messageId };
  },
};
