// The one writer of the phone line's tables (issue 58): phone_calls, call_recordings, blocked_numbers and
// recording_deletions. Every write is keyed (CallSid, RecordingSid, first press wins), so a retried webhook changes nothing.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { blockedNumbers, callDays, callRecordings, leads, phoneCalls, type PhoneCallRow, recordingDeletions } from "~/db/schema.server";
import { type CallDisposition, type CallRoute, isTurnedAway, type PhoneCallStatus } from "~/db/statuses";
import { daySpan, holdsMoment, liveSpans, missingDays } from "~/db/day-rows.server";
import { kentDay } from "~/lib/kent-time";
import { given } from "~/db/guarded-change.server";
import { beyond, type KeyOrder, keyOrderBy, type Way } from "~/db/keyset.server";
import type { Cursor } from "~/lib/list-page";
import type { Lang } from "~/content/i18n";
import type { CallFacts } from "./call-counts";
import type { Rung } from "./routing";

export interface NewCall {
  callSid: string;
  fromE164: string | null;
  fromRaw: string;
  toE164: string;
  numberKey: string;
  callerName: string | null;
  language: Lang;
  startedAt: string;
}

export const callById = (db: Db, id: number) => db.select().from(phoneCalls).where(eq(phoneCalls.id, id)).get();
export const callBySid = (db: Db, callSid: string) => db.select().from(phoneCalls).where(eq(phoneCalls.callSid, callSid)).get();

async function insertCall(db: Db, call: NewCall, status: "ringing" | "blocked"): Promise<PhoneCallRow> {
  const insert = db
    .insert(phoneCalls)
    .values({ ...call, status })
    .onConflictDoNothing({ target: phoneCalls.callSid })
    .returning();
  const laterFromNumber = sql`x.call_sid = ${call.callSid} OR (x.from_e164 = ${call.fromE164} AND x.started_at > ${call.startedAt})`;
  const [[row]] = await db.batch([insert, dropCallDays(db, laterFromNumber)]);
  const stored = row ?? (await callBySid(db, call.callSid));
  if (!stored) throw new Error("Call neither inserted nor found");
  return stored;
}

/** A call as it comes in, once per CallSid: a retried webhook gets the row its first delivery stored. */
export const startCall = (db: Db, call: NewCall) => insertCall(db, call, "ringing");
/** A call from a blocked number: counted, never rung. */
export const recordBlocked = (db: Db, call: NewCall) => insertCall(db, call, "blocked");

export const setRing = (db: Db, id: number, ring: { language: Lang; route: CallRoute; rang: Rung[] }) =>
  db
    .update(phoneCalls)
    .set({ language: ring.language, route: ring.route, rang: JSON.stringify(ring.rang) })
    .where(and(eq(phoneCalls.id, id), eq(phoneCalls.status, "ringing")))
    .run();

export const rangOf = (call: Pick<PhoneCallRow, "rang">): Rung[] => {
  try {
    const list = JSON.parse(call.rang) as unknown;
    return Array.isArray(list) ? list.filter((r): r is Rung => typeof r?.who === "string" && typeof r?.phone === "string") : [];
  } catch {
    return [];
  }
};

/** Who pressed 1: the first press wins, a later one (or a replay) changes nothing and gets null. */
export async function acceptCall(db: Db, id: number, who: string, at: string): Promise<PhoneCallRow | null> {
  const update = db
    .update(phoneCalls)
    .set({ status: "answered", answeredBy: who, answeredAt: at })
    .where(and(eq(phoneCalls.id, id), isNull(phoneCalls.answeredBy), inArray(phoneCalls.status, ["ringing", "missed", "hang-up"])))
    .returning();
  const [[row]] = await db.batch([update, dropCallDays(db, sql`x.id = ${id}`)]);
  return row ?? null;
}

