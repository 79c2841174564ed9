// The deliveries a new lead gets; caps and the once-a-day rule are checked as each row is written (the store).
import type { Db } from "~/db/client.server";
import type { DeliveryReason } from "~/db/schema.server";
import { log } from "~/lib/log";
import { turnstileSiteKey } from "~/lib/turnstile";
import { type Cap, readCaps } from "./caps";
import type { Channel, PlannedLead } from "./channel.server";
import { channels } from "./registry.server";
import { SWEEP_GRACE_MS } from "./schedule";
import { enqueueStatement, type LeadSelector } from "./store.server";

export interface PlannedDelivery {
  channel: string;
  target: string;
  route: string;
  status: "pending" | "failed" | "skipped";
  reason: DeliveryReason | null;
  lastError: string | null;
  dedupeKey: string | null;
  caps: Cap[];
}

export type LeadToPlan = PlannedLead;

export const TURNSTILE_NOTE = "Not sent: the request did not pass Turnstile (it is on), so the address may not be the sender's";

export function planDeliveries(env: Env, lead: LeadToPlan, now = new Date()): PlannedDelivery[] {
  return channels.flatMap((channel) => planChannel(env, channel, lead, now));
}

/** The statements writing a request's planned deliveries (by its key and time in the batch that writes it). */
export function enqueueForLead(db: Db, lead: LeadSelector, planned: readonly PlannedDelivery[], now: Date) {
  const dueAt = new Date(now.getTime() + SWEEP_GRACE_MS);
  return planned.map(({ target, route, ...p }) => enqueueStatement(db, { ...p, lead, to: [{ target, route }], at: now, dueAt }));
}

export function planChannel(env: Env, channel: Channel<any>, lead: LeadToPlan, now: Date): PlannedDelivery[] {
  const state = channel.read(env);
  if (state.state === "off") return [];
  if (state.state === "misconfigured") {
    log("error", "delivery_misconfigured", { channel: channel.name, problem: state.problem });
    return [
      {
        channel: channel.name,
        target: "",
        route: channel.name,
        status: "failed",
        reason: null,
        lastError: `Not configured: ${state.problem}`,
        dedupeKey: null,
        caps: [],
      },
    ];
  }
  const caps = readCaps(env);
  // With Turnstile on, an address nobody proved to be the sender's gets no email from the firm: only 'passed'
  // counts (not a form post without a token, nor an unchecked token).
  const unproven = channel.fixedTarget && turnstileSiteKey(env) !== null && lead.turnstile !== undefined && lead.turnstile !== "passed";
  const requestCaps = channel.requestCaps?.(lead, caps, now) ?? [];
  return channel.targets(state.config, lead).map((target): PlannedDelivery => {
    const held = channel.hold?.(env, target, lead) ?? (unproven ? { reason: "turnstile" as const, note: TURNSTILE_NOTE } : null);
    const cap = channel.cap?.(target, caps, now);
    return {
      channel: channel.name,
      target,
      route: channel.route?.(target) ?? channel.name,
      status: held ? "skipped" : "pending",
      reason: held?.reason ?? null,
      lastError: held?.note ?? null,
      dedupeKey: channel.dedupeKey?.(target, lead) ?? null,
      caps: [...requestCaps, ...(cap ? [cap] : [])],
    };
  });
}
