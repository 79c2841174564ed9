// Every write of `deliveries` (the one enqueue among them), `text_opt_outs` and `call_reminder_messages`; the lease rule lives here once.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  max,
  min,
  ne,
  not,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias, type AnySQLiteColumn, QueryBuilder } from "drizzle-orm/sqlite-core";
import { given } from "~/db/guarded-change.server";
import {
  callReminderMessages,
  callReminders,
  type CallReminderMessageRow,
  type DeliveryReason,
  type LeadRow,
  leads,
  type DeliveryRow,
  deliveries,
  textOptOuts,
} from "~/db/schema.server";
import type { Cap } from "./caps";
import type { Db } from "~/db/client.server";

/** No attempt under way (or the one that was has outlived its lease: it died). */
const notLeased = (now: Date) => or(isNull(deliveries.leaseUntil), lte(deliveries.leaseUntil, now.toISOString()));

export const SKIPPED_NOTE = "Not sent: this address already got one today";

export type LeadSelector =
  /** The row the lead's own batch created (a retry's lead row keeps its deliveries: its `created_at` is another's). */
  { leadKey: string; createdAt: string } | { leadId: number };

const qb = new QueryBuilder();
const [d, r, l] = [alias(deliveries, "counted"), alias(callReminderMessages, "counted_reminder"), alias(leads, "counted_lead")];
const counts = (status: AnySQLiteColumn) => sql`${status} IN ('pending', 'sent', 'failed')`;

/** What the cap in `cap` counts: rows carrying its key (deliveries and reminder texts), or every delivery of its
 * channel (from its source). */
const capCount = sql<number>`CASE WHEN cap.channel IS NULL THEN
    (${qb
      .select({ n: count() })
      .from(d)
      .where(and(sql`${d.capKey} = cap.name`, sql`${d.createdAt} >= cap.since`, counts(d.status)))})
    + (${qb
      .select({ n: count() })
      .from(r)
      .where(and(sql`${r.capKey} = cap.name`, sql`${r.createdAt} >= cap.since`, counts(r.status)))})
  ELSE (${qb
    .select({ n: count() })
    .from(d)
    .innerJoin(l, eq(l.id, d.leadId))
    .where(
      and(
        sql`${d.channel} = cap.channel`,
        sql`${d.createdAt} >= cap.since`,
        counts(d.status),
        sql`(cap.source IS NULL OR coalesce(${l.channel}, 'direct') = cap.source)`,
      ),
    )})
  END`;

/** The count of one key's cap, as a subquery. */
const capCounted = (cap: Cap) =>
  sql<number>`(SELECT ${capCount} FROM (SELECT ${cap.key} AS name, ${cap.since} AS since, NULL AS channel, NULL AS source) AS cap)`;

export interface Target {
  target: string;
  route?: string;
}

/** The one "enqueue a delivery": what every writer of new deliveries passes to `enqueueStatement`. */
export interface Enqueue {
  lead: LeadSelector;
  channel: string;
  /** One row each (route: the channel's name unless given), by one statement: `when` sees none of them. */
  to: readonly Target[];
  status?: "pending" | "failed" | "skipped";
  reason?: DeliveryReason | null;
  lastError?: string | null;
  /** Once per key: a pending row whose key is already pending or sent is written skipped ('same-mailbox'). */
  dedupeKey?: string | null;
  /** Every cap a pending row must fit under; the first is the key the row carries while it counts. */
  caps?: readonly Cap[];
  when?: SQL;
  /** A row of this lead, channel and target that is not pending is armed again, as new. */
  rearm?: boolean;
  at: Date;
  dueAt?: Date;
}

const conflictTarget = [deliveries.leadId, deliveries.channel, deliveries.target];

