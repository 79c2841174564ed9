// Arms a request's new-text alert, and any alert of its shape (the phone line's missed-call alert): apart from the
// channels, as the registry lists every channel and this module starts the engine.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { leads } from "~/db/schema.server";
import { errorMessage, log } from "~/lib/log";
import { deliver } from "~/deliveries/engine.server";
import { noneSince } from "~/deliveries/store.server";
import type { Channel } from "~/deliveries/channel.server";
import { type AlertConfig, alertTargets, readAlertSettings, TEXT_ALERT_GAP_MINUTES, textAlert } from "./channels.server";

/** Writes (or arms again) the request's alerts, unless one was armed in the last 10 minutes, and tries them
 * at once. One statement: two texts at once arm one alert. */
export const alertNewText = (env: Env, db: Db, leadId: number, now: Date) => armAlert(env, db, textAlert, leadId, now);

/** An alert of `channel` to the request's owner (else the on-call numbers, else the inboxes), at most one in 10 minutes. */
export async function armAlert(env: Env, db: Db, channel: Channel<AlertConfig>, leadId: number, now: Date): Promise<number> {
  const event = channel.name.replaceAll("-", "_");
  const state = readAlertSettings(env);
  if (state.state !== "on") return 0;
  try {
    const lead = await db.select({ ownerEmail: leads.ownerEmail }).from(leads).where(eq(leads.id, leadId)).get();
    const targets = lead ? alertTargets(state.config, lead.ownerEmail) : [];
    if (targets.length === 0) return 0;
    const since = new Date(now.getTime() - TEXT_ALERT_GAP_MINUTES * 60_000);
    const to = targets.map((target) => ({ target, route: channel.route!(target) }));
    const armed = await deliver(env, [{ lead: { leadId }, channel: channel.name, to, when: noneSince(db, leadId, channel.name, since), rearm: true, at: now }]);
    if (armed.length) log("info", `${event}_armed`, { leadId, deliveries: armed.map((d) => d.id) });
    return armed.length;
  } catch (error) {
    log("error", `${event}_failed`, { leadId, message: errorMessage(error) });
    return 0;
  }
}
