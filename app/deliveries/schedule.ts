// When a delivery is tried again (decision 0025), and when it is given up.

export const RETRY_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200, 14_400, 28_800] as const;
export const KEEP_TRYING_MS = 12 * 60 * 60_000;
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How long a claimed attempt keeps others away: longer than an attempt and the recording of its success can
 * take, so no second attempt follows an unrecorded success. */
export const LEASE_MS = 5 * 60_000;
/** A retry's queue message is counted as lost (and the Cron sweep takes over) this long after it was due. */
export const SWEEP_GRACE_MS = 60_000;

/** The wait before the next attempt after `attempts` failed ones, or null: give up. */
export function deliveryRetryDelaySeconds(attempts: number, createdAt: string, now: Date): number | null {
  const age = now.getTime() - (Date.parse(createdAt) || 0);
  if (attempts > RETRY_DELAYS_SECONDS.length && age >= KEEP_TRYING_MS) return null;
  return RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1];
}
