// A staff reply by text from a request's page (decision 0052): only to a number that agreed or
// texted first and has not replied STOP; recorded before it goes, so a form posted twice sends once.
import { and, eq } from "drizzle-orm";
import { serviceAreaWords } from "~/content/service-area";
import type { Db } from "~/db/client.server";
import { type LeadRow, type TextMessageRow, textMessages } from "~/db/schema.server";
import { optedOut } from "~/deliveries/store.server";
import { sendRecorded } from "~/texting/send.server";
import { recordOutbound, textByKey } from "~/texting/store.server";
import { twilioError } from "~/deliveries/twilio.server";
import { readTextingSettings } from "~/texting/settings.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { areaOf } from "~/lib/service-area.server";

export type ReplyOutcome =
  { kind: "refused"; error: string; field?: "outsideArea" } | { kind: "sent" | "failed" | "repeat"; text: Pick<TextMessageRow, "id" | "status" | "error"> };

export const stopWords = (at: string) => `This number replied STOP on ${kentShort(at)}: texts are off until they reply START. Nothing was sent.`;
export const NO_CONSENT = "They did not agree to texts on the form and have not texted us: call or email them instead. Nothing was sent.";

/** Why staff may not text this request's person now, or null: they may. */
export async function replyBlock(env: Env, db: Db, lead: Pick<LeadRow, "id" | "phoneE164" | "textConsent">): Promise<string | null> {
  const stop = lead.phoneE164 ? await optedOut(db, lead.phoneE164) : undefined;
  const wrote = lead.textConsent
    ? undefined
    : await db
        .select({ id: textMessages.id })
        .from(textMessages)
        .where(and(eq(textMessages.leadId, lead.id), eq(textMessages.direction, "inbound")))
        .limit(1)
        .get();
  return replyBlockOf(readTextingSettings(env), lead, stop, Boolean(wrote));
}

/** The same answer from what the caller has already read: the settings, the number's STOP, and whether they texted. */
export function replyBlockOf(
  settings: ReturnType<typeof readTextingSettings>,
  lead: Pick<LeadRow, "phoneE164" | "textConsent">,
  stop: { optedOutAt: string } | undefined,
  wroteFirst: boolean,
): string | null {
  if (settings.state !== "on")
    return settings.state === "off"
      ? "Texting is not set up (TWILIO_TEXTING_NUMBER): call or email them instead."
      : `Texting is not set up: ${settings.problem}.`;
  if (!lead.phoneE164) return "This request has no phone number to text.";
  if (stop) return stopWords(stop.optedOutAt);
  // A text from them is their consent to an answer in that conversation.
  return lead.textConsent || wroteFirst ? null : NO_CONSENT;
}

/** `outsideArea`: staff ticked that they checked a number outside the service area (the page warned them). */
export async function sendReply(
  env: Env,
  db: Db,
  reply: { lead: LeadRow; body: string; by: string; formKey: string; now: Date; outsideArea?: boolean },
): Promise<ReplyOutcome> {
  const same = await textByKey(db, reply.formKey);
  if (same) return { kind: "repeat", text: same };
  const blocked = await replyBlock(env, db, reply.lead);
  const settings = readTextingSettings(env);
  if (blocked || settings.state !== "on" || !reply.lead.phoneE164) return { kind: "refused", error: blocked ?? "Texting is not set up." };
  const area = areaOf(env, reply.lead.phoneE164);
  if (area && !area.inArea && !reply.outsideArea) return { kind: "refused", field: "outsideArea", error: serviceAreaWords.replyRefused(area.words) };
  const { config } = settings;
  const to = reply.lead.phoneE164;
  const claimed = await recordOutbound(
    db,
    { lead: reply.lead, from: config.from, to, body: reply.body, sid: null, sentBy: reply.by, formKey: reply.formKey, status: "sending" },
    reply.now,
  );
  const row = (await textByKey(db, reply.formKey))!;
  // Two posts at once: only the one that recorded the row sends.
  if (!claimed) return { kind: "repeat", text: row };
  try {
    await sendRecorded(db, config, row.id, to, reply.body, AbortSignal.timeout(10_000));
    log("info", "desk_text_sent", { leadId: reply.lead.id, textId: row.id });
    return { kind: "sent", text: { ...row, status: "queued" } };
  } catch (error) {
    const why = twilioError(error);
    log("warn", "desk_text_failed", { leadId: reply.lead.id, textId: row.id, error: why });
    return { kind: "failed", text: { ...row, status: "failed", error: why } };
  }
}

/** The page's answer to a reply: sent, or not with Twilio's reason (the thread shows it too). */
export function replyAnswer(lead: Pick<LeadRow, "phone">, text: Pick<TextMessageRow, "status" | "error"> | undefined): string {
  if (!text) return "";
  if (text.status === "failed") return `Not sent: ${text.error ?? "Twilio refused it"}`;
  return `Text sent to ${lead.phone ?? "them"}`;
}