/** The <Dial> ended: answered when someone pressed 1, or `answeredBy` (the answering service, which has no whisper). */
export async function endDial(db: Db, id: number, dial: { dialStatus: string; talkSeconds: number | null; answeredBy?: string; at: string }) {
  const answered = sql`${phoneCalls.answeredBy} IS NOT NULL`;
  const update = db
    .update(phoneCalls)
    .set({
      dialStatus: dial.dialStatus,
      talkSeconds: dial.talkSeconds,
      answeredBy: sql`COALESCE(${phoneCalls.answeredBy}, ${dial.answeredBy ?? null})`,
      answeredAt: sql`COALESCE(${phoneCalls.answeredAt}, CASE WHEN ${dial.answeredBy ?? null} IS NOT NULL THEN ${dial.at} END)`,
      status: sql`CASE WHEN ${answered} OR ${dial.answeredBy ?? null} IS NOT NULL THEN 'answered' ELSE 'missed' END`,
    })
    .where(and(eq(phoneCalls.id, id), inArray(phoneCalls.status, ["ringing", "answered"]), isNull(phoneCalls.dialStatus)))
    .returning();
  const [[row]] = await db.batch([update, dropCallDays(db, sql`x.id = ${id}`)]);
  return row ?? (await callById(db, id));
}

/** The call ended (the status callback): its end and length, kept from the first callback. */
export async function endCall(db: Db, callSid: string, end: { durationSeconds: number | null; at: string }): Promise<PhoneCallRow | undefined> {
  const update = db
    .update(phoneCalls)
    .set({ endedAt: sql`COALESCE(${phoneCalls.endedAt}, ${end.at})`, durationSeconds: sql`COALESCE(${phoneCalls.durationSeconds}, ${end.durationSeconds})` })
    .where(eq(phoneCalls.callSid, callSid))
    .returning();
  const [[row]] = await db.batch([update, dropCallDays(db, sql`x.call_sid = ${callSid}`)]);
  return row;
}

/** The call's request (opened by it or the caller's own), its recordings with it; once: a linked call stays linked.
 * A missed call (even one taken for a hang-up before its voicemail came) is "missed" from here on. */
export const linkStatements = (db: Db, id: number, leadId: number, opened: boolean) =>
  [
    db
      .update(phoneCalls)
      .set({ leadId, openedRequest: opened, status: sql`CASE WHEN ${phoneCalls.answeredBy} IS NOT NULL THEN 'answered' ELSE 'missed' END` })
      .where(and(eq(phoneCalls.id, id), isNull(phoneCalls.leadId), notInArray(phoneCalls.status, ["blocked"]))),
    db
      .update(callRecordings)
      .set({ leadId: sql`(SELECT ${phoneCalls.leadId} FROM ${phoneCalls} WHERE ${phoneCalls.id} = ${id})` })
      .where(eq(callRecordings.phoneCallId, id)),
    dropCallDays(db, sql`x.id = ${id}`),
  ] as const;

/** A short call with no message: listed apart, never a request; a later voicemail makes it a missed call. */
export const markHangUp = (db: Db, id: number) =>
  db.batch([
    db
      .update(phoneCalls)
      .set({ status: "hang-up" })
      .where(and(eq(phoneCalls.id, id), isNull(phoneCalls.leadId), inArray(phoneCalls.status, ["ringing", "missed"]))),
    dropCallDays(db, sql`x.id = ${id}`),
  ]);

/** A call from a staff or on-call phone, once it ended: final, so the Cron's net never reads it again; never counted. */
export const markStaffCall = (db: Db, id: number) =>
  db.batch([
    db
      .update(phoneCalls)
      .set({ status: "staff" })
      .where(
        and(
          eq(phoneCalls.id, id),
          isNull(phoneCalls.leadId),
          isNotNull(phoneCalls.endedAt),
          inArray(phoneCalls.status, ["ringing", "answered", "missed", "hang-up"]),
        ),
      ),
    dropCallDays(db, sql`x.id = ${id}`),
  ]);

