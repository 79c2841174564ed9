// Nothing goes to an endpoint no longer in the settings, and nothing waits for one (decision 0035).
import type { LeadRow, DeliveryRow } from "~/db/schema.server";
import { log } from "~/lib/log";
import type { Channel, ChannelState } from "./channel.server";
import { channels, laterChannels } from "./registry.server";
import { enqueueForLead, planChannel } from "./plan.server";
import { deliveriesOffTargets, leadWithDeliveries, supersedeChannel, supersedeDelivery } from "./store.server";
import { db } from "~/db/client.server";

const SETTING: Record<string, string> = {
  "staff-email": "LEAD_TO_ADDRESSES",
  sms: "ONCALL_NUMBERS",
  "sms-summary": "ONCALL_NUMBERS (or the roster's phones)",
  "deadline-sms": "ONCALL_NUMBERS (or the roster's phones)",
  "text-alert": "ONCALL_NUMBERS (or the roster)",
  webhook: "WEBHOOK_URLS",
  "clio-grow": "CLIO_GROW_REGION (or CLIO_GROW_BASE_URL)",
};

export const REPLAN_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** The on-call text is for acting now: planned again only while the request is new and this young. */
export const TEXT_REPLAN_MAX_AGE_MS = 60 * 60_000;

function mayReplan(channel: string, lead: Pick<LeadRow, "createdAt" | "status">, now: Date): boolean {
  const age = now.getTime() - Date.parse(lead.createdAt);
  if (!(age >= 0 && age < REPLAN_MAX_AGE_MS)) return false;
  if (channel === "sms") return lead.status === "new" && age < TEXT_REPLAN_MAX_AGE_MS;
  return channel === "staff-email" || channel === "webhook" || channel === "clio-grow";
}

const currentTargets = (channel: Channel<any>, config: unknown): string[] => channel.targets(config, { email: "", createdAt: "" });

/** Why this delivery must not go, if it must not: its channel is off, or its endpoint left the settings. */
export function staleness(channel: Channel<any>, state: ChannelState<unknown>, target: string): "channel-off" | "target-removed" | null {
  if (channel.fixedTarget) return null;
  if (state.state === "off") return "channel-off";
  if (state.state !== "on" || target === "*") return null;
  return currentTargets(channel, state.config).includes(target) ? null : "target-removed";
}

function note(channel: string, target: string, reason: "channel-off" | "target-removed"): string {
  if (reason === "channel-off") return "Superseded: this channel was switched off before it went";
  if (target === "") return `Superseded: ${SETTING[channel] ?? "its settings"} was not fully set when this request came; it went to the endpoints set later`;
  return `Superseded: ${target} is no longer in ${SETTING[channel] ?? "the settings"}`;
}

/** Closes one delivery (`heldAttempt`: the caller's claimed attempt); a removed endpoint's request is planned onto the current ones. */
export async function supersede(
  env: Env,
  channel: Channel<any>,
  delivery: Pick<DeliveryRow, "id" | "leadId" | "target">,
  reason: "channel-off" | "target-removed",
  now: Date,
  heldAttempt: number | null = null,
): Promise<DeliveryRow[]> {
  if (!(await supersedeDelivery(db(env), delivery.id, reason, note(channel.name, delivery.target, reason), now, heldAttempt))) return [];
  log("warn", "delivery_superseded", { deliveryId: delivery.id, leadId: delivery.leadId, channel: channel.name, reason });
  return reason === "target-removed" ? replan(env, channel, delivery.leadId, now) : [];
}

async function replan(env: Env, channel: Channel<any>, leadId: number, now: Date): Promise<DeliveryRow[]> {
  const { lead } = await leadWithDeliveries(db(env), leadId);
  if (!lead || !mayReplan(channel.name, lead, now)) return [];
  const planned = planChannel(env, channel, lead, now).filter((p) => p.status === "pending");
  if (planned.length === 0) return [];
  const [first, ...rest] = enqueueForLead(db(env), { leadId }, planned, now);
  const fresh = (await db(env).batch([first!, ...rest])).flat();
  if (fresh.length > 0) log("info", "delivery_replanned", { leadId, channel: channel.name, deliveries: fresh.map((d) => d.id) });
  return fresh;
}

/** The Cron step: every channel's deliveries that must no longer go are closed (their requests planned onto current endpoints). */
export async function supersedeStale(env: Env, now: Date): Promise<DeliveryRow[]> {
  const fresh: DeliveryRow[] = [];
  for (const channel of [...channels, ...laterChannels]) {
    if (channel.fixedTarget) continue;
    const state = channel.read(env);
    if (state.state === "off") {
      const closed = await supersedeChannel(db(env), channel.name, note(channel.name, "", "channel-off"), now);
      if (closed > 0) log("warn", "delivery_superseded", { channel: channel.name, reason: "channel-off", deliveries: closed });
    } else if (state.state === "on") {
      for (const delivery of await deliveriesOffTargets(db(env), channel.name, currentTargets(channel, state.config), now)) {
        fresh.push(...(await supersede(env, channel, delivery, "target-removed", now)));
      }
    }
  }
  return fresh;
}
