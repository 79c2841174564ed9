/**
 * The staff email channel: one email per intake inbox (LEAD_TO_ADDRESSES) from
 * LEAD_FROM_ADDRESS, through the EMAIL binding, with every field of the request and the
 * list of channels it goes to (app/leads/email.server.tsx renders it).
 */
import { leadEmail } from "~/leads/email.server";
import { wasEmailedUnsaved } from "~/leads/unsaved-mark.server";
import { log } from "~/lib/log";
import { addressList, type Channel, type ChannelState, isEmailAddress, readSettings } from "./channel.server";

export interface StaffEmailConfig {
  from: string;
  to: string[];
}

export function readStaffEmail(env: Env): ChannelState<StaffEmailConfig> {
  const settings = readSettings(env, ["LEAD_FROM_ADDRESS", "LEAD_TO_ADDRESSES"]);
  if (settings.state !== "on") return settings;
  const { LEAD_FROM_ADDRESS: from, LEAD_TO_ADDRESSES } = settings.config;
  if (!isEmailAddress(from)) return { state: "misconfigured", problem: "LEAD_FROM_ADDRESS is not a valid address" };
  const to = addressList("LEAD_TO_ADDRESSES", LEAD_TO_ADDRESSES);
  return typeof to === "string" ? { state: "misconfigured", problem: to } : { state: "on", config: { from, to } };
}

export const staffEmail: Channel<StaffEmailConfig> = {
  name: "staff-email",
  read: readStaffEmail,
  targets: (config) => config.to,
  // Each inbox on its own: one refused address (not allowed, mistyped) is not an outage of the others.
  route: (target) => `staff-email ${target}`,
  async send({ env, config, delivery, lead, deliveries }) {
    // Staff already have this lead in full, in a "NOT SAVED" email sent while D1 was down.
    if (await wasEmailedUnsaved(lead.leadKey)) {
      log("info", "delivery_already_emailed_unsaved", { deliveryId: delivery.id, leadId: lead.id });
      return { receiverId: "the NOT SAVED email" };
    }
    // '*': a row from before deliveries, meant for every staff inbox.
    const to = delivery.target === "*" ? config.to : [delivery.target];
    const { messageId } = await env.EMAIL.send(leadEmail(lead, { from: config.from, to }, { deliveries }));
    return { receiverId: messageId };
  },
};