export interface RecordingInput {
  callId: number;
  recordingSid: string;
  twilioUrl: string;
  kind: "voicemail" | "call";
  status: string;
  channels: number;
  durationSeconds: number | null;
  at: string;
}

/** Once per RecordingSid: the <Record> action and the status callback both tell of a voicemail, in either order; a
 * completed recording is never taken back to pending, and a call's request is copied onto it. */
export async function saveRecording(db: Db, input: RecordingInput): Promise<void> {
  const leadId = sql`(SELECT ${phoneCalls.leadId} FROM ${phoneCalls} WHERE ${phoneCalls.id} = ${input.callId})`;
  const save = db
    .insert(callRecordings)
    .values({
      phoneCallId: input.callId,
      leadId,
      recordingSid: input.recordingSid,
      twilioUrl: input.twilioUrl,
      kind: input.kind,
      status: input.status,
      channels: input.channels,
      durationSeconds: input.durationSeconds,
      createdAt: input.at,
    })
    .onConflictDoUpdate({
      target: callRecordings.recordingSid,
      set: {
        status: sql`CASE WHEN ${callRecordings.status} = 'completed' THEN 'completed' ELSE excluded.status END`,
        durationSeconds: sql`COALESCE(excluded.duration_seconds, ${callRecordings.durationSeconds})`,
        channels: sql`excluded.channels`,
      },
    });
  await db.batch([save, dropCallDays(db, sql`x.id = ${input.callId}`)]);
}

export const saveTranscript = (db: Db, recordingSid: string, transcript: { text: string | null; status: string }) =>
  db
    .update(callRecordings)
    .set({ transcript: transcript.text, transcriptStatus: transcript.status })
    .where(and(eq(callRecordings.recordingSid, recordingSid), isNull(callRecordings.transcript)))
    .run();

/** A recording to delete at Twilio (an unanswered call's, or an erased person's): kept until Twilio confirms. */
export const queueRecordingDeletion = (db: Db, recordingSid: string, at: string) =>
  db.insert(recordingDeletions).values({ recordingSid, requestedAt: at, nextAt: at }).onConflictDoNothing().run();

export const recordingsOfCall = (db: Db, callId: number) =>
  db.select().from(callRecordings).where(eq(callRecordings.phoneCallId, callId)).orderBy(callRecordings.id);

/** A voicemail was left (whether Twilio has finished it or not). */
export async function hasVoicemail(db: Db, callId: number): Promise<boolean> {
  const row = await db
    .select({ id: callRecordings.id })
    .from(callRecordings)
    .where(and(eq(callRecordings.phoneCallId, callId), eq(callRecordings.kind, "voicemail"), notInArray(callRecordings.status, ["absent", "failed"])))
    .get();
  return row !== undefined;
}

export const callsOfLead = (db: Db, leadId: number) => db.select().from(phoneCalls).where(eq(phoneCalls.leadId, leadId)).orderBy(desc(phoneCalls.startedAt));

export async function isBlocked(db: Db, e164: string): Promise<boolean> {
  const row = await db
    .select({ id: blockedNumbers.id })
    .from(blockedNumbers)
    .where(and(eq(blockedNumbers.e164, e164), isNull(blockedNumbers.unblockedAt)))
    .get();
  return row !== undefined;
}

const TURNED_AWAY_DAYS = 90;

/** The request a call from this number joins: the newest with it, unless turned away more than 90 days ago. */
export async function callerRequest(db: Db, e164: string, now: Date): Promise<{ id: number } | null> {
  const row = await db
    .select({ id: leads.id, status: leads.status, createdAt: leads.createdAt })
    .from(leads)
    .where(eq(leads.phoneE164, e164))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1)
    .get();
  if (!row) return null;
  const old = Date.parse(row.createdAt) < now.getTime() - TURNED_AWAY_DAYS * 86_400_000;
  return isTurnedAway(row.status) && old ? null : { id: row.id };
}

