// A request's arrival, on every path that stores one (both web doors, the queue, its dead letters, a text, the
// desk): its owner, first call due and same-person link computed before the insert, then one D1 batch with its deliveries.
import { countEvent } from "~/attribution/store.server";
import type { FirstTouch } from "~/attribution/source";
import { type Db, db } from "~/db/client.server";
import { type DeliveryRow, type LeadRow, leads, type NewLeadRow } from "~/db/schema.server";
import { eq } from "drizzle-orm";
import { attemptNew } from "~/deliveries/engine.server";
import { enqueueForLead, type PlannedDelivery, planDeliveries } from "~/deliveries/plan.server";
import { deliveriesOfLeadKey } from "~/deliveries/store.server";
import { firstCallDue } from "~/calls/cadence";
import { errorMessage, log } from "~/lib/log";
import { personColumns } from "~/lib/people";
import { recheckConflicts } from "~/conflicts/store.server";
import { arrivalOwnerStatement } from "~/owners/store.server";
import { arrivalOwner } from "~/owners/round-robin.server";
import { insertLeadStatements, samePersonOf } from "~/leads/store.server";

export interface StoredLead {
  lead: LeadRow;
  created: boolean;
  deliveries: DeliveryRow[];
}

export interface Arrival {
  /** The channels a request gets when not every one applies (one opened by a text or at the desk). */
  only?: readonly string[];
  /** The client's network, counted toward the first text's cap; not stored on the request. */
  network?: string;
  /** Who chose the row's `ownerEmail` (a call's request: whoever answered it), for the owner history. */
  ownerBy?: string;
  now?: Date;
}

/** Plans the request's deliveries (all channels, or `only` these) and stores it with them. */
export function createLead(env: Env, store: Db, typed: NewLeadRow, { only, network, ownerBy, now }: Arrival = {}): Promise<StoredLead> {
  const planned = planDeliveries(env, network === undefined ? typed : { ...typed, network }, now);
  return storeLead(store, typed, only ? planned.filter((d) => only.includes(d.channel)) : planned, ownerBy);
}

/** Once per lead key, with its deliveries, in one D1 batch: both or neither. */
export async function storeLead(store: Db, typed: NewLeadRow, planned: PlannedDelivery[] = [], ownerBy?: string): Promise<StoredLead> {
  // Normalized here, where every path (at once, the queue, its dead letters) stores.
  const person = { ...typed, ...personColumns(typed) };
  const now = new Date();
  // A linked request keeps its own due time, and gets the owner of the person's open request (decision 0068).
  const linked = { ...person, duplicateOf: await samePersonOf(store, person) };
  const ownerEmail = await arrivalOwner(store, linked, now);
  const values = { ...linked, ownerEmail, callDueAt: firstCallDue(person.createdAt) };
  const [inserted, , , ...enqueued] = await store.batch([
    ...insertLeadStatements(store, values),
    arrivalOwnerStatement(store, values.leadKey, ownerBy),
    ...enqueueForLead(store, values, planned, now),
  ]);
  if (inserted[0]) return { lead: inserted[0], created: true, deliveries: enqueued.flat().sort((a, b) => a.id - b.id) };
  // Stored before (a retry, the queue after a lost answer): what is there.
  const [[lead], deliveries] = await store.batch([
    store.select().from(leads).where(eq(leads.leadKey, values.leadKey)),
    deliveriesOfLeadKey(store, values.leadKey),
  ]);
  if (!lead) throw new Error("Lead neither inserted nor found");
  return { lead, created: false, deliveries };
}

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

/** After a web request is stored: its deliveries tried, the day's count, the conflict check. */
export async function leadStored(env: Env, { lead: row, created, deliveries }: StoredLead): Promise<void> {
  const page = row.sourceUrl ? new URL(row.sourceUrl).pathname : row.sourcePage;
  await Promise.all([
    attemptNew(env, deliveries),
    created &&
      countEvent(db(env), "consultation_request", page, touchOf(row)).catch((error) =>
        log("error", "lead_count_failed", { leadId: row.id, message: errorMessage(error) }),
      ),
    created && recheckConflicts(db(env), row.id).catch((error) => log("error", "conflict_check_failed", { leadId: row.id, message: errorMessage(error) })),
  ]);
}
