/** "Reached", counted one way (decision 0069): a call logged as Reached, or an older `first_contact_at`; a status
 * change never writes that (decision 0051). */
import { type SQL, sql } from "drizzle-orm";

/** The first call logged as Reached among the requests `requestIds` (a subquery) selects, or NULL. */
export const firstReachedCall = (requestIds: SQL) =>
  sql<string | null>`(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.outcome = 'reached' AND a.lead_id IN (${requestIds}))`;

export const firstReach = (requestIds: SQL) =>
  sql<
    string | null
  >`(SELECT min(t) FROM (SELECT g.first_contact_at AS t FROM leads g WHERE g.id IN (${requestIds}) UNION ALL SELECT ${firstReachedCall(requestIds)}))`;
