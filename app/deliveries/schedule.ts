/**
 * When a delivery is tried (docs/decisions/0025-deliveries.md): at once when its lead is
 * stored, then after each failure with growing waits, seconds first, then minutes, then
 * hours, through the delivery queue. It is given up (status 'failed') only when it has
 * had every wait below and is at least KEEP_TRYING_MS old.
 */

/** Seconds to wait after failed attempt 1, 2, 3, ... (the last repeats). */
export const RETRY_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200, 14_400, 28_800] as const;
/** The shortest time a delivery is kept trying. */
export const KEEP_TRYING_MS = 12 * 60 * 60_000;
/** How long one attempt may take before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/**
 * How long a claimed attempt keeps others away: longer than an attempt and the recording
 * of its success can take, so no second attempt follows an unrecorded success.
 */
export const LEASE_MS = 5 * 60_000;
/** A retry's queue message is counted as lost (and the Cron sweep takes over) this long after it was due. */
export const SWEEP_GRACE_MS = 60_000;

/** The wait before the next attempt after `attempts` failed ones, or null: give up. */
export function deliveryRetryDelaySeconds(attempts: number, createdAt: string, now: Date): number | null {
  const age = now.getTime() - (Date.parse(createdAt) || 0);
  if (attempts > RETRY_DELAYS_SECONDS.length && age >= KEEP_TRYING_MS) return null;
  return RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1];
}
