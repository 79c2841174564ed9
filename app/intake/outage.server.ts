// The outage path, so that no request is lost when D1 fails: the lead queue and its dead letters store it
// later; when neither D1 nor the queue takes it, the staff email marked NOT SAVED carries it.
import * as z from "zod/mini";
import { db } from "~/db/client.server";
import type { NewLeadRow, StoredVia } from "~/db/schema.server";
import { leadEmail } from "~/deliveries/lead-email";
import { outsideAreaLine, readStaffEmail } from "~/deliveries/staff-email.server";
import { markEmailedUnsaved, wasEmailedUnsaved } from "~/deliveries/unsaved-mark.server";
import { oneLineHeaders } from "~/lib/email-message";
import { errorMessage, log } from "~/lib/log";
import { withTimeout } from "~/lib/with-timeout";
import { computeLeadKey, LEAD_KEY, queuedRow } from "~/leads/schema";
import { createLead, leadStored } from "./arrival.server";

/** The queues' names, as wrangler.toml declares them (a Worker test holds them equal). */
export const LEAD_QUEUE = "kestrel-leads";
export const LEAD_DEAD_LETTER_QUEUE = "kestrel-leads-dlq";
export const LEAD_QUEUE_MAX_RETRIES = 100;
export const DEAD_LETTER_MAX_RETRIES = 100;

/** Never past a minute, so queued leads are stored within a minute of D1's return. */
export function queuedLeadRetryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

const SEND_TIMEOUT_MS = 30_000;

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

/** A lead already emailed so (a retry, a redelivered message) is not emailed again. */
async function emailUnsaved(env: Env, { leadKey, lead }: QueuedLead, why: string): Promise<boolean> {
  if (await wasEmailedUnsaved(leadKey)) return true;
  try {
    const staff = readStaffEmail(env);
    if (staff.state !== "on") throw new Error(staff.state === "off" ? "LEAD_FROM_ADDRESS and LEAD_TO_ADDRESSES are not set" : staff.problem);
    await withTimeout(
      env.EMAIL.send(oneLineHeaders(leadEmail(lead, staff.config, { unsaved: why, outsideArea: outsideAreaLine(env, lead.phone) }))),
      SEND_TIMEOUT_MS,
    );
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

async function storeAndDeliver(env: Env, { lead, leadKey }: QueuedLead, storedVia: StoredVia): Promise<void> {
  const row = { ...lead, leadKey, storedVia };
  const stored = await createLead(env, db(env), row);
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, storedVia });
  await leadStored(env, stored);
}

/** A malformed body cannot become readable by trying again: it is logged and acknowledged. */
async function eachQueuedLead(batch: MessageBatch<unknown>, handle: (message: Message<unknown>, queued: QueuedLead) => Promise<void>): Promise<void> {
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
      log("error", "lead_lost", {
        leadKey: queued.leadKey,
        lead: queued.lead,
        action: "Neither D1 nor email took this lead: enter it by hand from this line.",
      });
      message.ack();
    } else {
      message.retry({ delaySeconds: 300 });
    }
  });
}

export interface QueuedLead {
  leadKey: string;
  lead: NewLeadRow;
}

const queuedMessage = z.object({ leadKey: z.catch(z.optional(z.string().check(z.regex(LEAD_KEY))), undefined), lead: queuedRow });

export type ReadQueuedLead = { ok: true; queued: QueuedLead } | { ok: false; problem: string };

export async function readQueuedLead(body: unknown, sentAt: Date): Promise<ReadQueuedLead> {
  try {
    const result = queuedMessage.safeParse(body);
    if (!result.success) {
      const problem = result.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
      return { ok: false, problem: problem.slice(0, 500) };
    }
    const { lead: parsed } = result.data;
    const leadKey = result.data.leadKey ?? parsed.leadKey ?? (await computeLeadKey(parsed));
    const createdAt = parsed.createdAt || (Number.isNaN(sentAt.getTime()) ? new Date() : sentAt).toISOString();
    return { ok: true, queued: { leadKey, lead: { ...parsed, createdAt, leadKey } } };
  } catch (error) {
    return { ok: false, problem: `unreadable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  }
}

const CARRIED_BODY_LIMIT = 32 * 1024;

/** A malformed body as text: its log line is the last record of whatever it carried. */
export function carriedBody(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return text.length > CARRIED_BODY_LIMIT ? `${text.slice(0, CARRIED_BODY_LIMIT)}…(truncated)` : text;
}