/** Once per lead, channel and target; key and caps checked in the statement, so two requests cannot both pass one. */
export function enqueueStatement(db: Db, d: Enqueue) {
  const at = d.at.toISOString();
  const status = d.status ?? "pending";
  const pending = status === "pending";
  const caps = pending ? (d.caps ?? []) : [];
  const to = JSON.stringify(d.to.map((t) => ({ target: t.target, route: t.route ?? d.channel })));
  const taken =
    pending && d.dedupeKey
      ? exists(
          db
            .select({ one: sql`1` })
            .from(deliveries)
            .where(and(eq(deliveries.dedupeKey, d.dedupeKey), inArray(deliveries.status, ["pending", "sent"]))),
        )
      : sql`0`;
  const capped = caps.length ? sql`hit.name IS NOT NULL` : sql`0`;
  const [hitName, hitNote] = caps.length ? [sql`hit.name`, sql`hit.note`] : [sql`NULL`, sql`NULL`];
  let rows = db
    .select({
      id: given(null, "id"),
      leadId: leads.id,
      channel: given(d.channel, "channel"),
      target: sql<string>`json_extract(t.value, '$.target')`.as("target"),
      route: sql<string>`json_extract(t.value, '$.route')`.as("route"),
      status: sql<DeliveryRow["status"]>`CASE WHEN ${taken} OR ${capped} THEN 'skipped' ELSE ${status} END`.as("status"),
      reason: sql<DeliveryReason | null>`CASE WHEN ${taken} THEN 'same-mailbox' WHEN ${capped} THEN 'cap' ELSE ${d.reason ?? null} END`.as("reason"),
      attempts: given(0, "attempts"),
      lastError: sql<string | null>`CASE WHEN ${taken} THEN ${SKIPPED_NOTE} WHEN ${capped} THEN ${hitNote} ELSE ${d.lastError ?? null} END`.as("last_error"),
      lastAttemptAt: given(null, "last_attempt_at"),
      leaseUntil: given(null, "lease_until"),
      nextAttemptAt: sql<string | null>`CASE WHEN ${taken} OR ${capped} THEN NULL ELSE ${pending ? (d.dueAt ?? d.at).toISOString() : null} END`.as(
        "next_attempt_at",
      ),
      sentAt: given(null, "sent_at"),
      receiverId: given(null, "receiver_id"),
      dedupeKey: given(d.dedupeKey ?? null, "dedupe_key"),
      capKey: sql<string | null>`CASE WHEN ${capped} AND NOT ${taken} THEN ${hitName} ELSE ${caps[0]?.key ?? null} END`.as("cap_key"),
      foldedInto: given(null, "folded_into"),
      createdAt: given(at, "created_at"),
    })
    .from(leads)
    .crossJoin(sql`json_each(${to}) AS t`)
    .$dynamic();
  if (caps.length) rows = rows.leftJoin(capHit(caps), sql`1`);
  rows = rows.where(
    and("leadId" in d.lead ? eq(leads.id, d.lead.leadId) : and(eq(leads.leadKey, d.lead.leadKey), eq(leads.createdAt, d.lead.createdAt)), d.when),
  );
  const insert = db.insert(deliveries).select(rows);
  if (!d.rearm) return insert.onConflictDoNothing({ target: conflictTarget }).returning();
  return insert
    .onConflictDoUpdate({
      target: conflictTarget,
      set: {
        status: "pending",
        reason: null,
        attempts: 0,
        lastError: null,
        lastAttemptAt: null,
        leaseUntil: null,
        nextAttemptAt: sql`excluded.next_attempt_at`,
        sentAt: null,
        receiverId: null,
        capKey: null,
        foldedInto: null,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: ne(deliveries.status, "pending"),
    })
    .returning();
}

/** The first of `caps` that is full (its name and note), as a joined row: none when every cap has room. */
const capHit = (caps: readonly Cap[]) =>
  sql`(SELECT cap.name, cap.note FROM (
    SELECT json_extract(value, '$.key') AS name, json_extract(value, '$.limit') AS lim, json_extract(value, '$.since') AS since, json_extract(value, '$.note') AS note,
      json_extract(value, '$.counts.channel') AS channel, json_extract(value, '$.counts.source') AS source, key AS ord
    FROM json_each(${JSON.stringify(caps)})) AS cap
  WHERE ${capCount} >= cap.lim ORDER BY cap.ord LIMIT 1) AS hit`;

export const noDeliveryKeyed = (db: Db, key: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(deliveries)
      .where(eq(deliveries.dedupeKey, key)),
  );

/** The request's on-call text went, or its cap held it back (and its summary counts it). */
export const onCallTextWent = (db: Db, leadId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.leadId, leadId),
          eq(deliveries.channel, "sms"),
          or(eq(deliveries.status, "sent"), and(eq(deliveries.status, "skipped"), eq(deliveries.reason, "cap"))),
        ),
      ),
  );

