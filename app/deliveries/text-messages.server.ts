// The texts in and out of one conversation (text_messages), each stored once per Twilio id.
import type { Db } from "~/db/client.server";
import { optOut } from "./opt-outs.server";
import { type LeadRow, textMessages } from "~/db/schema.server";

/** A staff reply is recorded before it goes ("sending", with its form key): a second post of the form finds it. */
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

/** Twilio's status callback: a later state replaces an earlier one, never the reverse (callbacks may cross). */
export async function recordTextStatus(db: Db, messageSid: string, status: string, errorCode: string | null, now = new Date()): Promise<boolean> {
  if (!(textStatuses as readonly string[]).includes(status)) return false;
  const row = await db.$client
    .prepare(
      `UPDATE text_messages SET status = ?2, updated_at = ?3, error = COALESCE(?4, error) WHERE message_sid = ?1 AND direction = 'outbound'
         AND ${rank("status")} <= ${rank("?2")} RETURNING to_e164`,
    )
    .bind(messageSid, status, now.toISOString(), errorCode ? `Twilio error ${errorCode}` : null)
    .first<{ to_e164: string }>();
  if (row && errorCode === "21610") await optOut(db, row.to_e164, "21610", now);
  return Boolean(row);
}
