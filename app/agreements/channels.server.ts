// The fee agreement's deliveries (decision 0057): the signing link by email and by text, the signed copy to
// the person (attached) and a desk link to staff. A target is "<agreement id>:<address>", so a new link is a
// new delivery; each attempt reads the agreement again and derives its link from the secret.
import { eq } from "drizzle-orm";
import { signingWords } from "~/content/fee-agreement";
import { brandName } from "~/content/firm";
import { isLang, type Lang } from "~/content/i18n";
import { db } from "~/db/client.server";
import { type AgreementRow, agreements } from "~/db/schema.server";
import { linkToken } from "~/agreements/agreement-rules";
import { signingPath } from "~/lib/page-addresses";
import { kentDate } from "~/lib/kent-time";
import { linkMessage, signedCopyMessage } from "./agreement-email";
import { sendDeliveryText } from "~/texting/send.server";
import { readTextingSettings } from "~/texting/settings.server";
import { acknowledgement } from "~/deliveries/acknowledgement.server";
import { type Channel, FinalSendError, type SendInput } from "~/deliveries/channel.server";
import type { SmsConfig } from "~/deliveries/twilio.server";
import { readStaffEmail, type StaffEmailConfig } from "~/deliveries/staff-email.server";
import { oneLineHeaders } from "~/lib/email-message";

export const AGREEMENT_SECRET_SETTING = "AGREEMENT_LINK_SECRET";

const secretOf = (env: Env) => String((env as unknown as Record<string, unknown>)[AGREEMENT_SECRET_SETTING] ?? "").trim();

/** A channel's settings plus the link secret: off when its own are off. */
function withSecret<C>(env: Env, state: ReturnType<Channel<C>["read"]>) {
  if (state.state !== "on") return state;
  const secret = secretOf(env);
  if (secret.length < 16) return { state: "misconfigured" as const, problem: `${AGREEMENT_SECRET_SETTING} is not set (at least 16 characters)` };
  return { state: "on" as const, config: { ...state.config, secret } };
}

export const agreementTarget = (agreementId: number, address: string) => `${agreementId}:${address}`;
const parseTarget = (target: string) => {
  const at = target.indexOf(":");
  return { agreementId: Number(target.slice(0, at)), address: target.slice(at + 1) };
};

async function agreementOf(input: SendInput<unknown>): Promise<{ row: AgreementRow; address: string; lang: Lang }> {
  const { agreementId, address } = parseTarget(input.delivery.target);
  const [row] = await db(input.env).select().from(agreements).where(eq(agreements.id, agreementId));
  if (!row || row.leadId !== input.lead.id) throw new FinalSendError("Not sent: the agreement is gone");
  return { row, address, lang: isLang(row.language) ? row.language : "en" };
}

/** The link, only while it can still be signed. */
async function liveLink(env: Env, secret: string, row: AgreementRow, lang: Lang): Promise<string> {
  if (row.status === "revoked") throw new FinalSendError("Not sent: the link was withdrawn");
  if (row.status === "signed") throw new FinalSendError("Not sent: the agreement is already signed");
  if (row.expiresAt <= new Date().toISOString()) throw new FinalSendError("Not sent: the link expired");
  return `${env.SITE_ORIGIN}${signingPath(await linkToken(secret, row.tokenSalt), lang)}`;
}

type AckConfig = { from: string; replyTo: string; secret: string };

export const agreementEmail: Channel<AckConfig> = {
  name: "agreement-email",
  read: (env) => withSecret(env, acknowledgement.read(env)) as ReturnType<Channel<AckConfig>["read"]>,
  targets: () => [],
  fixedTarget: true,
  async send(input) {
    const { row, address, lang } = await agreementOf(input);
    const link = await liveLink(input.env, input.config.secret, row, lang);
    const message = linkMessage(lang, link, kentDate(new Date(row.expiresAt), lang === "es" ? "es-US" : "en-US"));
    const { messageId } = await input.env.ACK_EMAIL.send(
      oneLineHeaders({ from: { name: brandName("primary"), email: input.config.from }, to: address, replyTo: input.config.replyTo, ...message }),
    );
    return { receiverId: messageId };
  },
};

export const agreementText: Channel<SmsConfig & { secret: string }> = {
  name: "agreement-text",
  read: (env) => withSecret(env, readTextingSettings(env)) as ReturnType<Channel<SmsConfig & { secret: string }>["read"]>,
  targets: () => [],
  fixedTarget: true,
  async send(input) {
    const { row, address, lang } = await agreementOf(input);
    const body = signingWords[lang].text(brandName("primary"), await liveLink(input.env, input.config.secret, row, lang));
    // The thread shows the message without its link: the token stays out of D1.
    const shown = signingWords[lang].text(brandName("primary"), "[link]");
    return sendDeliveryText(db(input.env), input.config, {
      lead: input.lead,
      deliveryId: input.delivery.id,
      to: address,
      body,
      shown,
      sentBy: row.sentBy,
      signal: input.signal,
    });
  },
};

export const agreementCopy: Channel<{ from: string; replyTo: string }> = {
  name: "agreement-copy",
  read: (env) => acknowledgement.read(env),
  targets: () => [],
  fixedTarget: true,
  async send(input) {
    const { row, address, lang } = await agreementOf(input);
    const file = row.signedKey ? await input.env.FILES.get(row.signedKey) : null;
    if (!file) throw new Error("The signed PDF is not in R2 yet");
    const { messageId } = await input.env.ACK_EMAIL.send(
      oneLineHeaders({
        from: { name: brandName("primary"), email: input.config.from },
        to: address,
        replyTo: input.config.replyTo,
        ...signedCopyMessage(lang),
        attachments: [
          {
            disposition: "attachment",
            filename: lang === "es" ? "contrato-firmado.pdf" : "signed-agreement.pdf",
            type: "application/pdf",
            content: await file.arrayBuffer(),
          },
        ],
      }),
    );
    return { receiverId: messageId };
  },
};

export const agreementStaff: Channel<StaffEmailConfig> = {
  name: "agreement-staff",
  read: readStaffEmail,
  targets: () => [],
  fixedTarget: true,
  async send(input) {
    const { row, address } = await agreementOf(input);
    const desk = `${input.env.SITE_ORIGIN}/desk/leads/${row.leadId}#agreement`;
    const { messageId } = await input.env.EMAIL.send(
      oneLineHeaders({
        from: { name: "Intake desk", email: input.config.from },
        to: address,
        subject: `Request #${row.leadId}: fee agreement signed`,
        text: [
          `The fee agreement sent on request #${row.leadId} was signed ${row.signedAt ?? ""}.`,
          `Signed PDF: ${input.env.SITE_ORIGIN}/desk/agreements/${row.id}/signed.pdf`,
          `Request: ${desk}`,
        ].join("\n"),
      }),
    );
    return { receiverId: messageId };
  },
};
