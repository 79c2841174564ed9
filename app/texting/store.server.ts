// The texts in and out of one conversation (text_messages), each stored once per Twilio id.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type LeadRow, textMessages } from "~/db/schema.server";
import { checkArea } from "~/lib/service-area.server";
import { FinalSendError } from "~/deliveries/channel.server";
import { optOut } from "~/deliveries/store.server";
import { sendText, type SmsConfig, twilioError } from "~/deliveries/twilio.server";

/** A text of the thread, recorded once: sent ones after Twilio's answer, the firm's own before they go ("sending",
 * with a key: a reply form's or a delivery's), so a second post or a retry finds the row. */
export async function recordOutbound(
  db: Db,
  sent: { lead: Pick<LeadRow, "id">; from: string; to: string; body: string; sid: string | null; sentBy: string; formKey?: string; status?: "queued" | "sending" | "sent" },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insert(textMessages)
    .values({ leadId: sent.lead.id, direction: "outbound", body: sent.body, fromE164: sent.from, toE164: sent.to, messageSid: sent.sid, status: sent.status ?? "queued", sentBy: sent.sentBy, formKey: sent.formKey ?? null, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .run();
  return inserted.meta.changes > 0;
}

export const textStatuses = ["queued", "sent", "delivered", "undelivered", "failed"] as const;
const rank = (column: string) => `CASE ${column} WHEN 'sending' THEN 0 WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 ELSE 2 END`;

/** Where Twilio posts one text's states: the row's id rides in the address (Twilio signs it with the rest), so a
 * callback that arrives before Twilio's answer to the send still finds its text. */
export const statusCallbackFor = (base: string, textId: number) => `${base}?text=${textId}`;

/** Twilio's status callback: a later state replaces an earlier one, never the reverse (callbacks may cross). */
export async function recordTextStatus(db: Db, text: { id: number | null; sid: string }, status: string, errorCode: string | null, now = new Date()): Promise<boolean> {
  if (!(textStatuses as readonly string[]).includes(status)) return false;
  const row = await db.$client
    .prepare(
      `UPDATE text_messages SET status = ?3, updated_at = ?4, error = COALESCE(?5, error), message_sid = COALESCE(message_sid, ?2)
         WHERE direction = 'outbound' AND (id = ?1 OR message_sid = ?2) AND (message_sid IS NULL OR message_sid = ?2)
         AND ${rank("status")} <= ${rank("?3")} RETURNING to_e164`,
    )
    .bind(text.id, text.sid, status, now.toISOString(), errorCode ? `Twilio error ${errorCode}` : null)
    .first<{ to_e164: string }>();
  if (row && errorCode === "21610") await optOut(db, row.to_e164, "21610", now);
  return Boolean(row);
}

/** Twilio took the text: its id, and "queued" unless a callback already said more. */
export async function settleSent(db: Db, id: number, sid: string | null, now = new Date()) {
  await db.$client
    .prepare(`UPDATE text_messages SET message_sid = COALESCE(message_sid, ?2), status = CASE WHEN ${rank("status")} = 0 THEN 'queued' ELSE status END, error = NULL, updated_at = ?3 WHERE id = ?1`)
    .bind(id, sid, now.toISOString())
    .run();
}

async function settleFailed(db: Db, id: number, error: string, now = new Date()) {
  await db.update(textMessages).set({ status: "failed", error, updatedAt: now.toISOString() }).where(eq(textMessages.id, id));
}

/** The row a key names (a delivery's, or a reply form's). */
export async function textByKey(db: Db, key: string) {
  return db.select({ id: textMessages.id, status: textMessages.status, error: textMessages.error, messageSid: textMessages.messageSid }).from(textMessages).where(eq(textMessages.formKey, key)).get();
}

/**
 * An automatic text of the thread (first text, missed-call text, consultation text, agreement link), keyed by its
 * delivery: recorded before it goes, so a callback can find it and a retry never sends what Twilio already took.
 * `shown` is what the thread keeps when the text holds something D1 must not (the signing link). Never to a number
 * outside the service area (decision 0062): only a reply staff type after the desk's warning goes there.
 */
export async function sendDeliveryText(
  db: Db,
  config: SmsConfig,
  text: { lead: Pick<LeadRow, "id">; deliveryId: number; to: string; body: string; shown?: string; sentBy: string; signal: AbortSignal },
): Promise<{ receiverId: string | null }> {
  const area = checkArea(text.to, config.serviceArea ?? ["US"]);
  if (!area?.inArea) throw new FinalSendError(`Not sent: ${area?.words ?? "no number"}`);
  const key = `delivery ${text.deliveryId}`;
  await recordOutbound(db, { lead: text.lead, from: config.from, to: text.to, body: text.shown ?? text.body, sid: null, sentBy: text.sentBy, formKey: key, status: "sending" });
  const row = (await textByKey(db, key))!;
  // Twilio answered an earlier attempt whose delivery was not marked sent: it is not sent again.
  if (row.messageSid) return { receiverId: row.messageSid };
  if (row.status !== "sending") await db.update(textMessages).set({ status: "sending", error: null }).where(eq(textMessages.id, row.id));
  return sendRecorded(db, config, row.id, text.to, text.body, text.signal);
}

/** Sends the text of a recorded row with that row's status callback, and settles the row: queued with Twilio's
 * id, or failed with Twilio's words (and the error thrown on). */
export async function sendRecorded(db: Db, config: SmsConfig, id: number, to: string, body: string, signal: AbortSignal) {
  const withCallback = config.statusCallback ? { ...config, statusCallback: statusCallbackFor(config.statusCallback, id) } : config;
  try {
    const sent = await sendText(withCallback, to, body, signal, db);
    await settleSent(db, id, sent.receiverId);
    return sent;
  } catch (error) {
    await settleFailed(db, id, twilioError(error));
    throw error;
  }
}
