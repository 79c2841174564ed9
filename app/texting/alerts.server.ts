// Arms a request's new-text alert (its channel is in channels.server.ts): apart from the channel, as the
// registry lists every channel and this module starts the engine.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { leads } from "~/db/schema.server";
import { errorMessage, log } from "~/lib/log";
import { deliver } from "~/deliveries/engine.server";
import { noneSince } from "~/deliveries/store.server";
import { alertTargets, readAlertSettings, TEXT_ALERT_GAP_MINUTES, textAlert } from "./channels.server";

/** Writes (or arms again) the request's alerts, unless one was armed in the last 10 minutes, and tries them
 * at once. One statement: two texts at once arm one alert. */
export async function alertNewText(env: Env, db: Db, leadId: number, now: Date): Promise<number> {
  const state = readAlertSettings(env);
  if (state.state !== "on") return 0;
  try {
    const lead = await db.select({ ownerEmail: leads.ownerEmail }).from(leads).where(eq(leads.id, leadId)).get();
    const targets = lead ? alertTargets(state.config, lead.ownerEmail) : [];
    if (targets.length === 0) return 0;
    const since = new Date(now.getTime() - TEXT_ALERT_GAP_MINUTES * 60_000);
    const to = targets.map((target) => ({ target, route: textAlert.route!(target) }));
    const armed = await deliver(env, [
      { lead: { leadId }, channel: textAlert.name, to, when: noneSince(db, leadId, textAlert.name, since), rearm: true, at: now },
    ]);
    if (armed.length) log("info", "text_alert_armed", { leadId, deliveries: armed.map((d) => d.id) });
    return armed.length;
  } catch (error) {
    log("error", "text_alert_failed", { leadId, message: errorMessage(error) });
    return 0;
  }
}