export const noneSince = (db: Db, leadId: number, channel: string, since: Date) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(deliveries)
      .where(and(eq(deliveries.leadId, leadId), eq(deliveries.channel, channel), gt(deliveries.createdAt, since.toISOString()))),
  );

export function deliveryFromRow(row: Record<string, unknown>): DeliveryRow {
  const camel = Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), value]));
  return camel as unknown as DeliveryRow;
}

export const deliveriesOfLeadKey = (db: Db, leadKey: string) =>
  db
    .select()
    .from(deliveries)
    .where(inArray(deliveries.leadId, db.select({ id: leads.id }).from(leads).where(eq(leads.leadKey, leadKey))))
    .orderBy(asc(deliveries.id));

export async function leadWithDeliveries(db: Db, leadId: number): Promise<{ lead: LeadRow | undefined; deliveries: DeliveryRow[] }> {
  const [lead, rows] = await db.batch([
    db.select().from(leads).where(eq(leads.id, leadId)),
    db.select().from(deliveries).where(eq(deliveries.leadId, leadId)).orderBy(asc(deliveries.id)),
  ]);
  return { lead: lead[0], deliveries: rows };
}

/** Takes attempt `attempts + 1` of a pending delivery, if nobody has: counts it and holds it until `leaseUntil`. */
export async function claimAttempt(db: Db, id: number, attempts: number, now: Date, leaseUntil: Date): Promise<DeliveryRow | undefined> {
  const [claimed] = await db
    .update(deliveries)
    .set({ attempts: attempts + 1, lastAttemptAt: now.toISOString(), leaseUntil: leaseUntil.toISOString() })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), eq(deliveries.attempts, attempts), notLeased(now)))
    .returning();
  return claimed;
}

export async function recordSent(db: Db, id: number, attempts: number, sentAt: string, receiverId: string | null): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: "sent", sentAt, receiverId, lastError: null, nextAttemptAt: null, leaseUntil: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), eq(deliveries.attempts, attempts)));
}

export async function recordFailure(db: Db, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .update(deliveries)
    .set({
      lastError: error,
      nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
      leaseUntil: null,
      ...(nextAttemptAt === null && { status: "failed" as const }),
    })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending")));
}

/** Pending deliveries due by `now` (or never scheduled: rows copied from before deliveries), oldest first. */
export function dueDeliveries(db: Db, now: Date, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, "pending"), or(isNull(deliveries.nextAttemptAt), lte(deliveries.nextAttemptAt, now.toISOString())), notLeased(now)))
    .orderBy(asc(deliveries.id))
    .limit(limit)
    .all();
}

/** Per route waiting out a retry, the delivery due soonest: the sweep tries it early, so a route back is found in a minute. */
export function waitingPerRoute(db: Db, now: Date): Promise<DeliveryRow[]> {
  const soonest = db
    .select({ id: sql<number>`min(${deliveries.id})` })
    .from(deliveries)
    .where(and(eq(deliveries.status, "pending"), gt(deliveries.attempts, 0), gt(deliveries.nextAttemptAt, now.toISOString()), notLeased(now)))
    .groupBy(deliveries.route);
  return db.select().from(deliveries).where(inArray(deliveries.id, soonest)).all();
}

export function makeRouteDue(db: Db, route: string, now: Date): Promise<Pick<DeliveryRow, "id" | "attempts">[]> {
  return db
    .update(deliveries)
    .set({ nextAttemptAt: now.toISOString() })
    .where(
      and(
        eq(deliveries.route, route),
        eq(deliveries.status, "pending"),
        gt(deliveries.attempts, 0),
        gt(deliveries.nextAttemptAt, now.toISOString()),
        notLeased(now),
      ),
    )
    .returning({ id: deliveries.id, attempts: deliveries.attempts });
}

