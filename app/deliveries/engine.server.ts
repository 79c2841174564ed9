// The delivery engine (decision 0025): a row's state is the truth of what went out; queue
// messages and Cron runs only wake attempts up.
import * as z from "zod/mini";
import { errorMessage, log } from "~/lib/log";
import { kentDay, startOfKentDay } from "~/lib/kent-time";
import { withTimeout } from "~/lib/with-timeout";
import { readCaps, summaryCap } from "./caps";
import { tellStaffOfCap } from "./cap-alert.server";
import { channelNamed } from "./registry.server";
import { FinalSendError } from "./channel.server";
import {
  claimAttempt,
  dueDeliveries,
  type Enqueue,
  enqueueStatement,
  firstCapSkip,
  foldCappedTexts,
  leadWithDeliveries,
  makeRouteDue,
  recordCapSkip,
  recordFailure,
  recordSent,
  takeCapPlace,
  waitingPerRoute,
} from "./store.server";
import { ATTEMPT_TIMEOUT_MS, LEASE_MS, deliveryRetryDelaySeconds, SWEEP_GRACE_MS } from "./schedule";
import { smsSummary } from "./sms-summary.server";
import { staleness, supersede, supersedeStale } from "./supersede.server";
import type { BatchItem } from "drizzle-orm/batch";
import type { DeliveryRow } from "~/db/schema.server";
import { db } from "~/db/client.server";

export const DELIVERY_QUEUE = "kestrel-deliveries";
/** wrangler.toml `max_retries` of its consumer: a message D1 kept refusing is dropped (the sweep takes over). */
export const DELIVERY_QUEUE_MAX_RETRIES = 20;

const deliveryMessage = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("attempt"), deliveryId: z.number(), attempts: z.number() }),
  z.object({ kind: z.literal("sent"), deliveryId: z.number(), attempts: z.number(), sentAt: z.string(), receiverId: z.nullable(z.string()) }),
]);
export type DeliveryMessage = z.infer<typeof deliveryMessage>;

export type AttemptResult = "sent" | "retry" | "failed" | "taken" | "superseded" | "skipped";

/** Attempt `attempts + 1` of one delivery, if still to be made: send, then record the outcome and schedule what follows. */
export async function attemptDelivery(env: Env, deliveryId: number, attempts: number): Promise<AttemptResult> {
  const now = new Date();
  const claimed = await claimAttempt(db(env), deliveryId, attempts, now, new Date(now.getTime() + LEASE_MS));
  if (!claimed) return "taken";
  const { lead, deliveries } = await leadWithDeliveries(db(env), claimed.leadId);
  const channel = channelNamed(claimed.channel);
  const state = channel?.read(env);
  // Its endpoint left the settings (or its channel is off): closed, not sent, and the request planned onto the current ones.
  const stale = lead && channel && state ? staleness(channel, state, claimed.target) : null;
  if (channel && stale) {
    await attemptNew(env, await supersede(env, channel, claimed, stale, now, claimed.attempts));
    return "superseded";
  }
  if (!lead || !channel || state?.state !== "on") {
    const problem = !lead
      ? "its lead is gone"
      : !channel
        ? `unknown channel ${claimed.channel}`
        : `Not configured: ${state?.state === "misconfigured" ? state.problem : "the channel is off"}`;
    return giveUp(env, claimed, problem);
  }
  // A capped channel's row written without its cap (a reminder text) takes its place now, or is skipped.
  const cap = claimed.capKey === null ? channel.cap?.(claimed.target, readCaps(env), now) : null;
  if (cap) {
    if (!(await takeCapPlace(db(env), claimed.id, cap))) {
      const skipped = await recordCapSkip(db(env), claimed.id, claimed.attempts, cap);
      if (skipped) await warnCap(env, skipped);
      return "skipped";
    }
  }

  // A retry past its channel's last moment (the missed-call text's hours) is dropped, not sent late.
  if (claimed.attempts > 1 && channel.sendBy && now > channel.sendBy(claimed)) return giveUp(env, claimed, channel.lateNote ?? "Not sent: too late");

  let receiverId: string | null;
  try {
    const signal = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
    receiverId =
      (await withTimeout(channel.send({ env, config: state.config, delivery: claimed, lead, deliveries, signal }), ATTEMPT_TIMEOUT_MS)).receiverId ?? null;
  } catch (error) {
    if (error instanceof FinalSendError) return giveUp(env, claimed, error.message);
    return scheduleRetry(env, claimed, String(error instanceof Error ? error.message : error).slice(0, 1000));
  }

  const sentAt = new Date().toISOString();
  await recordDelivered(env, { kind: "sent", deliveryId: claimed.id, attempts: claimed.attempts, sentAt, receiverId });
  log("info", "delivery_sent", { deliveryId: claimed.id, leadId: claimed.leadId, channel: claimed.channel, attempt: claimed.attempts });
  await wakeRoute(env, claimed.route).catch((error) => log("error", "delivery_wake_failed", { route: claimed.route, message: errorMessage(error) }));
  return "sent";
}

