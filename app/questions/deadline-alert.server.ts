// A deadline flag raised by answers given after the on-call text went (decision 0048): texted once per request
// and phone, to the request's owner (their roster phone) or else the on-call numbers.
import { intakeRoster } from "~/content/intake-roster";
import { db } from "~/db/client.server";
import type { LeadRow } from "~/db/schema.server";
import type { DeadlineFlag } from "~/content/deadlines";
import { errorMessage, log } from "~/lib/log";
import { deadlineSms } from "./channels.server";
import { deliver } from "~/deliveries/engine.server";
import { onCallTextWent } from "~/deliveries/store.server";

/** Texts a flag the new answers raised, once per request and phone, if the on-call text went (or was capped) without it. */
export async function textRaisedFlags(
  env: Env,
  lead: Pick<LeadRow, "id" | "ownerEmail">,
  before: readonly DeadlineFlag[],
  after: readonly DeadlineFlag[],
  now: Date,
): Promise<void> {
  if (!after.some((flag) => !before.includes(flag))) return;
  const state = deadlineSms.read(env);
  if (state.state !== "on") return;
  try {
    const owner = intakeRoster.find((member) => member.email === lead.ownerEmail?.toLowerCase())?.phone;
    const targets = owner ? [owner] : state.config.numbers;
    const to = targets.map((target) => ({ target, route: deadlineSms.route!(target) }));
    const written = await deliver(env, [{ lead: { leadId: lead.id }, channel: deadlineSms.name, to, when: onCallTextWent(db(env), lead.id), at: now }]);
    if (written.length) log("info", "deadline_flag_texted", { leadId: lead.id, flags: after, owner: Boolean(owner) });
  } catch (error) {
    log("error", "deadline_flag_text_failed", { leadId: lead.id, message: errorMessage(error) });
  }
}
