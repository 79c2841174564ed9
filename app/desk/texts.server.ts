// The conversation by text on a request's page: every text in and out, oldest first, and whether
// the number replied STOP.
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { textMedia, textMessages } from "~/db/schema.server";
import { optedOut } from "~/deliveries/opt-outs.server";
import { mentionsKeyword } from "~/lib/texting";
import { mediaPath } from "./text-media.server";

export async function textThread(db: Db, leadId: number, phoneE164: string | null) {
  const rows = await db.select().from(textMessages).where(eq(textMessages.leadId, leadId)).orderBy(asc(textMessages.createdAt), asc(textMessages.id));
  const media = await db.select().from(textMedia).where(eq(textMedia.leadId, leadId)).orderBy(asc(textMedia.position));
  const stop = phoneE164 ? await optedOut(db, phoneE164) : undefined;
  return {
    messages: rows.map((m) => ({
      id: m.id,
      direction: m.direction,
      body: m.body,
      at: m.createdAt,
      status: m.status,
      sentBy: m.sentBy,
      photos: m.mediaCount,
      // The proxy's addresses, never Twilio's.
      photoLinks: media.filter((p) => p.textMessageId === m.id).map((p) => mediaPath(m.id, p.position)),
      // A longer message naming STOP is no opt-out, but staff should ask.
      mentionsStop: m.direction === "inbound" && mentionsKeyword(m.body),
    })),
    optedOut: stop ? { at: stop.optedOutAt, keyword: stop.keyword } : null,
  };
}

export type TextThread = Awaited<ReturnType<typeof textThread>>;