export async function supersedeDelivery(
  db: Db,
  id: number,
  reason: "target-removed" | "channel-off",
  note: string,
  now: Date,
  heldAttempt: number | null = null,
): Promise<boolean> {
  const closed = await db
    .update(deliveries)
    .set({
      status: "superseded",
      reason,
      lastError: note,
      nextAttemptAt: null,
      leaseUntil: null,
      ...(heldAttempt !== null && { attempts: sql`${deliveries.attempts} - 1` }),
    })
    .where(
      and(
        eq(deliveries.id, id),
        inArray(deliveries.status, ["pending", "failed"]),
        or(notLeased(now), heldAttempt === null ? undefined : eq(deliveries.attempts, heldAttempt)),
      ),
    )
    .returning({ id: deliveries.id });
  return closed.length > 0;
}

/** A channel's waiting or failed deliveries whose endpoint is not among `current` (the settings' endpoints now):
 * '' (the channel was only partly set) included, '*' (rows from before deliveries: every inbox now set) never. */
export function deliveriesOffTargets(db: Db, channel: string, current: string[], now: Date, limit = 100): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, channel),
        inArray(deliveries.status, ["pending", "failed"]),
        ne(deliveries.target, "*"),
        notInArray(deliveries.target, db.select({ value: sql<string>`value` }).from(sql`json_each(${JSON.stringify(current)})`)),
        notLeased(now),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(limit)
    .all();
}

export async function supersedeChannel(db: Db, channel: string, note: string, now: Date): Promise<number> {
  const closed = await db
    .update(deliveries)
    .set({ status: "superseded", reason: "channel-off", lastError: note, nextAttemptAt: null })
    .where(and(eq(deliveries.channel, channel), eq(deliveries.status, "pending"), notLeased(now)))
    .returning({ id: deliveries.id });
  return closed.length;
}

/** A request's pending deliveries of some channels whose target names one thing (a consultation): closed, never sent. */
export async function supersedePending(
  db: Db,
  which: { leadId: number; channelPrefix: string; targetMarker: string },
  note: string,
  now: Date,
): Promise<number> {
  const closed = await db
    .update(deliveries)
    .set({ status: "superseded", nextAttemptAt: null, lastError: note, lastAttemptAt: now.toISOString() })
    .where(
      and(
        eq(deliveries.leadId, which.leadId),
        like(deliveries.channel, `${which.channelPrefix}%`),
        eq(deliveries.status, "pending"),
        sql`instr(${deliveries.target}, ${which.targetMarker}) > 0`,
      ),
    )
    .returning({ id: deliveries.id });
  return closed.length;
}

/** Whether a skipped-by-cap row is the first of its cap since `since` (one warning a day). */
export async function firstCapSkip(db: Db, delivery: Pick<DeliveryRow, "id" | "capKey">, since: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(sql`${deliveries.capKey} = ${delivery.capKey}`, eq(deliveries.reason, "cap"), gte(deliveries.createdAt, since), lt(deliveries.id, delivery.id)))
    .limit(1);
  return !earlier;
}

