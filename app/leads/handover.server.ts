/**
 * When D1 cannot store a lead, the lead is handed on rather than lost
 * (docs/decisions/0011-no-lead-lost.md):
 *
 *   D1 fails -> the lead queue (a Cloudflare Queue) -> its consumer stores it in D1 (one row
 *   per lead key, whatever the retries) with its deliveries, as usual, retrying with
 *   backoff while D1 is down -> after the last retry, the dead-letter queue, whose consumer
 *   tries D1 once more, else emails staff the full lead
 *   D1 and the queue fail -> the full lead is emailed to staff at once
 *
 * The visitor is told "sent" only when one of these holds the lead. Every step knows the
 * lead by its lead key (lead-key.server.ts), never by the raw idempotency key, which two
 * visitors of one cached page may share.
 */
import { errorMessage, log } from "~/lib/log";
import { withTimeout } from "~/lib/with-timeout";
import { planDeliveries } from "~/deliveries/plan.server";
import { readStaffEmail } from "~/deliveries/staff-email.server";
import { leadEmail } from "~/deliveries/lead-email";
import { carriedBody, type QueuedLead, readQueuedLead } from "./queued-lead.server";
import { storeLead } from "./repository.server";
import { leadStored } from "./stored.server";
import type { NewLeadRow, StoredVia } from "~/db/schema.server";
import { markEmailedUnsaved, wasEmailedUnsaved } from "~/deliveries/unsaved-mark.server";
import { db } from "~/db/client.server";

export type { QueuedLead } from "./queued-lead.server";

/** The queues' names, as wrangler.toml declares them (a Worker test holds them equal). */
export const LEAD_QUEUE = "kestrel-leads";
export const LEAD_DEAD_LETTER_QUEUE = "kestrel-leads-dlq";
/** wrangler.toml `max_retries` of the lead queue's consumer. */
export const LEAD_QUEUE_MAX_RETRIES = 100;
/** wrangler.toml `max_retries` of the dead-letter queue's consumer. */
export const DEAD_LETTER_MAX_RETRIES = 100;

/**
 * Seconds before the next try of a queued lead: 5, 10, 20, 40, then every 60. The wait
 * never grows past a minute, so leads queued during an outage are stored within about a
 * minute of D1's return; 100 retries keep trying for about an hour and a half.
 */
export function queuedLeadRetryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

/** How long a queue send or an email may take before it counts as failed. */
const SEND_TIMEOUT_MS = 30_000;

/**
 * The lead could not be stored in D1: hand it to the queue, or else email it to staff now.
 * True when one of them took it.
 */
export async function handOver(env: Env, lead: NewLeadRow): Promise<boolean> {
  const queued: QueuedLead = { leadKey: lead.leadKey, lead };
  try {
    await withTimeout(env.LEAD_QUEUE.send(queued, { contentType: "json" }), SEND_TIMEOUT_MS);
    log("warn", "lead_queued", { leadKey: lead.leadKey });
    return true;
  } catch (error) {
    log("error", "lead_queue_failed", { leadKey: lead.leadKey, message: errorMessage(error) });
  }
  return emailUnsaved(env, queued, "The database and the backup queue were both unavailable when this request was sent.");
}

/**
 * Emails staff the whole lead, marked as not saved in the database. True when accepted.
 * A lead already emailed so (a visitor's retry, a redelivered message) is not emailed again.
 */
async function emailUnsaved(env: Env, { leadKey, lead }: QueuedLead, why: string): Promise<boolean> {
  if (await wasEmailedUnsaved(leadKey)) return true;
  try {
    const staff = readStaffEmail(env);
    if (staff.state !== "on") throw new Error(staff.state === "off" ? "LEAD_FROM_ADDRESS and LEAD_TO_ADDRESSES are not set" : staff.problem);
    await withTimeout(env.EMAIL.send(leadEmail(lead, staff.config, { unsaved: why })), SEND_TIMEOUT_MS);
    await markEmailedUnsaved(leadKey);
    log("error", "lead_emailed_unsaved", {
      leadKey,
      action: "This lead is only in the staff email (subject starts with NOT SAVED): keep that email.",
    });
    return true;
  } catch (error) {
    log("error", "lead_email_unsaved_failed", { leadKey, message: errorMessage(error) });
    return false;
  }
}

/**
 * Stores a handed-over lead with its deliveries and makes their first attempts. A try
 * whose insert went through but whose answer was lost finds the lead stored: only the
 * deliveries never attempted are attempted now.
 */
async function storeAndDeliver(env: Env, { lead, leadKey }: QueuedLead, storedVia: StoredVia): Promise<void> {
  const row = { ...lead, leadKey, storedVia };
  const stored = await storeLead(db(env), row, planDeliveries(env, row));
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, storedVia });
  await leadStored(env, stored);
}

/**
 * Runs `handle` on each message's lead, one message at a time. A malformed body (no lead,
 * wrong types) cannot become readable by trying again: it is logged with what it carries
 * (its last record) and acknowledged, and the batch goes on. `handle` answers each
 * message itself (ack or retry) and never throws.
 */
async function eachQueuedLead(
  batch: MessageBatch<unknown>,
  handle: (message: Message<unknown>, queued: QueuedLead) => Promise<void>,
): Promise<void> {
  for (const message of batch.messages) {
    const read = await readQueuedLead(message.body, message.timestamp);
    if (read.ok) {
      await handle(message, read.queued);
      continue;
    }
    log("error", "lead_queue_malformed", {
      queue: batch.queue,
      messageId: message.id,
      attempts: message.attempts,
      problem: read.problem,
      body: carriedBody(message.body),
      action: "This message could not be read as a lead: if it holds one, enter it by hand from this line.",
    });
    message.ack();
  }
}

/** The lead queue's consumer: stores each lead, or retries it later. */
export async function consumeLeadQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await eachQueuedLead(batch, async (message, queued) => {
    try {
      await storeAndDeliver(env, queued, "queue");
      message.ack();
    } catch (error) {
      const delaySeconds = queuedLeadRetryDelaySeconds(message.attempts);
      log("warn", "lead_queue_retry", { leadKey: queued.leadKey, attempts: message.attempts, delaySeconds, message: errorMessage(error) });
      message.retry({ delaySeconds });
    }
  });
}

/**
 * The dead-letter queue's consumer: a lead the queue could not store after all its retries.
 * D1 is tried once more; if it still fails, staff get the whole lead by email.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await eachQueuedLead(batch, async (message, queued) => {
    try {
      await storeAndDeliver(env, queued, "dead-letter");
      message.ack();
      return;
    } catch (error) {
      log("error", "lead_dead_letter_store_failed", { leadKey: queued.leadKey, message: errorMessage(error) });
    }
    if (await emailUnsaved(env, queued, "The database stayed unavailable through every retry of the backup queue.")) {
      message.ack();
    } else if (message.attempts > DEAD_LETTER_MAX_RETRIES) {
      // Nothing else will try again: the log line is the last record of this lead.
      log("error", "lead_lost", { leadKey: queued.leadKey, lead: queued.lead, action: "Neither D1 nor email took this lead: enter it by hand from this line." });
      message.ack();
    } else {
      message.retry({ delaySeconds: 300 });
    }
  });
}
