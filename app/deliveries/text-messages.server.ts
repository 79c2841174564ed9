// The texts in and out of one conversation (text_messages), each stored once per Twilio id.
import type { Db } from "~/db/client.server";
import { type LeadRow, textMessages } from "~/db/schema.server";

export async function recordOutbound(
  db: Db,
  sent: { lead: Pick<LeadRow, "id">; from: string; to: string; body: string; sid: string | null; sentBy: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(textMessages)
    .values({ leadId: sent.lead.id, direction: "outbound", body: sent.body, fromE164: sent.from, toE164: sent.to, messageSid: sent.sid, status: "queued", sentBy: sent.sentBy, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}
