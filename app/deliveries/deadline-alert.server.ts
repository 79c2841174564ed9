// A deadline flag raised by answers given after the on-call text went (decision 0048): texted once per request
// and phone, to the request's owner (their roster phone) or else the on-call numbers.
import { intakeRoster } from "~/content/intake-roster";
import { db } from "~/db/client.server";
import type { LeadRow } from "~/db/schema.server";
import type { DeadlineFlag } from "~/content/deadlines";
import { errorMessage, log } from "~/lib/log";
import { deadlineSms } from "./deadline-sms.server";
import { attemptNew } from "./engine.server";
import { deliveryFromRow } from "./store.server";

/** Texts a flag the new answers raised, once per request and phone, if the on-call text went (or was capped) without it. */
export async function textRaisedFlags(env: Env, lead: Pick<LeadRow, "id" | "ownerEmail">, before: readonly DeadlineFlag[], after: readonly DeadlineFlag[], now: Date): Promise<void> {
  if (!after.some((flag) => !before.includes(flag))) return;
  const state = deadlineSms.read(env);
  if (state.state !== "on") return;
  try {
    const owner = intakeRoster.find((member) => member.email === lead.ownerEmail?.toLowerCase())?.phone;
    const targets = owner ? [owner] : state.config.numbers;
    const d1 = db(env).$client;
    const at = now.toISOString();
    const inserted = await d1.batch<Record<string, unknown>>(
      targets.map((target) =>
        d1
          .prepare(
            `INSERT INTO deliveries (lead_id, channel, target, route, status, next_attempt_at, created_at)
             SELECT ?1, 'deadline-sms', ?2, ?3, 'pending', ?4, ?4
             WHERE EXISTS (SELECT 1 FROM deliveries WHERE lead_id = ?1 AND channel = 'sms' AND (status = 'sent' OR (status = 'skipped' AND reason = 'cap')))
             ON CONFLICT (lead_id, channel, target) DO NOTHING RETURNING *`,
          )
          .bind(lead.id, target, deadlineSms.route!(target), at),
      ),
    );
    const written = inserted.flatMap((r) => r.results.map(deliveryFromRow));
    if (written.length) log("info", "deadline_flag_texted", { leadId: lead.id, flags: after, owner: Boolean(owner) });
    await attemptNew(env, written);
  } catch (error) {
    log("error", "deadline_flag_text_failed", { leadId: lead.id, message: errorMessage(error) });
  }
}
