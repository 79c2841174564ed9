/**
 * What follows a newly stored lead, wherever it was stored from (the service, or the lead
 * queue's consumers): the first attempt of each of its deliveries (app/deliveries/), and
 * one more consultation request in the day's counts (app/attribution/). Neither failure
 * touches the lead: a delivery is retried, and a missed count is only a count.
 */
import { countEvent } from "~/attribution/counts.server";
import type { FirstTouch } from "~/attribution/first-touch.server";
import { errorMessage, log } from "~/lib/log";
import { attemptNew } from "~/deliveries/engine.server";
import type { StoredLead } from "./repository.server";
import type { LeadRow } from "~/db/schema.server";
import { db } from "~/db/client.server";

/** The first touch a row records. */
function touchOf(row: LeadRow): FirstTouch {
  const touch: FirstTouch = { channel: row.channel ?? "direct" };
  const values = {
    landingPage: row.landingPage,
    referrer: row.referrer,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    gclid: row.gclid,
    gbraid: row.gbraid,
    wbraid: row.wbraid,
    msclkid: row.msclkid,
    fbclid: row.fbclid,
  };
  for (const [name, value] of Object.entries(values)) if (value) touch[name as keyof typeof values] = value;
  return touch;
}

/**
 * After a store: the deliveries not attempted yet (all of a new lead's; on a repeated
 * store, any whose first attempt never came), and the count for a new lead.
 */
export async function leadStored(env: Env, { lead: row, created, deliveries }: StoredLead): Promise<void> {
  const page = row.sourceUrl ? new URL(row.sourceUrl).pathname : row.sourcePage;
  await Promise.all([
    attemptNew(env, deliveries),
    created &&
      countEvent(db(env), "consultation_request", page, touchOf(row)).catch((error) =>
        log("error", "lead_count_failed", { leadId: row.id, message: errorMessage(error) }),
      ),
  ]);
}