/** Calls the status callback never ended (not set on the number): unanswered ones after 15 minutes, answered after 4 hours. */
export function unendedCalls(db: Db, now: Date) {
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return db
    .select()
    .from(phoneCalls)
    .where(
      and(
        isNull(phoneCalls.endedAt),
        notInArray(phoneCalls.status, ["blocked"]),
        or(
          and(isNull(phoneCalls.answeredBy), lt(phoneCalls.startedAt, before(15))),
          and(isNotNull(phoneCalls.answeredBy), lt(phoneCalls.startedAt, before(240))),
        ),
      ),
    )
    .orderBy(phoneCalls.id)
    .limit(50);
}

/** Ended calls not yet linked and not hang-ups: a settle cut short (the Cron settles them again). */
export const unsettledCalls = (db: Db) =>
  db
    .select()
    .from(phoneCalls)
    .where(and(isNotNull(phoneCalls.endedAt), isNull(phoneCalls.leadId), inArray(phoneCalls.status, ["ringing", "answered", "missed"])))
    .orderBy(phoneCalls.id)
    .limit(50);

/** Not queued for deletion at Twilio (nor deleted there): a recording the desk may still offer. */
const kept = sql`NOT EXISTS (SELECT 1 FROM ${recordingDeletions} WHERE ${recordingDeletions.recordingSid} = ${callRecordings.recordingSid})`;

export const recordingById = (db: Db, id: number) =>
  db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.id, id), kept))
    .get();

/** The recordings of a page of calls still at Twilio, in one read. */
export const recordingsOfCalls = (db: Db, callIds: number[]) =>
  callIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(callRecordings)
        .where(and(inArray(callRecordings.phoneCallId, callIds), kept))
        .orderBy(callRecordings.id);

/** Of these recordings, those queued for deletion at Twilio or deleted there. */
export async function goneRecordings(db: Db, recordingSids: string[]): Promise<Set<string>> {
  if (!recordingSids.length) return new Set();
  const rows = await db
    .select({ sid: recordingDeletions.recordingSid })
    .from(recordingDeletions)
    .where(sql`${recordingDeletions.recordingSid} IN (SELECT value FROM json_each(${JSON.stringify(recordingSids)}))`);
  return new Set(rows.map((r) => r.sid));
}

/** A request's latest calls, newest first (the panel shows `limit`, and says when there are more). */
export const latestCallsOfLead = (db: Db, leadId: number, limit: number) =>
  db.select().from(phoneCalls).where(eq(phoneCalls.leadId, leadId)).orderBy(desc(phoneCalls.startedAt), desc(phoneCalls.id)).limit(limit);

export interface CallCompletion {
  callId: number;
  leadId: number;
  disposition: CallDisposition;
  by: string;
  formKey: string;
  at: string;
}

export type CompletionOutcome =
  { kind: "completed"; call: PhoneCallRow } | { kind: "repeat"; call: PhoneCallRow } | { kind: "done-before"; call: PhoneCallRow } | { kind: "gone" };

/** A call's request completed once per form key, and once per call: the request's statements (`then`) run only with
 * this post's own completion, in the same batch. */
export async function completeCall(db: Db, done: CallCompletion, then: (ours: SQL) => BatchItem<"sqlite">[]): Promise<CompletionOutcome> {
  const ours = sql`EXISTS (SELECT 1 FROM ${phoneCalls} WHERE ${and(eq(phoneCalls.id, done.callId), eq(phoneCalls.completedFormKey, done.formKey), eq(phoneCalls.completedAt, done.at))})`;
  const write = db
    .update(phoneCalls)
    .set({ disposition: done.disposition, completedBy: done.by, completedAt: done.at, completedFormKey: done.formKey })
    .where(and(eq(phoneCalls.id, done.callId), eq(phoneCalls.leadId, done.leadId), isNull(phoneCalls.completedAt)))
    .returning();
  const [written] = (await db.batch([write, ...then(ours)])) as unknown as [PhoneCallRow[]];
  if (written[0]) return { kind: "completed", call: written[0] };
  const call = await callById(db, done.callId);
  if (!call || call.leadId !== done.leadId) return { kind: "gone" };
  return call.completedFormKey === done.formKey ? { kind: "repeat", call } : { kind: "done-before", call };
}

