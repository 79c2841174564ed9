/** "Reached", counted one way (decision 0069; the words: app/content/desk-definitions.ts): the first call logged
 * as Reached, or for requests from before calls were logged the `first_contact_at` recorded then. A status change
 * never writes `first_contact_at` (decision 0051), so a move to Contacted alone is not a reach. */

/** SQL: the first call logged as Reached among the requests `requestIds` (a subquery) selects, or NULL. */
export const firstReachedCallSql = (requestIds: string) => `(SELECT min(a.attempted_at) FROM call_attempts a WHERE a.outcome = 'reached' AND a.lead_id IN (${requestIds}))`;

/** SQL: the first reach among those requests, or NULL. */
export const firstReachSql = (requestIds: string) =>
  `(SELECT min(t) FROM (SELECT g.first_contact_at AS t FROM leads g WHERE g.id IN (${requestIds}) UNION ALL SELECT ${firstReachedCallSql(requestIds)}))`;
