// The one writer of a conversation's texts (text_messages), their photos (text_media) and the keywords
// applied (text_keywords): each text stored once per Twilio id, each keyword once per message.
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { type LeadRow, textKeywordMessages, textMedia, textMessages } from "~/db/schema.server";
import { optOut } from "~/deliveries/store.server";

/** A text of the thread, recorded once: sent ones after Twilio's answer, the firm's own before they go ("sending",
 * with a key: a reply form's or a delivery's), so a second post or a retry finds the row. */
export async function recordOutbound(
  db: Db,
  sent: {
    lead: Pick<LeadRow, "id">;
    from: string;
    to: string;
    body: string;
    sid: string | null;
    sentBy: string;
    formKey?: string;
    status?: "queued" | "sending" | "sent";
  },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insert(textMessages)
    .values({
      leadId: sent.lead.id,
      direction: "outbound",
      body: sent.body,
      fromE164: sent.from,
      toE164: sent.to,
      messageSid: sent.sid,
      status: sent.status ?? "queued",
      sentBy: sent.sentBy,
      formKey: sent.formKey ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .run();
  return inserted.meta.changes > 0;
}

/** A visitor's text, once per Twilio id: the new row's id, or null when this message was stored before. */
export async function recordInbound(
  db: Db,
  text: { leadId: number; body: string; from: string; to: string; messageSid: string; mediaCount: number },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const inserted = await db
    .insert(textMessages)
    .values({
      leadId: text.leadId,
      direction: "inbound",
      body: text.body,
      fromE164: text.from,
      toE164: text.to,
      messageSid: text.messageSid,
      status: "received",
      sentBy: "visitor",
      mediaCount: text.mediaCount,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .run();
  return inserted.meta.changes > 0 ? Number(inserted.meta.last_row_id) : null;
}

/** The photos of a visitor's text (MMS): Twilio's address and type of each, in order. */
export async function storeMedia(db: Db, messageId: number, leadId: number, media: { url: string; contentType: string }[]): Promise<void> {
  await db
    .insert(textMedia)
    .values(
      media.map((m, position) => ({ textMessageId: messageId, leadId, position, contentType: m.contentType.slice(0, 100), twilioUrl: m.url.slice(0, 2000) })),
    )
    .onConflictDoNothing();
}

/** True the first time a Twilio message's keyword is recorded: it is applied and answered only then. */
export async function firstKeyword(db: Db, messageSid: string, keyword: string, now: Date): Promise<boolean> {
  const first = await db.insert(textKeywordMessages).values({ messageSid, keyword, receivedAt: now.toISOString() }).onConflictDoNothing().run();
  return first.meta.changes > 0;
}

export const textStatuses = ["queued", "sent", "delivered", "undelivered", "failed"] as const;
const rank = (status: AnySQLiteColumn | SQL) => sql<number>`CASE ${status} WHEN 'sending' THEN 0 WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 ELSE 2 END`;

/** Where Twilio posts one text's states: the row's id rides in the address (Twilio signs it with the rest), so a
 * callback that arrives before Twilio's answer to the send still finds its text. */
export const statusCallbackFor = (base: string, textId: number) => `${base}?text=${textId}`;

/** Twilio's status callback: a later state replaces an earlier one, never the reverse (callbacks may cross). */
export async function recordTextStatus(
  db: Db,
  text: { id: number | null; sid: string },
  status: string,
  errorCode: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!(textStatuses as readonly string[]).includes(status)) return false;
  const sid = eq(textMessages.messageSid, text.sid);
  const [row] = await db
    .update(textMessages)
    .set({
      status,
      updatedAt: now.toISOString(),
      error: sql`COALESCE(${errorCode ? `Twilio error ${errorCode}` : null}, ${textMessages.error})`,
      messageSid: sql`COALESCE(${textMessages.messageSid}, ${text.sid})`,
    })
    .where(
      and(
        eq(textMessages.direction, "outbound"),
        text.id === null ? sid : or(eq(textMessages.id, text.id), sid),
        or(isNull(textMessages.messageSid), sid),
        sql`${rank(textMessages.status)} <= ${rank(sql`${status}`)}`,
      ),
    )
    .returning({ toE164: textMessages.toE164 });
  if (row && errorCode === "21610") await optOut(db, row.toE164, "21610", now);
  return Boolean(row);
}

/** A recorded text about to go (again): "sending", its last error cleared. */
export async function markSending(db: Db, id: number) {
  await db.update(textMessages).set({ status: "sending", error: null }).where(eq(textMessages.id, id));
}

/** Twilio took the text: its id, and "queued" unless a callback already said more. */
export async function settleSent(db: Db, id: number, sid: string | null, now = new Date()) {
  await db
    .update(textMessages)
    .set({
      messageSid: sql`COALESCE(${textMessages.messageSid}, ${sid})`,
      status: sql`CASE WHEN ${rank(textMessages.status)} = 0 THEN 'queued' ELSE ${textMessages.status} END`,
      error: null,
      updatedAt: now.toISOString(),
    })
    .where(eq(textMessages.id, id));
}

export async function settleFailed(db: Db, id: number, error: string, now = new Date()) {
  await db.update(textMessages).set({ status: "failed", error, updatedAt: now.toISOString() }).where(eq(textMessages.id, id));
}

/** The row a key names (a delivery's, or a reply form's). */
export async function textByKey(db: Db, key: string) {
  return db
    .select({ id: textMessages.id, status: textMessages.status, error: textMessages.error, messageSid: textMessages.messageSid })
    .from(textMessages)
    .where(eq(textMessages.formKey, key))
    .get();
}
