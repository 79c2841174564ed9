// The staff email channel: one email per intake inbox, with the desk link and the same
// person's earlier request.
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { type EarlierRequest, leadEmail } from "./lead-email";
import { type LeadRow, leads } from "~/db/schema.server";
import { wasEmailedUnsaved } from "./unsaved-mark.server";
import { log } from "~/lib/log";
import { areaOf } from "~/lib/service-area.server";
import { serviceAreaWords } from "~/content/service-area";
import { addressList, type Channel, type ChannelState, isEmailAddress, readSettings } from "./channel.server";
import { type Db, db } from "~/db/client.server";
import { oneLineHeaders } from "~/lib/email-message";

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
    const desk = deskLinks(env.SITE_ORIGIN);
    const earlier = await earlierRequest(db(env), lead);
    const outsideArea = outsideAreaLine(env, lead.phone);
    const { messageId } = await env.EMAIL.send(
      oneLineHeaders(
        leadEmail(
          lead,
          { from: config.from, to },
          { deliveries, deskUrl: desk?.(lead.id), earlier: earlier && { ...earlier, url: desk?.(earlier.id) }, outsideArea },
        ),
      ),
    );
    return { receiverId: messageId };
  },
};

export function outsideAreaLine(env: Env, phone: string | null | undefined): string | undefined {
  const area = areaOf(env, phone);
  return area && !area.inArea ? serviceAreaWords.staffLine(area.why) : undefined;
}

function deskLinks(siteOrigin: string | undefined): ((id: number) => string) | undefined {
  if (!siteOrigin) return undefined;
  try {
    const origin = new URL(siteOrigin).origin;
    return (id) => `${origin}/desk/leads/${id}`;
  } catch {
    return undefined;
  }
}

/** The latest request of the same person before this one: the same normalized mailbox or phone
 * (app/lib/people.ts; the stored `email_key` and `phone_e164`). */
async function earlierRequest(db: Db, lead: LeadRow): Promise<Omit<EarlierRequest, "url"> | undefined> {
  const same = [lead.emailKey && eq(leads.emailKey, lead.emailKey), lead.phoneE164 && eq(leads.phoneE164, lead.phoneE164)].filter(Boolean) as SQL[];
  if (same.length === 0) return undefined;
  return db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(lt(leads.id, lead.id), or(...same)))
    .orderBy(desc(leads.id))
    .limit(1)
    .get();
}