async function recordDelivered(env: Env, sent: Extract<DeliveryMessage, { kind: "sent" }>): Promise<void> {
  try {
    await recordSent(db(env), sent.deliveryId, sent.attempts, sent.sentAt, sent.receiverId);
  } catch (error) {
    log("error", "delivery_record_failed", { deliveryId: sent.deliveryId, message: errorMessage(error) });
    try {
      await env.DELIVERY_QUEUE.send(sent, { contentType: "json", delaySeconds: 5 });
    } catch (queueError) {
      log("error", "delivery_sent_unrecorded", {
        deliveryId: sent.deliveryId,
        message: errorMessage(queueError),
        action: "Delivered, but neither D1 nor the queue took the record: it may be sent once more when its lease ends.",
      });
    }
  }
}

async function scheduleRetry(env: Env, delivery: DeliveryRow, error: string): Promise<AttemptResult> {
  const now = new Date();
  const delaySeconds = deliveryRetryDelaySeconds(delivery.attempts, delivery.createdAt, now);
  if (delaySeconds === null) return giveUp(env, delivery, error);
  const channel = channelNamed(delivery.channel);
  if (channel?.sendBy && now.getTime() + delaySeconds * 1000 > channel.sendBy(delivery).getTime())
    return giveUp(env, delivery, `${channel.lateNote}. Last error: ${error}`);
  // The sweep waits a little past the queue message's time before it counts the message lost.
  let nextAttemptAt = new Date(now.getTime() + delaySeconds * 1000 + SWEEP_GRACE_MS);
  try {
    await env.DELIVERY_QUEUE.send({ kind: "attempt", deliveryId: delivery.id, attempts: delivery.attempts } satisfies DeliveryMessage, {
      contentType: "json",
      delaySeconds,
    });
  } catch (queueError) {
    log("warn", "delivery_queue_failed", { deliveryId: delivery.id, message: errorMessage(queueError) });
    nextAttemptAt = new Date(now.getTime() + delaySeconds * 1000);
  }
  await recordFailure(db(env), delivery.id, error, nextAttemptAt);
  log("warn", "delivery_retry", {
    deliveryId: delivery.id,
    leadId: delivery.leadId,
    channel: delivery.channel,
    attempt: delivery.attempts,
    delaySeconds,
    error,
  });
  return "retry";
}

async function giveUp(env: Env, delivery: DeliveryRow, error: string): Promise<AttemptResult> {
  await recordFailure(db(env), delivery.id, error, null);
  log("error", "delivery_failed", {
    deliveryId: delivery.id,
    leadId: delivery.leadId,
    channel: delivery.channel,
    attempts: delivery.attempts,
    error,
    action: "This delivery will not be tried again: fix the cause, then `npm run leads -- --retry` (or call the visitor).",
  });
  return "failed";
}

async function wakeRoute(env: Env, route: string): Promise<void> {
  const waiting = await makeRouteDue(db(env), route, new Date());
  if (waiting.length === 0) return;
  log("info", "delivery_route_recovered", { route, waking: waiting.length });
  const messages = waiting.map((d) => ({
    body: { kind: "attempt", deliveryId: d.id, attempts: d.attempts } satisfies DeliveryMessage,
    contentType: "json" as const,
  }));
  // Made due already: if the queue refuses, the next sweep takes them.
  for (let i = 0; i < messages.length; i += 100) await env.DELIVERY_QUEUE.sendBatch(messages.slice(i, i + 100));
}

/** Wakes one delivery made due (a staff member's "retry now"): through the queue, or the next sweep. */
export async function wakeDelivery(env: Env, delivery: Pick<DeliveryRow, "id" | "attempts">): Promise<void> {
  try {
    await env.DELIVERY_QUEUE.send({ kind: "attempt", deliveryId: delivery.id, attempts: delivery.attempts } satisfies DeliveryMessage, { contentType: "json" });
  } catch (error) {
    log("warn", "delivery_queue_failed", { deliveryId: delivery.id, message: errorMessage(error) });
  }
}

/** Writes the deliveries (after `alongside`, in one batch; a repeat writes nothing) and tries the new ones now. */
export async function deliver(env: Env, items: readonly Enqueue[], alongside: readonly BatchItem<"sqlite">[] = []): Promise<DeliveryRow[]> {
  if (items.length === 0) return [];
  const store = db(env);
  const [first, ...rest] = [...alongside, ...items.map((item) => enqueueStatement(store, item))];
  const written = (await store.batch([first!, ...rest])).slice(alongside.length) as DeliveryRow[][];
  const deliveries = written.flat();
  await attemptNew(env, deliveries);
  return deliveries;
}

