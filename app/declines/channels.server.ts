// The non-engagement letter by email (decision 0055): to the person in their language, and a copy to the intake
// inbox (ACK_REPLY_TO), both through the acknowledgement's binding, with the engine's retries.
import { brandName } from "~/content/firm";
import { isLang } from "~/content/i18n";
import { db } from "~/db/client.server";
import { acknowledgement } from "~/deliveries/acknowledgement.server";
import type { Channel } from "~/deliveries/channel.server";
import { letterHtml } from "./letter-email";
import { letterOf, markLetterSent } from "./store.server";
import { oneLineHeaders } from "~/lib/email-message";

export const LETTER_CHANNEL = "non-engagement-letter";

export const nonEngagementLetterChannel: Channel<{ from: string; replyTo: string }> = {
  name: LETTER_CHANNEL,
  read: (env) => acknowledgement.read(env),
  // Written when staff press "Send letter" (letters.server.ts), never planned with a request.
  targets: () => [],
  fixedTarget: true,
  async send({ env, config, delivery, lead }) {
    const letter = await letterOf(db(env), lead.id);
    if (!letter) throw new Error("The letter is no longer kept for this request");
    const lang = isLang(letter.language) ? letter.language : "en";
    const toPerson = delivery.target === letter.address;
    const copyNote = `Copy of the non-engagement letter for request #${lead.id}, sent to ${letter.address}.`;
    const body = toPerson ? letter.body : `${copyNote}\n\n${letter.body}`;
    const { messageId } = await env.ACK_EMAIL.send(
      oneLineHeaders({
        from: { name: brandName("primary"), email: config.from },
        to: delivery.target,
        replyTo: config.replyTo,
        subject: toPerson ? letter.subject : `Copy: ${letter.subject} (request #${lead.id})`,
        text: body,
        html: letterHtml(lang, body),
      }),
    );
    if (toPerson) await markLetterSent(db(env), lead.id, new Date().toISOString());
    return { receiverId: messageId };
  },
};