export interface Block {
  e164: string;
  reason: string | null;
  by: string;
  formKey: string;
  at: string;
}

/** A number blocked once (a number already blocked stays as it was); a repost of the same form is a repeat. */
export async function blockNumber(db: Db, block: Block): Promise<"blocked" | "repeat" | "already"> {
  const [row] = await db
    .insert(blockedNumbers)
    .values({ e164: block.e164, reason: block.reason, blockedBy: block.by, blockedAt: block.at, blockFormKey: block.formKey })
    .onConflictDoNothing()
    .returning({ id: blockedNumbers.id });
  if (row) return "blocked";
  const mine = await db.select({ id: blockedNumbers.id }).from(blockedNumbers).where(eq(blockedNumbers.blockFormKey, block.formKey)).get();
  return mine ? "repeat" : "already";
}

/** Unblocks the block the page showed (its id); a repost or a block lifted meanwhile changes nothing. */
export async function unblockNumber(
  db: Db,
  unblock: { id: number; by: string; formKey: string; at: string },
): Promise<{ done: "unblocked" | "repeat" | "not-blocked"; e164: string | null }> {
  const [row] = await db
    .update(blockedNumbers)
    .set({ unblockedBy: unblock.by, unblockedAt: unblock.at, unblockFormKey: unblock.formKey })
    .where(and(eq(blockedNumbers.id, unblock.id), isNull(blockedNumbers.unblockedAt)))
    .returning({ e164: blockedNumbers.e164 });
  if (row) return { done: "unblocked", e164: row.e164 };
  const mine = await db.select({ e164: blockedNumbers.e164 }).from(blockedNumbers).where(eq(blockedNumbers.unblockFormKey, unblock.formKey)).get();
  return mine ? { done: "repeat", e164: mine.e164 } : { done: "not-blocked", e164: null };
}

/** The block list, newest first, each with the calls it turned away since it was set. */
export const activeBlocks = (db: Db, limit = 200) =>
  db
    .select({
      id: blockedNumbers.id,
      e164: blockedNumbers.e164,
      reason: blockedNumbers.reason,
      blockedBy: blockedNumbers.blockedBy,
      blockedAt: blockedNumbers.blockedAt,
      turnedAway:
        sql<number>`(SELECT count(*) FROM phone_calls p WHERE p.from_e164 = blocked_numbers.e164 AND p.status = 'blocked' AND p.started_at >= blocked_numbers.blocked_at)`.mapWith(
          Number,
        ),
    })
    .from(blockedNumbers)
    .where(isNull(blockedNumbers.unblockedAt))
    .orderBy(desc(blockedNumbers.blockedAt), desc(blockedNumbers.id))
    .limit(limit);

const callOrder: KeyOrder = { at: phoneCalls.startedAt, atDesc: true, id: phoneCalls.id, idDesc: true };

/** Up to `limit` calls since `since` (the hang-ups, or every other call), going `way` from the cursor's row. */
export function callsSince(db: Db, list: { since: string; hangUps: boolean; cursor: Cursor | null; way: Way | "first"; limit: number }) {
  return db
    .select()
    .from(phoneCalls)
    .where(
      and(
        gte(phoneCalls.startedAt, list.since),
        list.hangUps ? eq(phoneCalls.status, "hang-up") : notInArray(phoneCalls.status, ["hang-up"]),
        list.cursor && list.way !== "first" ? beyond(callOrder, list.cursor, list.way) : undefined,
      ),
    )
    .orderBy(...keyOrderBy(callOrder, list.way))
    .limit(list.limit);
}

