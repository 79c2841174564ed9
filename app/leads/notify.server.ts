/**
 * Staff notification: send one lead's email and record the outcome on its row. Used
 * right after a lead is stored (in ctx.waitUntil, so the visitor never waits for it)
 * and by the Cron trigger, which retries unsent notifications with backoff. After the
 * last attempt the lead is marked 'failed' and an error is logged; it stays in D1.
 */
import { emailConfig, leadEmail } from "./email.server";
import {
  claimNotification,
  dueNotifications,
  recordNotificationFailure,
  recordNotificationSent,
} from "./repository.server";
import type { LeadRow } from "./table.server";
import { wasEmailedUnsaved } from "./unsaved-mark.server";
import { errorMessage, log } from "~/lib/log";
import { withTimeout } from "~/lib/with-timeout";

/**
 * Minutes to wait after failed attempt 1, 2, 3, ...: the first retry is the next Cron run
 * (every 5 minutes), then the waits grow.
 */
const RETRY_DELAYS_MINUTES = [0, 1, 5, 15, 60, 180, 360, 720] as const;
/** The first attempt plus one per delay: about 22 hours of retries. */
export const MAX_NOTIFY_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** Leads taken from D1 at a time, and sent this many at once. */
export const RETRY_BATCH = 25;
const SEND_CONCURRENCY = 5;
/** A Cron run stops taking new batches after this long (the next run carries on). */
const RUN_BUDGET_MS = 10 * 60_000;
/** How long an email send may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 30_000;
/** How long a claimed attempt keeps other senders away (longer than a send can take). */
const LEASE_MS = 2 * 60_000;

type NotifyOutcome = "sent" | "retry" | "failed" | "skipped";

type NotifyEnv = Pick<Env, "DB" | "EMAIL" | "LEAD_FROM_ADDRESS" | "LEAD_TO_ADDRESSES">;

/** Tries to send one lead's notification, once, and records what happened. */
export async function notifyLead(env: NotifyEnv, lead: LeadRow): Promise<NotifyOutcome> {
  const attempt = lead.notifyAttempts + 1;
  // Count the attempt first: the first attempt (waitUntil) and a Cron run cannot take the
  // same attempt, and a crash mid-send leaves the lead due again once the lease ends.
  const claimed = await claimNotification(env.DB, lead, new Date(Date.now() + LEASE_MS).toISOString());
  if (!claimed) return "skipped";
  // Staff already have this lead in full, in a "NOT SAVED" email sent while D1 was down.
  if (await wasEmailedUnsaved(claimed.leadKey)) {
    await recordNotificationSent(env.DB, claimed.id, new Date().toISOString());
    log("info", "lead_notification_already_emailed", { leadId: claimed.id });
    return "sent";
  }

  try {
    await withTimeout(env.EMAIL.send(leadEmail(claimed, emailConfig(env))), SEND_TIMEOUT_MS);
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error).slice(0, 1000);
    const delay = RETRY_DELAYS_MINUTES[attempt - 1];
    const nextAttemptAt = delay === undefined ? null : new Date(Date.now() + delay * 60_000).toISOString();
    await recordNotificationFailure(env.DB, claimed.id, message, nextAttemptAt);
    if (nextAttemptAt === null) {
      log("error", "lead_notification_failed", {
        leadId: claimed.id,
        attempts: attempt,
        error: message,
        action: "The lead is stored in D1 but staff were never emailed: review it with `npm run leads -- --remote`.",
      });
      return "failed";
    }
    log("warn", "lead_notification_retry", { leadId: claimed.id, attempt, nextAttemptAt, error: message });
    return "retry";
  }

  try {
    await recordNotificationSent(env.DB, claimed.id, new Date().toISOString());
  } catch (error) {
    // Sent, but not recorded: the Cron trigger may send it again (a duplicate beats a loss).
    log("error", "lead_notification_record_failed", { leadId: claimed.id, error: errorMessage(error) });
  }
  log("info", "lead_notification_sent", { leadId: claimed.id, attempt });
  return "sent";
}

/**
 * The Cron trigger: retries every notification that is due, oldest first, in batches
 * until none is due (after an outage there may be many) or the run's time is up. A lead
 * tried in this run is not due again in it: its next attempt is in the future.
 */
export async function retryDueNotifications(env: NotifyEnv, now = new Date()): Promise<Record<NotifyOutcome, number>> {
  const counts: Record<NotifyOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  const started = Date.now();
  let due = 0;
  for (;;) {
    const batch = await dueNotifications(env.DB, new Date(now.getTime() + (Date.now() - started)).toISOString(), RETRY_BATCH);
    due += batch.length;
    let handled = 0;
    for (let i = 0; i < batch.length; i += SEND_CONCURRENCY) {
      await Promise.all(
        batch.slice(i, i + SEND_CONCURRENCY).map(async (lead) => {
          try {
            counts[await notifyLead(env, lead)]++;
            handled++;
          } catch (error) {
            // D1 unavailable for this one: it stays pending and due for the next run.
            log("error", "lead_notification_retry_error", { leadId: lead.id, error: errorMessage(error) });
          }
        }),
      );
    }
    // A short batch was the last; a batch that D1 refused entirely would come back the same.
    if (batch.length < RETRY_BATCH || handled === 0) break;
    if (Date.now() - started > RUN_BUDGET_MS) {
      log("warn", "lead_notification_retry_budget", { due, ...counts });
      break;
    }
  }
  if (due > 0) log("info", "lead_notification_retry_run", { due, ...counts });
  return counts;
}
