/** The same person, once (decision 0047): a request whose normalized mailbox or phone matches one of the
 * last 90 days is linked to the first request of that person, so links never chain. */
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";

export const SAME_PERSON_DAYS = 90;

/**
 * The first request of the earliest matching person, or null. Only the arriving request's own link is
 * written: an earlier request (one staff unlinked among them) is never linked or relinked here.
 */
export async function samePersonOf(db: Db, lead: Pick<NewLeadRow, "emailKey" | "phoneE164" | "createdAt">): Promise<number | null> {
  if (!lead.emailKey && !lead.phoneE164) return null;
  const since = new Date(Date.parse(lead.createdAt) - SAME_PERSON_DAYS * 86_400_000).toISOString();
  // A match's first request is its link, or itself; a link to an erased request counts as none.
  const row = await db.$client
    .prepare(
      `SELECT coalesce(first.id, match.id) AS id FROM leads match LEFT JOIN leads first ON first.id = match.duplicate_of
       WHERE match.created_at >= ?3 AND match.created_at <= ?4 AND ((?1 IS NOT NULL AND match.email_key = ?1) OR (?2 IS NOT NULL AND match.phone_e164 = ?2))
       ORDER BY coalesce(first.created_at, match.created_at), coalesce(first.id, match.id) LIMIT 1`,
    )
    .bind(lead.emailKey ?? null, lead.phoneE164 ?? null, since, lead.createdAt)
    .first<{ id: number }>();
  return row?.id ?? null;
}