/** The hang-ups since `since`, counted up to `upTo` (a desk count stops past its cap). */
export async function hangUpCount(db: Db, since: string, upTo: number): Promise<number> {
  const rows = db
    .select({ id: phoneCalls.id })
    .from(phoneCalls)
    .where(and(gte(phoneCalls.startedAt, since), eq(phoneCalls.status, "hang-up")))
    .limit(upTo)
    .as("h");
  return (await db.select({ n: count() }).from(rows).get())?.n ?? 0;
}

// The numbers' call facts by Kent day (decision 0097), written as `c.…` so the subqueries read the outer row.
const c = alias(phoneCalls, "c");
const ended = sql`COALESCE(c.ended_at, c.started_at)`;
/** An hour after a call's end: call-counts' longest window, after which a call back changes none of its counts. */
const settledAt = (at: SQL) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+60 minutes')`;

export const CALL_FACTS = ["numberKey", "status", "voicemail", "endedAt", "calledBackAt", "firstTime"] as const;

/** Each call started in the span: its voicemail, first call back in the hour after its end, and whether its caller was new. */
const callFactsOf = (db: Db, span: { fromUtc: string; toUtc: string }) =>
  db
    .select({
      numberKey: c.numberKey,
      status: c.status,
      voicemail: sql<number>`EXISTS (SELECT 1 FROM call_recordings r WHERE r.phone_call_id = c.id AND r.kind = 'voicemail' AND r.status = 'completed')`.as(
        "voicemail",
      ),
      endedAt: sql<string>`${ended}`.as("ended"),
      calledBackAt: sql<
        string | null
      >`(SELECT MIN(a.attempted_at) FROM call_attempts a WHERE a.lead_id = c.lead_id AND a.form_key NOT LIKE 'call:%' AND a.attempted_at >= ${ended} AND a.attempted_at <= ${settledAt(ended)})`.as(
        "called_back",
      ),
      firstTime:
        sql<number>`(c.from_e164 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM phone_calls p WHERE p.from_e164 = c.from_e164 AND (p.started_at < c.started_at OR (p.started_at = c.started_at AND p.id < c.id))) AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.phone_e164 = c.from_e164 AND l.created_at < c.started_at))`.as(
          "first_time",
        ),
    })
    .from(c)
    .where(and(gte(c.startedAt, span.fromUtc), lt(c.startedAt, span.toUtc)));

const asFacts = (row: { [K in (typeof CALL_FACTS)[number]]: unknown }): CallFacts => ({
  numberKey: String(row.numberKey),
  status: row.status as PhoneCallStatus,
  voicemail: Boolean(row.voicemail),
  endedAt: String(row.endedAt),
  calledBackAt: (row.calledBackAt as string | null) ?? null,
  firstTime: Boolean(row.firstTime),
});

/** The numbers' call facts of the Kent days from `fromDay` to `toDay`: each day's row, the days without one read live. */
export async function callFactsInRange(db: Db, fromDay: string, toDay: string): Promise<CallFacts[]> {
  const built = await db
    .select({ day: callDays.day, rows: callDays.rows })
    .from(callDays)
    .where(and(gte(callDays.day, fromDay), lte(callDays.day, toDay)));
  const spans = liveSpans(fromDay, toDay, new Set(built.map((row) => row.day)));
  const live = spans.length ? ((await db.batch(spans.map((span) => callFactsOf(db, span)) as [never])) as Parameters<typeof asFacts>[0][][]) : [];
  const stored = built.flatMap((row) => (JSON.parse(row.rows) as unknown[][]).map((t) => Object.fromEntries(CALL_FACTS.map((name, i) => [name, t[i]]))));
  return [...stored, ...live.flat()].map((row) => asFacts(row as Parameters<typeof asFacts>[0]));
}

