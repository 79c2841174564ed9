/**
 * The deliveries a new lead gets: one per endpoint of every configured channel, and one
 * failed delivery for a channel only partly set (its error names the missing setting,
 * and an error is logged), so staff see it on the lead and in `npm run leads`.
 */
import { log } from "~/lib/log";
import type { PlannedLead } from "./channel.server";
import { channels } from "./channels.server";

export interface PlannedDelivery {
  channel: string;
  target: string;
  route: string;
  status: "pending" | "failed";
  lastError: string | null;
  dedupeKey: string | null;
}

export function planDeliveries(env: Env, lead: PlannedLead): PlannedDelivery[] {
  return channels.flatMap((channel): PlannedDelivery[] => {
    const state = channel.read(env);
    if (state.state === "off") return [];
    if (state.state === "misconfigured") {
      log("error", "delivery_misconfigured", { channel: channel.name, problem: state.problem });
      return [{ channel: channel.name, target: "", route: channel.name, status: "failed", lastError: `Not configured: ${state.problem}`, dedupeKey: null }];
    }
    return channel.targets(state.config, lead).map((target) => ({
      channel: channel.name,
      target,
      route: channel.route?.(target) ?? channel.name,
      status: "pending",
      lastError: null,
      dedupeKey: channel.dedupeKey?.(target, lead) ?? null,
    }));
  });
}
