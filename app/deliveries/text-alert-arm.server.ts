// Arms a request's new-text alert (text-alert.server.ts is its channel): apart from the channel, as the
// engine lists every channel and this module starts the engine.
import type { Db } from "~/db/client.server";
import { errorMessage, log } from "~/lib/log";
import { attemptNew } from "./engine.server";
import { deliveryFromRow } from "./store.server";
import { alertTargets, readAlertSettings, TEXT_ALERT_GAP_MINUTES } from "./text-alert.server";

/** Writes (or arms again) the request's alerts, unless one was armed in the last 10 minutes, and tries them
 * at once. One statement: two texts at once arm one alert. */
export async function alertNewText(env: Env, db: Db, leadId: number, now: Date): Promise<number> {
  const state = readAlertSettings(env);
  if (state.state !== "on") return 0;
  try {
    const lead = await db.$client.prepare("SELECT owner_email FROM leads WHERE id = ?1").bind(leadId).first<{ owner_email: string | null }>();
    const targets = lead ? alertTargets(state.config, lead.owner_email) : [];
    if (targets.length === 0) return 0;
    const at = now.toISOString();
    const since = new Date(now.getTime() - TEXT_ALERT_GAP_MINUTES * 60_000).toISOString();
    const { results } = await db.$client
      .prepare(
        `INSERT INTO deliveries (lead_id, channel, target, route, status, next_attempt_at, created_at)
         SELECT ?1, 'text-alert', value, CASE WHEN instr(value, '@') > 0 THEN 'text-alert ' || value ELSE 'sms ' || value END, 'pending', ?2, ?2
         FROM json_each(?3) WHERE NOT EXISTS (SELECT 1 FROM deliveries WHERE lead_id = ?1 AND channel = 'text-alert' AND created_at > ?4)
         ON CONFLICT (lead_id, channel, target) DO UPDATE SET status = 'pending', reason = NULL, attempts = 0, last_error = NULL, last_attempt_at = NULL,
           lease_until = NULL, next_attempt_at = excluded.next_attempt_at, sent_at = NULL, receiver_id = NULL, cap_key = NULL, folded_into = NULL,
           created_at = excluded.created_at
         WHERE deliveries.status <> 'pending'
         RETURNING *`,
      )
      .bind(leadId, at, JSON.stringify(targets), since)
      .all<Record<string, unknown>>();
    const armed = results.map(deliveryFromRow);
    if (armed.length) log("info", "text_alert_armed", { leadId, deliveries: armed.map((d) => d.id) });
    await attemptNew(env, armed);
    return armed.length;
  } catch (error) {
    log("error", "text_alert_failed", { leadId, message: errorMessage(error) });
    return 0;
  }
}