/** Builds a Kent day's row in one statement once its last call's hour is over (no call back changes it then). */
export async function rebuildCallDay(db: Db, day: string, now = new Date()): Promise<boolean> {
  const span = daySpan(day);
  const r = callFactsOf(db, span).as("r");
  const tuple = sql.join(
    CALL_FACTS.map((name) => r[name]),
    sql`, `,
  );
  const g = db
    .select({ rows: sql<string>`json_group_array(json_array(${tuple}))`.as("rows"), last: sql<string | null>`max(${r.endedAt})`.as("last") })
    .from(r)
    .as("g");
  const written = await db
    .insert(callDays)
    .select(
      db
        .select({
          day: given(day, "day"),
          fromUtc: given(span.fromUtc, "from_utc"),
          toUtc: given(span.toUtc, "to_utc"),
          rows: g.rows,
          builtAt: given(now.toISOString(), "built_at"),
        })
        .from(g)
        .where(sql`g.last IS NULL OR ${settledAt(sql`g.last`)} < ${now.toISOString()}`),
    )
    .onConflictDoUpdate({ target: callDays.day, set: { rows: sql`excluded.rows`, builtAt: sql`excluded.built_at` } });
  return written.meta.changes > 0;
}

export async function rebuildMissingCallDays(db: Db, now = new Date(), budget = 20): Promise<number> {
  const [[first], built] = await db.batch([
    db.select({ at: sql<string | null>`min(${phoneCalls.startedAt})` }).from(phoneCalls),
    db.select({ day: callDays.day }).from(callDays),
  ]);
  if (!first?.at) return 0;
  let done = 0;
  for (const day of missingDays(kentDay(now), kentDay(new Date(first.at)), new Set(built.map((row) => row.day)), budget))
    if (await rebuildCallDay(db, day, now)) done++;
  return done;
}

/** Drops the day rows of the calls `x` where `calls` holds: in the batch of every write changing a call's facts. */
export const dropCallDays = (db: Db, calls: SQL, when?: SQL) =>
  db
    .delete(callDays)
    .where(and(sql`${callDays.day} IN (SELECT d.day FROM phone_calls x, call_days d WHERE (${calls}) AND ${holdsMoment(callDays, sql`x.started_at`)})`, when));

/** An erasure's recordings to delete at Twilio, queued in the erasure's batch: only where `guard` (its own audit row) holds. */
export const recordingDeletionStatement = (db: Db, recordingSids: string[], at: string, guard: SQL) =>
  db
    .insert(recordingDeletions)
    .select(
      db
        .select({
          recordingSid: sql<string>`value`.as("recording_sid"),
          requestedAt: given(at, "requested_at"),
          attempts: given(0, "attempts"),
          nextAt: given(at, "next_at"),
          deletedAt: given(null, "deleted_at"),
          lastError: given(null, "last_error"),
        })
        .from(sql`json_each(${JSON.stringify(recordingSids)})`)
        .where(guard),
    )
    .onConflictDoNothing();

export const dueDeletions = (db: Db, now: Date, limit = 50) =>
  db
    .select()
    .from(recordingDeletions)
    .where(and(isNull(recordingDeletions.deletedAt), lte(recordingDeletions.nextAt, now.toISOString())))
    .orderBy(recordingDeletions.nextAt)
    .limit(limit);

/** What Twilio said to a DELETE: done (204 or 404), or the error and the next try. */
export const markDeletion = (db: Db, recordingSid: string, result: { deletedAt: string } | { error: string; nextAt: string }) =>
  db
    .update(recordingDeletions)
    .set(
      "deletedAt" in result
        ? { deletedAt: result.deletedAt, lastError: null, attempts: sql`${recordingDeletions.attempts} + 1` }
        : { lastError: result.error.slice(0, 500), nextAt: result.nextAt, attempts: sql`${recordingDeletions.attempts} + 1` },
    )
    .where(eq(recordingDeletions.recordingSid, recordingSid))
    .run();
