/**
 * Helpers for the outage tests: a D1 binding that fails on demand, a queue binding that
 * records (or refuses) what it is sent, and a way to run the Worker's queue handler on a
 * batch, as Cloudflare would deliver it.
 */
import { env } from "cloudflare:workers";
import type { QueuedLead } from "~/intake/outage.server";
import worker from "../../worker/index";
import type { emailRecorder } from "./lead-helpers";

/** A D1 binding that throws on every query while `down`, and is the real one otherwise. */
export function flakyDatabase() {
  const state = { down: true };
  const fail = () => {
    throw new Error("D1_ERROR: database is locked (test)");
  };
  const db = {
    prepare: (query: string) => (state.down ? fail() : env.DB.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => (state.down ? fail() : env.DB.batch(statements)),
    exec: (query: string) => (state.down ? fail() : env.DB.exec(query)),
  } as unknown as D1Database;
  return { db, state };
}

/** A queue binding that keeps what it is sent, with each message's delay (or fails while `failing`). */
export function queueRecorder<Body = QueuedLead>() {
  const recorder = {
    messages: [] as Body[],
    delays: [] as (number | undefined)[],
    failing: false,
    binding: {
      async send(body: Body, options?: QueueSendOptions) {
        if (recorder.failing) throw new Error("Queue unavailable (test)");
        recorder.messages.push(structuredClone(body));
        recorder.delays.push(options?.delaySeconds);
      },
      async sendBatch(messages: MessageSendRequest<Body>[]) {
        for (const message of messages) await recorder.binding.send(message.body, message);
      },
    } as unknown as Queue & { send(body: Body, options?: QueueSendOptions): Promise<void> },
  };
  return recorder;
}

/**
 * Runs the Worker's queue handler on `bodies` as one batch, each message on its
 * `attempts`-th delivery; returns which messages it acknowledged and which it asked to
 * retry, with the wait it asked for. A body may be anything (a malformed message).
 */
export async function deliver(queue: string, bodies: unknown[], testEnv: Env, attempts = 1) {
  const explicitAcks: string[] = [];
  const retryMessages: { msgId: string; delaySeconds?: number }[] = [];
  const messages = bodies.map((body, i) => ({
    id: `m${i}`,
    timestamp: new Date(),
    attempts,
    body,
    ack: () => explicitAcks.push(`m${i}`),
    retry: (options?: QueueRetryOptions) => retryMessages.push({ msgId: `m${i}`, delaySeconds: options?.delaySeconds }),
  }));
  const batch = { queue, messages, ackAll: () => {}, retryAll: () => {} } as unknown as MessageBatch<QueuedLead>;
  await worker.queue(batch, testEnv);
  return { explicitAcks, retryMessages };
}

/** The staff emails about the lead of this name (the subject ends with it). */
export const emailsFor = (email: ReturnType<typeof emailRecorder>, name: string) => email.sent.filter((m) => m.subject?.endsWith(` - ${name}`));

/** Collects the structured log lines written to console.error / warn / log while `run` runs. */
export async function captureLogs<T>(run: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const originals = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const keep = (line: unknown) => {
    try {
      lines.push(JSON.parse(String(line)));
    } catch {
      // not one of ours
    }
  };
  console.error = console.warn = console.log = console.info = keep;
  try {
    return { result: await run(), lines };
  } finally {
    Object.assign(console, originals);
  }
}
