/** The same person, once (decision 0047): a request whose normalized mailbox or phone matches one of the
 * last 90 days is linked to the first request of that person, so links never chain. */
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";

export const SAME_PERSON_DAYS = 90;

interface Match {
  /** The matched request's first request (itself when not linked, or linked to an erased one). */
  first: number;
  firstAt: string;
  /** 2 when both the mailbox and the phone match, else 1. */
  keys: number;
  /** Staff unlinked this first request from another: it is a person of its own. */
  unlinked: number;
}

/**
 * The first request of the person this one most likely is, or null. Only the arriving request's own
 * link is written, so a request staff unlinked is never relinked. Between two people (an unlinked
 * pair sharing a key), the one matching more keys wins; on a tie the unlinked one, then the earliest.
 */
export async function samePersonOf(db: Db, lead: Pick<NewLeadRow, "emailKey" | "phoneE164" | "createdAt">): Promise<number | null> {
  if (!lead.emailKey && !lead.phoneE164) return null;
  const since = new Date(Date.parse(lead.createdAt) - SAME_PERSON_DAYS * 86_400_000).toISOString();
  const { results } = await db.$client
    .prepare(
      `SELECT coalesce(first.id, match.id) AS first, coalesce(first.created_at, match.created_at) AS firstAt,
         (?1 IS NOT NULL AND match.email_key IS ?1) + (?2 IS NOT NULL AND match.phone_e164 IS ?2) AS keys,
         EXISTS (SELECT 1 FROM lead_link_changes u WHERE u.lead_id = coalesce(first.id, match.id) AND u.to_duplicate_of IS NULL) AS unlinked
       FROM leads match LEFT JOIN leads first ON first.id = match.duplicate_of
       WHERE match.created_at >= ?3 AND match.created_at <= ?4 AND ((?1 IS NOT NULL AND match.email_key = ?1) OR (?2 IS NOT NULL AND match.phone_e164 = ?2))
       ORDER BY keys DESC LIMIT 200`,
    )
    .bind(lead.emailKey ?? null, lead.phoneE164 ?? null, since, lead.createdAt)
    .all<Match>();
  const best = results.sort((a, b) => b.keys - a.keys || b.unlinked - a.unlinked || a.firstAt.localeCompare(b.firstAt) || a.first - b.first)[0];
  return best?.first ?? null;
}
