// Arms the missed-call alert (its channel is in channels.server.ts): apart from the channel, as the registry lists
// every channel and this module starts the engine.
import type { Db } from "~/db/client.server";
import { deliver } from "~/deliveries/engine.server";
import { noneSince } from "~/deliveries/store.server";
import { errorMessage, log } from "~/lib/log";
import { alertTargets, readAlertSettings, TEXT_ALERT_GAP_MINUTES } from "~/texting/channels.server";
import { missedCallAlert } from "./channels.server";

/** Arms the alert to the request's owner (else the on-call phones), at most once in ten minutes per request. */
export async function alertMissedCall(env: Env, store: Db, leadId: number, now: Date): Promise<number> {
  const state = readAlertSettings(env);
  if (state.state !== "on") return 0;
  try {
    const lead = await store.query.leads.findFirst({ columns: { ownerEmail: true }, where: (l, { eq }) => eq(l.id, leadId) });
    const targets = lead ? alertTargets(state.config, lead.ownerEmail) : [];
    if (targets.length === 0) return 0;
    const since = new Date(now.getTime() - TEXT_ALERT_GAP_MINUTES * 60_000);
    const to = targets.map((target) => ({ target, route: missedCallAlert.route!(target) }));
    const armed = await deliver(env, [
      { lead: { leadId }, channel: missedCallAlert.name, to, when: noneSince(store, leadId, missedCallAlert.name, since), rearm: true, at: now },
    ]);
    return armed.length;
  } catch (error) {
    log("error", "missed_call_alert_failed", { leadId, message: errorMessage(error) });
    return 0;
  }
}