export async function attemptNew(env: Env, deliveries: DeliveryRow[]): Promise<void> {
  await Promise.all([
    ...deliveries.filter((d) => d.status === "skipped" && d.reason === "cap" && d.capKey).map((d) => warnCap(env, d)),
    ...deliveries
      .filter((d) => d.status === "pending" && d.attempts === 0)
      .map((d) => attemptDelivery(env, d.id, 0).catch((error) => log("error", "delivery_attempt_error", { deliveryId: d.id, message: errorMessage(error) }))),
  ]);
}

/** One warning line and one email to the intake inboxes per cap and Kent day (on the day's first row it skipped). */
async function warnCap(env: Env, delivery: DeliveryRow): Promise<void> {
  try {
    const day = kentDay(new Date(delivery.createdAt));
    if (!(await firstCapSkip(db(env), delivery, startOfKentDay(day).toISOString()))) return;
    // The cap's key names a domain, a staff phone, a source or a network, never a visitor's address.
    log("warn", "delivery_cap_reached", { channel: delivery.channel, cap: delivery.capKey, day, leadId: delivery.leadId, note: delivery.lastError });
    await attemptNew(env, await tellStaffOfCap(env, delivery, day));
  } catch (error) {
    log("error", "delivery_cap_log_failed", { deliveryId: delivery.id, message: errorMessage(error) });
  }
}

/** After the hourly cap: each staff phone with held-back texts gets one summary of them, in its hour's last place (kept for it). */
async function sendTextSummaries(env: Env, now: Date): Promise<void> {
  const state = smsSummary.read(env);
  if (state.state !== "on") return;
  const caps = readCaps(env);
  for (const number of state.config.numbers) {
    const summary = await foldCappedTexts(
      db(env),
      { channel: smsSummary.name, target: number, route: smsSummary.route!(number) },
      summaryCap(number, caps, now),
      now,
    );
    if (!summary) continue;
    log("info", "delivery_text_summary", { deliveryId: summary.id, route: summary.route });
    await attemptNew(env, [summary]);
  }
}

const SWEEP_BATCH = 50;
const SWEEP_BUDGET_MS = 5 * 60_000;

/** The Cron sweep: every due delivery (its wake-up lost, or D1 down when it came), then one early try per waiting route. */
export async function sweepDeliveries(env: Env, now = new Date()): Promise<Record<AttemptResult, number>> {
  const counts: Record<AttemptResult, number> = { sent: 0, retry: 0, failed: 0, taken: 0, superseded: 0, skipped: 0 };
  const started = Date.now();
  // First what must no longer go (and where its requests go now), then the held-back texts' summaries.
  await attemptNew(env, await supersedeStale(env, now).catch((error) => (log("error", "delivery_supersede_failed", { message: errorMessage(error) }), [])));
  await sendTextSummaries(env, now).catch((error) => log("error", "delivery_text_summary_failed", { message: errorMessage(error) }));
  const tried = new Set<string>();
  const attempt = async (delivery: DeliveryRow) => {
    tried.add(delivery.route);
    try {
      counts[await attemptDelivery(env, delivery.id, delivery.attempts)]++;
    } catch (error) {
      log("error", "delivery_attempt_error", { deliveryId: delivery.id, message: errorMessage(error) });
    }
  };
  for (;;) {
    const due = await dueDeliveries(db(env), new Date(now.getTime() + (Date.now() - started)), SWEEP_BATCH);
    await Promise.all(due.map(attempt));
    // A delivery tried here is no longer due; a short batch was the last.
    if (due.length < SWEEP_BATCH || Date.now() - started > SWEEP_BUDGET_MS) break;
  }
  const probes = (await waitingPerRoute(db(env), new Date())).filter((d) => !tried.has(d.route));
  await Promise.all(probes.map(attempt));
  const total = counts.sent + counts.retry + counts.failed + counts.superseded;
  if (total > 0) log("info", "delivery_sweep", { ...counts, probes: probes.length });
  return counts;
}

export async function consumeDeliveryQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = deliveryMessage.safeParse(message.body);
      if (!parsed.success) {
        log("error", "delivery_queue_malformed", { messageId: message.id, body: JSON.stringify(message.body)?.slice(0, 500) });
        message.ack();
        return;
      }
      const body = parsed.data;
      try {
        if (body.kind === "sent") await recordSent(db(env), body.deliveryId, body.attempts, body.sentAt, body.receiverId);
        else await attemptDelivery(env, body.deliveryId, body.attempts);
        message.ack();
      } catch (error) {
        // D1 unreachable: wake again shortly.
        log("warn", "delivery_queue_retry", { deliveryId: body.deliveryId, attempts: message.attempts, message: errorMessage(error) });
        if (message.attempts >= DELIVERY_QUEUE_MAX_RETRIES) message.ack();
        else message.retry({ delaySeconds: 10 });
      }
    }),
  );
}