/** Folds a staff phone's capped texts into one summary once the hour has room, marking them `folded_into` it. */
export async function foldCappedTexts(
  db: Db,
  summary: { channel: string; target: string; route: string },
  cap: Cap,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const at = now.toISOString();
  const held = and(
    eq(deliveries.capKey, cap.key),
    eq(deliveries.status, "skipped"),
    eq(deliveries.reason, "cap"),
    isNull(deliveries.foldedInto),
    lte(deliveries.createdAt, at),
  );
  const heldReminders = and(
    eq(callReminderMessages.capKey, cap.key),
    eq(callReminderMessages.status, "skipped"),
    isNull(callReminderMessages.foldedInto),
    lte(callReminderMessages.createdAt, at),
  );
  const folded = db
    .select({ leadId: deliveries.leadId })
    .from(deliveries)
    .where(held)
    .unionAll(
      db
        .select({ leadId: callReminders.leadId })
        .from(callReminderMessages)
        .innerJoin(callReminders, eq(callReminders.messageId, callReminderMessages.id))
        .where(heldReminders),
    )
    .as("folded");
  const s = alias(deliveries, "s");
  const noSummary = (leadId: SQL | AnySQLiteColumn) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(s)
        .where(and(eq(s.leadId, leadId), eq(s.channel, summary.channel), eq(s.target, summary.target))),
    );
  // The summary goes on the newest request it counts that has none yet (else the newest such request).
  const leadId = sql<number>`coalesce(
    (${db
      .select({ id: max(folded.leadId) })
      .from(folded)
      .where(noSummary(folded.leadId))}),
    (${db.select({ id: leads.id }).from(leads).where(noSummary(leads.id)).orderBy(desc(leads.id)).limit(1)}))`;
  const write = db
    .insert(deliveries)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: leadId.as("lead_id"),
          channel: given(summary.channel, "channel"),
          target: given(summary.target, "target"),
          route: given(summary.route, "route"),
          status: given("pending" as const, "status"),
          reason: given(null, "reason"),
          attempts: given(0, "attempts"),
          lastError: given(null, "last_error"),
          lastAttemptAt: given(null, "last_attempt_at"),
          leaseUntil: given(null, "lease_until"),
          nextAttemptAt: given(at, "next_attempt_at"),
          sentAt: given(null, "sent_at"),
          receiverId: given(null, "receiver_id"),
          dedupeKey: given(null, "dedupe_key"),
          capKey: given(cap.key, "cap_key"),
          foldedInto: given(null, "folded_into"),
          createdAt: given(at, "created_at"),
        })
        .from(sql`(SELECT 1) AS one`)
        .where(
          and(
            or(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(deliveries)
                  .where(held),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(callReminderMessages)
                  .where(heldReminders),
              ),
            ),
            sql`${capCounted(cap)} < ${cap.limit}`,
          ),
        ),
    )
    .onConflictDoNothing({ target: conflictTarget })
    .returning();
  const summaryId = sql<number>`(${db
    .select({ id: max(s.id) })
    .from(s)
    .where(and(eq(s.channel, summary.channel), eq(s.target, summary.target), eq(s.createdAt, at)))})`;
  const [[row]] = await db.batch([
    write,
    db
      .update(deliveries)
      .set({ foldedInto: summaryId })
      .where(and(held, sql`${summaryId} IS NOT NULL`)),
    db
      .update(callReminderMessages)
      .set({ foldedInto: summaryId })
      .where(and(heldReminders, sql`${summaryId} IS NOT NULL`)),
  ]);
  return row;
}

export interface Folded {
  /** What the summary counts: each held-back delivery's channel and request, and the call reminders. */
  deliveries: { channel: string; leadId: number }[];
  reminders: number;
  since: string | null;
}

export async function foldedInto(db: Db, summaryId: number): Promise<Folded> {
  const [held, [told]] = await db.batch([
    db
      .select({ channel: deliveries.channel, leadId: deliveries.leadId, createdAt: deliveries.createdAt })
      .from(deliveries)
      .where(eq(deliveries.foldedInto, summaryId))
      .orderBy(asc(deliveries.leadId)),
    db
      .select({ n: count(), since: min(callReminderMessages.createdAt) })
      .from(callReminderMessages)
      .where(eq(callReminderMessages.foldedInto, summaryId)),
  ]);
  const since = [...held.map((r) => r.createdAt), ...(told?.since ? [told.since] : [])].sort()[0] ?? null;
  return { deliveries: held.map((r) => ({ channel: r.channel, leadId: r.leadId })), reminders: told?.n ?? 0, since };
}

/** Counts a row written before its cap applied toward the cap as it goes, if there is room (one statement: no two take the last place). */
export async function takeCapPlace(db: Db, id: number, cap: Cap): Promise<boolean> {
  const taken = await db
    .update(deliveries)
    .set({ capKey: cap.key })
    .where(and(eq(deliveries.id, id), isNull(deliveries.capKey), sql`${capCounted(cap)} < ${cap.limit}`))
    .returning({ id: deliveries.id });
  return taken.length > 0;
}

/** Records a claimed delivery as skipped by its cap (the attempt was not made: its count is given back). */
export async function recordCapSkip(db: Db, id: number, heldAttempt: number, cap: Cap): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({
      status: "skipped",
      reason: "cap",
      capKey: cap.key,
      lastError: cap.note,
      nextAttemptAt: null,
      leaseUntil: null,
      attempts: sql`${deliveries.attempts} - 1`,
    })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), eq(deliveries.attempts, heldAttempt)))
    .returning();
  return row;
}

export function reminderMessageStatement(db: Db, message: Pick<CallReminderMessageRow, "kind" | "via" | "target" | "body">, now: Date, since: Date) {
  const at = now.toISOString();
  const { kind, via, target, body } = message;
  const recent = db
    .select({ one: sql`1` })
    .from(callReminderMessages)
    .where(and(eq(callReminderMessages.target, target), eq(callReminderMessages.kind, kind), sql`${callReminderMessages.createdAt} > ${since.toISOString()}`));
  return db
    .insert(callReminderMessages)
    .select(
      db
        .select({
          id: given(null, "id"),
          kind: given(kind, "kind"),
          via: given(via, "via"),
          target: given(target, "target"),
          body: given(body, "body"),
          status: given("pending" as const, "status"),
          attempts: given(0, "attempts"),
          lastError: given(null, "last_error"),
          nextAttemptAt: given(at, "next_attempt_at"),
          sentAt: given(null, "sent_at"),
          createdAt: given(at, "created_at"),
          capKey: given(null, "cap_key"),
          foldedInto: given(null, "folded_into"),
        })
        .from(sql`(SELECT 1) AS one`)
        .where(notExists(recent)),
    )
    .returning({ id: callReminderMessages.id });
}

type ReminderMessage = Pick<CallReminderMessageRow, "id" | "kind" | "via" | "target" | "body" | "attempts">;

/** Each message due, once: its attempt counted and held until `holdUntil` (50 at a time). */
export function claimReminderMessages(db: Db, now: Date, holdUntil: Date): Promise<ReminderMessage[]> {
  const due = alias(callReminderMessages, "due");
  const ids = db
    .select({ id: due.id })
    .from(due)
    .where(and(eq(due.status, "pending"), lte(due.nextAttemptAt, now.toISOString())))
    .orderBy(asc(due.id))
    .limit(50);
  return db
    .update(callReminderMessages)
    .set({ attempts: sql`${callReminderMessages.attempts} + 1`, nextAttemptAt: holdUntil.toISOString() })
    .where(inArray(callReminderMessages.id, ids))
    .returning({
      id: callReminderMessages.id,
      kind: callReminderMessages.kind,
      via: callReminderMessages.via,
      target: callReminderMessages.target,
      body: callReminderMessages.body,
      attempts: callReminderMessages.attempts,
    });
}

export async function markReminderSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(callReminderMessages)
    .set({ status: "sent", sentAt: at.toISOString(), nextAttemptAt: null, lastError: null })
    .where(eq(callReminderMessages.id, id));
}

/** A failed attempt: tried again at `retryAt`, or failed for good without one. */
export async function markReminderFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(callReminderMessages)
    .set({ status: retryAt ? "pending" : "failed", lastError: error.slice(0, 1000), nextAttemptAt: retryAt?.toISOString() ?? null })
    .where(eq(callReminderMessages.id, id));
}

/** A reminder text takes a place under its staff phone's hourly cap (one statement: no two take the last place). */
export async function takeReminderCapPlace(db: Db, id: number, cap: Cap): Promise<boolean> {
  const placed = await db
    .update(callReminderMessages)
    .set({ capKey: cap.key })
    .where(and(eq(callReminderMessages.id, id), or(isNotNull(callReminderMessages.capKey), sql`${capCounted(cap)} < ${cap.limit}`)))
    .returning({ id: callReminderMessages.id });
  return placed.length > 0;
}

/** Held back by the cap: skipped, counted in the phone's next summary text; the newest request it told of. */
export async function recordReminderCapSkip(db: Db, id: number, cap: Cap): Promise<number | undefined> {
  await db
    .update(callReminderMessages)
    .set({ status: "skipped", capKey: cap.key, lastError: cap.note, nextAttemptAt: null })
    .where(eq(callReminderMessages.id, id));
  const [call] = await db
    .select({ leadId: callReminders.leadId })
    .from(callReminders)
    .where(eq(callReminders.messageId, id))
    .orderBy(desc(callReminders.leadId))
    .limit(1);
  return call?.leadId;
}

/** Makes a delivery that is not sent due at once (a failed one starts a fresh series of attempts). */
export async function retryDelivery(db: Db, leadId: number, deliveryId: number, now: Date): Promise<DeliveryRow | undefined> {
  const at = now.toISOString();
  const [row] = await db
    .update(deliveries)
    .set({
      status: "pending",
      nextAttemptAt: at,
      attempts: sql`CASE WHEN ${deliveries.status} = 'failed' THEN 0 ELSE ${deliveries.attempts} END`,
      createdAt: sql`CASE WHEN ${deliveries.status} = 'failed' THEN ${at} ELSE ${deliveries.createdAt} END`,
    })
    .where(
      and(
        eq(deliveries.id, deliveryId),
        eq(deliveries.leadId, leadId),
        ne(deliveries.target, ""),
        inArray(deliveries.status, ["pending", "failed"]),
        notLeased(now),
      ),
    )
    .returning();
  return row;
}

export async function deliveryOf(db: Db, leadId: number, deliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.leadId, leadId)));
  return row;
}

/** A first text staff may send themselves: the site held it (no sign a person typed the number) or a daily cap did. */
const staffMaySend = (row: typeof deliveries) => and(eq(row.channel, "visitor-text"), eq(row.status, "skipped"), inArray(row.reason, ["held", "cap"]));

/** Another first text to `held`'s number went or waits, on its day (`dedupe_key`) or the one from `dayStart`. */
function firstTextTaken(db: Db, held: typeof deliveries, dayStart: string) {
  const other = alias(deliveries, "other");
  return exists(
    db
      .select({ one: sql`1` })
      .from(other)
      .where(
        and(
          ne(other.id, held.id),
          inArray(other.status, ["pending", "sent"]),
          or(eq(other.dedupeKey, held.dedupeKey), and(eq(other.channel, "visitor-text"), eq(other.target, held.target), gte(other.createdAt, dayStart))),
        ),
      ),
  );
}

/** The request's held first text, unless the number got one that day or today (on another request). */
export async function heldFirstText(db: Db, leadId: number, dayStart: string) {
  const [row] = await db
    .select({ id: deliveries.id, reason: deliveries.reason })
    .from(deliveries)
    .where(and(eq(deliveries.leadId, leadId), staffMaySend(deliveries), not(firstTextTaken(db, deliveries, dayStart))))
    .limit(1);
  return row as { id: number; reason: "held" | "cap" } | undefined;
}

/** A held first text made pending as of `at` (its key: the number's first text of today), or undefined. */
export async function releaseHeld(
  db: Db,
  held: { leadId: number; deliveryId: number; at: string; dedupeKey: string; dayStart: string },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({ status: "pending", reason: null, lastError: null, nextAttemptAt: held.at, createdAt: held.at, dedupeKey: held.dedupeKey })
    .where(
      and(eq(deliveries.id, held.deliveryId), eq(deliveries.leadId, held.leadId), staffMaySend(deliveries), not(firstTextTaken(db, deliveries, held.dayStart))),
    )
    .returning();
  return row;
}

// Numbers that replied STOP (or that Twilio reports as opted out, error 21610); START or UNSTOP removes the row.
export async function optedOut(db: Db, phoneE164: string) {
  return db.select().from(textOptOuts).where(eq(textOptOuts.phoneE164, phoneE164)).get();
}

/** The one check before any text goes to a number. */
export async function mayText(db: Db, phoneE164: string): Promise<boolean> {
  return !(await optedOut(db, phoneE164));
}

export async function optOut(db: Db, phoneE164: string, keyword: string, now: Date): Promise<void> {
  await db.insert(textOptOuts).values({ phoneE164, keyword, optedOutAt: now.toISOString() }).onConflictDoNothing();
}

export async function optIn(db: Db, phoneE164: string): Promise<void> {
  await db.delete(textOptOuts).where(eq(textOptOuts.phoneE164, phoneE164));
}
