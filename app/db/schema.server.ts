// Every D1 table; snake_case columns, so staff can query D1 directly (SQL: migrations/).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, unique, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AgreementText } from "~/content/fee-agreement";
import { languages } from "~/content/i18n";
import { callDispositions, callOutcomes, type CallRoute, consultationKinds, leadStatuses, phoneCallStatuses, type Source, spendPlatforms } from "./statuses";

const notifyStatuses = ["pending", "sent", "failed"] as const;
const storedVias = ["direct", "queue", "dead-letter"] as const;
export type StoredVia = (typeof storedVias)[number];

export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    emailKey: text("email_key"),
    phoneE164: text("phone_e164"),
    phoneExt: text("phone_ext"),
    caseType: text("case_type").notNull(),
    description: text("description").notNull(),
    sourcePage: text("source_page").notNull(),
    sourceUrl: text("source_url").notNull(),
    pageTitle: text("page_title").notNull(),
    privacyConsent: integer("privacy_consent", { mode: "boolean" }).notNull(),
    /** The key the form sent: not unique, as a cached page may hand two visitors one key. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The lead's identity (decision 0039): every step that must not repeat itself keys on it. */
    leadKey: text("lead_key")
      .notNull()
      .unique()
      .default(sql`('manual:' || lower(hex(randomblob(16))))`),
    submittedVia: text("submitted_via").notNull(),
    /** 'passed', 'not-configured', 'skipped-no-js', 'unverified'; on old rows 'missing-token'. */
    turnstile: text("turnstile").notNull(),
    notifyStatus: text("notify_status", { enum: notifyStatuses }).notNull().default("pending"),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    notifyLastError: text("notify_last_error"),
    notifySentAt: text("notify_sent_at"),
    nextAttemptAt: text("next_attempt_at"),
    /** 'direct', or 'queue' / 'dead-letter' when D1 was down and a queue stored it later. */
    storedVia: text("stored_via", { enum: storedVias }).notNull().default("direct"),
    language: text("language", { enum: languages }).notNull().default("en"),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    gbraid: text("gbraid"),
    wbraid: text("wbraid"),
    msclkid: text("msclkid"),
    fbclid: text("fbclid"),
    channel: text("channel").$type<Source>(),
    // The intake desk: where the request stands; every change is in lead_status_changes.
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    firstContactAt: text("first_contact_at"),
    expectedFeeCents: integer("expected_fee_cents"),
    openedAt: text("opened_at"),
    openedBy: text("opened_by"),
    remindedAt: text("reminded_at"),
    /** The staff address (the roster's, app/content/intake-roster.ts) working this request; null: unassigned. */
    ownerEmail: text("owner_email"),
    /** When the cadence wants the next call; null: no call due (reached, closed or unreachable). */
    callDueAt: text("call_due_at"),
    /** The earlier request of the same person this one is linked to (the inbox shows them as one). */
    duplicateOf: integer("duplicate_of"),
    /** Consent to texts (decision 0050): when it was given and which wording (app/content/texting.ts). */
    textConsent: integer("text_consent", { mode: "boolean" }).notNull().default(false),
    textConsentAt: text("text_consent_at"),
    textConsentVersion: text("text_consent_version"),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_email_key_idx").on(table.emailKey),
    index("leads_phone_e164_idx").on(table.phoneE164),
    index("leads_notify_due_idx").on(table.notifyStatus, table.nextAttemptAt),
    index("leads_call_due_idx").on(table.callDueAt),
    index("leads_owner_idx").on(table.ownerEmail, table.callDueAt),
    index("leads_duplicate_of_idx").on(table.duplicateOf),
    index("leads_status_idx").on(table.status, table.id),
    index("leads_case_type_idx").on(table.caseType, table.id),
    index("leads_channel_idx").on(table.channel, table.id),
    index("leads_language_idx").on(table.language, table.id),
    check("leads_notify_status_check", sql`${table.notifyStatus} IN ('pending', 'sent', 'failed')`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
/** Stored rows always carry a lead key; the SQL default is for rows entered by hand. */
export type NewLeadRow = typeof leads.$inferInsert & { leadKey: string };

export const countedEvents = ["call_tap", "text_tap", "consultation_request"] as const;
export type CountedEvent = (typeof countedEvents)[number];

export const dailyCounts = sqliteTable(
  "daily_counts",
  {
    day: text("day").notNull(),
    event: text("event", { enum: countedEvents }).notNull(),
    page: text("page").notNull(),
    channel: text("channel").notNull().default(""),
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    landingPage: text("landing_page").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.event, table.page, table.channel, table.source, table.campaign, table.landingPage] }),
    index("daily_counts_event_day_idx").on(table.event, table.day, table.page, table.count),
  ],
);

export const deliveryStatuses = ["pending", "sent", "failed", "skipped", "superseded"] as const;

/** Why a delivery was skipped or superseded (decision 0035). */
/** `held`: a first text nothing shows a person asked for (Turnstile did not pass), kept for staff to send; `outside-area`: a
 * number outside the firm's service area (decision 0062). */
export const deliveryReasons = ["same-mailbox", "cap", "turnstile", "target-removed", "channel-off", "held", "outside-area"] as const;
export type DeliveryReason = (typeof deliveryReasons)[number];

export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    /** '' when the channel is not fully configured; '*' (rows from before deliveries): every staff inbox. */
    target: text("target").notNull(),
    /** What one outage takes down together: a success on a route makes its waiting deliveries due. */
    route: text("route").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    reason: text("reason", { enum: deliveryReasons }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: text("last_attempt_at"),
    /** While an attempt is under way: until when it keeps other wake-ups away. */
    leaseUntil: text("lease_until"),
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    receiverId: text("receiver_id"),
    /** Deliveries sharing this key go out once (one acknowledgement per address and Kent day). */
    dedupeKey: text("dedupe_key"),
    capKey: text("cap_key"),
    foldedInto: integer("folded_into"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    unique("deliveries_lead_channel_target").on(table.leadId, table.channel, table.target),
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("deliveries_route_idx").on(table.route, table.status),
    index("deliveries_dedupe_idx").on(table.dedupeKey),
    index("deliveries_cap_idx").on(table.capKey, table.createdAt),
    index("deliveries_channel_status_idx").on(table.channel, table.status),
    // A day's first texts are counted by channel and time (decision 0062).
    index("deliveries_channel_created_idx").on(table.channel, table.createdAt),
    check("deliveries_status_check", sql`${table.status} IN ('pending', 'sent', 'failed', 'skipped', 'superseded')`),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;

export const leadStatusChanges = sqliteTable(
  "lead_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    changedAt: text("changed_at").notNull(),
    changedBy: text("changed_by").notNull(),
    fromStatus: text("from_status", { enum: leadStatuses }).notNull(),
    toStatus: text("to_status", { enum: leadStatuses }).notNull(),
    expectedFeeCents: integer("expected_fee_cents"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [
    index("lead_status_changes_lead_idx").on(table.leadId),
    index("lead_status_changes_to_idx").on(table.toStatus, table.changedAt),
    index("lead_status_changes_lead_to_idx").on(table.leadId, table.toStatus, table.changedAt),
  ],
);

export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
    author: text("author").notNull(),
    body: text("body").notNull(),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId)],
);

/** Every call staff made to a request's person: the cadence counts and times its next one from these. */
export const callAttempts = sqliteTable(
  "call_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    attemptedAt: text("attempted_at").notNull(),
    attemptedBy: text("attempted_by").notNull(),
    outcome: text("outcome", { enum: callOutcomes }).notNull(),
    callBackAt: text("call_back_at"),
    note: text("note"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [
    index("call_attempts_lead_idx").on(table.leadId, table.attemptedAt),
    check("call_attempts_outcome_check", sql`${table.outcome} IN ('reached', 'voicemail', 'no-answer', 'busy', 'bad-number', 'call-back')`),
    check("call_attempts_call_back_check", sql`(${table.outcome} = 'call-back') = (${table.callBackAt} IS NOT NULL)`),
  ],
);

export type CallAttemptRow = typeof callAttempts.$inferSelect;

/** What the person (or staff for them) answered after Send: one row per request, updated in place. */
export const leadAnswers = sqliteTable("lead_answers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leadId: integer("lead_id")
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: "cascade" }),
  /** Every answer by its question's key (app/content/intake-questions.ts). */
  answers: text("answers", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  updatedAt: text("updated_at").notNull(),
  /** "visitor", or the staff address that entered the latest answers. */
  updatedBy: text("updated_by").notNull(),
  incidentDate: text("incident_date"),
  /** The deadline (decision 0066): the earliest date of the rules the answers and the kind of case give, rewritten with
   * every answer; null without an incident date. */
  deadlineDate: text("deadline_date"),
  /** The deadline's flags the calendar does not change ("minor", "government"), space-separated; "" for none. */
  deadlineFlags: text("deadline_flags").notNull().default(""),
  otherParty: text("other_party"),
});

export type LeadAnswersRow = typeof leadAnswers.$inferSelect;

export type StatusChangeRow = typeof leadStatusChanges.$inferSelect;
export type NoteRow = typeof leadNotes.$inferSelect;

export const dataRequestKinds = ["download", "erase"] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    staff: text("staff").notNull(),
    kind: text("kind", { enum: dataRequestKinds }).notNull(),
    subjectKind: text("subject_kind", { enum: ["email", "phone"] }).notNull(),
    /** SHA-256 of the normalized address: ties repeat requests together, never the person's data. */
    subjectHash: text("subject_hash").notNull(),
    rowCounts: text("row_counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
    copiesOutside: text("copies_outside", { mode: "json" }).$type<string[]>(),
    formKey: text("form_key").notNull().unique(),
    leadIds: text("lead_ids", { mode: "json" }).$type<number[]>(),
  },
  (table) => [index("data_requests_subject_idx").on(table.subjectHash), check("data_requests_kind_check", sql`${table.kind} IN ('download', 'erase')`)],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;

/** Every erasure asks once more: a short-lived key, kept only as its hash. */
export const dataRequestConfirmations = sqliteTable("data_request_confirmations", {
  keyHash: text("key_hash").primaryKey(),
  staff: text("staff").notNull(),
  subjectHash: text("subject_hash").notNull(),
  leadIds: text("lead_ids", { mode: "json" }).$type<number[]>().notNull(),
  expiresAt: text("expires_at").notNull(),
  usedBy: text("used_by"),
});

export type ConfirmationRow = typeof dataRequestConfirmations.$inferSelect;

// Reminders of due calls (decision 0045): each text or email sent, and each due call it told someone of.
export const callReminderMessages = sqliteTable(
  "call_reminder_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** 'due': to the owner (or the on-call endpoints); 'overdue': to the intake manager. */
    kind: text("kind", { enum: ["due", "overdue"] }).notNull(),
    via: text("via", { enum: ["sms", "email"] }).notNull(),
    /** A staff phone (E.164) or address: at most one message per target and kind every 15 minutes. */
    target: text("target").notNull(),
    /** Counts, request numbers and the desk's link only: nothing about the person. */
    body: text("body").notNull(),
    /** 'skipped': a text the staff phone's hourly cap held back, counted in its summary text (decision 0062). */
    status: text("status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    createdAt: text("created_at").notNull(),
    /** A text's place under its phone's hourly cap (`sms +1…`, as the deliveries count it), and the summary text it was folded into. */
    capKey: text("cap_key"),
    foldedInto: integer("folded_into"),
  },
  (table) => [
    index("call_reminder_messages_target_idx").on(table.target, table.kind, table.createdAt),
    index("call_reminder_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("call_reminder_messages_cap_idx").on(table.capKey, table.createdAt),
  ],
);

export const callReminders = sqliteTable(
  "call_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["due", "overdue"] }).notNull(),
    /** The due call told of (the request's `call_due_at` then): once per due time, kind and target. */
    dueAt: text("due_at").notNull(),
    target: text("target").notNull(),
    messageId: integer("message_id").references(() => callReminderMessages.id),
    createdAt: text("created_at").notNull(),
  },
  (table) => [unique("call_reminders_once").on(table.leadId, table.kind, table.dueAt, table.target)],
);

export type CallReminderMessageRow = typeof callReminderMessages.$inferSelect;

// Owners: every change of a request's owner, and the desk's switch of who is on intake each Kent day.
export const leadOwnerChanges = sqliteTable(
  "lead_owner_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    changedAt: text("changed_at").notNull(),
    /** "round-robin", "same-person" (the owner of the same person's open request), or the staff address that assigned it. */
    changedBy: text("changed_by").notNull(),
    fromOwner: text("from_owner"),
    toOwner: text("to_owner"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [
    index("lead_owner_changes_lead_idx").on(table.leadId, table.changedAt),
    index("lead_owner_changes_by_idx").on(table.changedBy, table.toOwner),
    index("lead_owner_changes_round_robin_idx").on(table.changedBy, table.toOwner, table.changedAt),
  ],
);

export type OwnerChangeRow = typeof leadOwnerChanges.$inferSelect;

export const intakeSwitches = sqliteTable(
  "intake_switches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Kent day, YYYY-MM-DD. */
    day: text("day").notNull(),
    email: text("email").notNull(),
    onIntake: integer("on_intake", { mode: "boolean" }).notNull(),
    changedAt: text("changed_at").notNull(),
    changedBy: text("changed_by").notNull(),
  },
  (table) => [unique("intake_switches_day_email").on(table.day, table.email)],
);

export type IntakeSwitchRow = typeof intakeSwitches.$inferSelect;

/** Every change of a request's same-person link by staff (decision 0047): an unlink, once per form. */
export const leadLinkChanges = sqliteTable(
  "lead_link_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    changedAt: text("changed_at").notNull(),
    changedBy: text("changed_by").notNull(),
    fromDuplicateOf: integer("from_duplicate_of"),
    toDuplicateOf: integer("to_duplicate_of"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [index("lead_link_changes_lead_idx").on(table.leadId)],
);

export type LinkChangeRow = typeof leadLinkChanges.$inferSelect;

/** The key to the questions after Send (decision 0048): random, kept only as its SHA-256, good for 24 hours. */
export const answerKeys = sqliteTable(
  "answer_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("answer_keys_lead_idx").on(table.leadId)],
);

/** The conflict check (decision 0049): the firm's uploaded list, the matches found, and "checked, no conflict". */
export const conflictParties = sqliteTable(
  "conflict_parties",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** app/lib/party-names.ts's key of the name. */
    nameKey: text("name_key").notNull(),
    kind: text("kind", { enum: ["client", "adverse"] }).notNull(),
    uploadedAt: text("uploaded_at").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
  },
  (table) => [index("conflict_parties_key_idx").on(table.nameKey), check("conflict_parties_kind_check", sql`${table.kind} IN ('client', 'adverse')`)],
);

export const conflictMatches = sqliteTable(
  "conflict_matches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The same on both requests of a pair, and while both names stay the same. */
    matchKey: text("match_key").notNull(),
    strength: text("strength", { enum: ["conflict", "possible"] }).notNull(),
    ourRole: text("our_role", { enum: ["person", "other"] }).notNull(),
    ourName: text("our_name").notNull(),
    theirRole: text("their_role", { enum: ["person", "other", "client", "adverse"] }).notNull(),
    theirName: text("their_name").notNull(),
    otherLeadId: integer("other_lead_id").references(() => leads.id, { onDelete: "cascade" }),
    foundAt: text("found_at").notNull(),
  },
  (table) => [
    unique("conflict_matches_lead_key_unique").on(table.leadId, table.matchKey),
    index("conflict_matches_key_idx").on(table.matchKey),
    index("conflict_matches_other_idx").on(table.otherLeadId),
  ],
);

export type ConflictMatchRow = typeof conflictMatches.$inferSelect;

export const conflictClearances = sqliteTable(
  "conflict_clearances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The request it was checked on; it clears the match on both requests. */
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    matchKey: text("match_key").notNull(),
    clearedBy: text("cleared_by").notNull(),
    clearedAt: text("cleared_at").notNull(),
    formKey: text("form_key").notNull(),
  },
  (table) => [
    unique("conflict_clearances_form_unique").on(table.formKey, table.matchKey),
    index("conflict_clearances_key_idx").on(table.matchKey),
    index("conflict_clearances_lead_idx").on(table.leadId),
  ],
);

export type ConflictClearanceRow = typeof conflictClearances.$inferSelect;

/**
 * The conflict check's names, one row per name (a request's person and other party, or a name of the firm's list
 * when lead_id is null), with the keys app/conflicts/party-names.ts compares by, so a check looks up keys.
 */
export const conflictNames = sqliteTable(
  "conflict_names",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["person", "other", "client", "adverse"] }).notNull(),
    /** Trimmed, as matched. */
    name: text("name").notNull(),
    /** partyName().key: equal keys are a conflict. */
    nameKey: text("name_key").notNull(),
    /** "last|first" for the orientations (first, last) and (last, first); null where the name has none. */
    firstA: text("first_a"),
    firstB: text("first_b"),
    /** "last|f" only where that orientation's first name is an initial. */
    initialA: text("initial_a"),
    initialB: text("initial_b"),
  },
  (table) => [
    uniqueIndex("conflict_names_lead_role_unique").on(table.leadId, table.role),
    index("conflict_names_key_idx").on(table.nameKey),
    index("conflict_names_first_a_idx").on(table.firstA),
    index("conflict_names_first_b_idx").on(table.firstB),
    index("conflict_names_initial_a_idx")
      .on(table.initialA)
      .where(sql`${table.initialA} IS NOT NULL`),
    index("conflict_names_initial_b_idx")
      .on(table.initialB)
      .where(sql`${table.initialB} IS NOT NULL`),
    check("conflict_names_role_check", sql`${table.role} IN ('person', 'other', 'client', 'adverse')`),
  ],
);

// lead_search, the inbox's trigram FTS5 index (rowid = leads.id), is in migration 0029 only: drizzle has no
// virtual tables. Its one writer is named in test/worker/table-writers.test.ts like every table's.

// Texting with the visitor (decision 0050): numbers that replied STOP, and every text in and out.
export const textOptOuts = sqliteTable("text_opt_outs", {
  /** E.164; a row means the number gets no text from any path until it replies START. */
  phoneE164: text("phone_e164").primaryKey(),
  keyword: text("keyword").notNull(),
  optedOutAt: text("opted_out_at").notNull(),
});

export type TextOptOutRow = typeof textOptOuts.$inferSelect;

/** Every keyword message (STOP, START, HELP…) by Twilio's id, with or without a request: applied and answered once
 * (decision 0062). No number: a MessageSid alone says nothing about a person. */
export const textKeywordMessages = sqliteTable("text_keywords", {
  messageSid: text("message_sid").primaryKey(),
  keyword: text("keyword").notNull(),
  receivedAt: text("received_at").notNull(),
});

export const textMessages = sqliteTable(
  "text_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["inbound", "outbound"] }).notNull(),
    body: text("body").notNull(),
    fromE164: text("from_e164").notNull(),
    toE164: text("to_e164").notNull(),
    /** Twilio's id: a retried webhook stores nothing twice. */
    messageSid: text("message_sid").unique(),
    status: text("status").notNull(),
    /** "visitor", "system" or the staff address that sent it. */
    sentBy: text("sent_by").notNull(),
    mediaCount: integer("media_count").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** A staff reply's form: posted twice, it is sent once. */
    formKey: text("form_key").unique(),
    /** Why it was not delivered: Twilio's error, in its words. */
    error: text("error"),
  },
  (table) => [index("text_messages_lead_idx").on(table.leadId, table.createdAt)],
);

export type TextMessageRow = typeof textMessages.$inferSelect;

// Consultations with a time and a place (decision 0056): one row per booking; a change bumps `sequence`.
export const consultations = sqliteTable(
  "consultations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** UTC instant. */
    startsAt: text("starts_at").notNull(),
    kind: text("kind", { enum: consultationKinds }).notNull(),
    /** The video link; empty for the office (its address comes from content) and the phone. */
    link: text("link").notNull().default(""),
    hostEmail: text("host_email").notNull(),
    /** The calendar event's UID: kept across every change and the cancellation. */
    uid: text("uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    status: text("status", { enum: ["scheduled", "cancelled"] })
      .notNull()
      .default("scheduled"),
    /** The last form that booked, moved or cancelled it: posted twice, applied once. */
    formKey: text("form_key").notNull().unique(),
    bookedBy: text("booked_by").notNull(),
    /** When each reminder's deliveries were written for the current `starts_at` (reset by a move). */
    dayReminderAt: text("day_reminder_at"),
    hourReminderAt: text("hour_reminder_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("consultations_lead_idx").on(table.leadId), index("consultations_starts_idx").on(table.status, table.startsAt)],
);

export type ConsultationRow = typeof consultations.$inferSelect;

// Declines and referrals with their reason (decision 0055), and the non-engagement letters sent or printed.
export const leadOutcomes = sqliteTable(
  "lead_outcomes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["declined", "referred-out"] }).notNull(),
    /** Declined: one of declineReasons (app/desk/declines.ts); "other" carries reason_text. */
    reason: text("reason"),
    reasonText: text("reason_text"),
    /** Referred out: the lawyer or firm, and the agreed share of the fee in percent. */
    referredTo: text("referred_to"),
    referralSharePercent: integer("referral_share_percent"),
    recordedAt: text("recorded_at").notNull(),
    recordedBy: text("recorded_by").notNull(),
    /** The status form's key: one outcome per status change. */
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [index("lead_outcomes_lead_idx").on(table.leadId, table.id)],
);

export type LeadOutcomeRow = typeof leadOutcomes.$inferSelect;

/** No foreign key: an erasure may keep a sent letter as the firm's record (ERASURE_KEEPS_LETTERS). */
export const nonEngagementLetters = sqliteTable(
  "non_engagement_letters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id").notNull(),
    language: text("language", { enum: languages }).notNull(),
    /** The person's address; empty for a printed letter. */
    address: text("address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    sentAt: text("sent_at"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [
    unique("non_engagement_letters_lead_unique").on(table.leadId),
    index("non_engagement_letters_address_idx")
      .on(table.address)
      .where(sql`${table.address} <> ''`),
  ],
);

export type NonEngagementLetterRow = typeof nonEngagementLetters.$inferSelect;

// The photos of an incoming text (MMS): Twilio's address of each, fetched only through the desk's proxy.
export const textMedia = sqliteTable(
  "text_media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    textMessageId: integer("text_message_id")
      .notNull()
      .references(() => textMessages.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentType: text("content_type").notNull(),
    twilioUrl: text("twilio_url").notNull(),
  },
  (table) => [unique("text_media_message_position").on(table.textMessageId, table.position), index("text_media_lead_idx").on(table.leadId)],
);

export type TextMediaRow = typeof textMedia.$inferSelect;

// The fee agreement sent for e-signature (decision 0057): one row per link sent, and what happened to it.
export const agreementStatuses = ["sent", "viewed", "signed", "expired", "revoked"] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];
export const signerCapacities = ["self", "guardian", "representative"] as const;
export type SignerCapacity = (typeof signerCapacities)[number];

export const agreements = sqliteTable(
  "agreements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token; the token itself is derived again from AGREEMENT_LINK_SECRET and `token_salt`. */
    tokenHash: text("token_hash").notNull().unique(),
    tokenSalt: text("token_salt").notNull(),
    /** "expired" is also read from `expires_at`; the column says what the desk last wrote. */
    status: text("status", { enum: agreementStatuses }).notNull().default("sent"),
    signerName: text("signer_name").notNull(),
    capacity: text("capacity", { enum: signerCapacities }).notNull(),
    language: text("language", { enum: languages }).notNull(),
    feeCents: integer("fee_cents"),
    /** The filled text the PDF was made from, shown on the signing page as sent. */
    documentText: text("document_text", { mode: "json" }).$type<AgreementText>().notNull(),
    documentSha256: text("document_sha256").notNull(),
    unsignedKey: text("unsigned_key").notNull(),
    signedKey: text("signed_key"),
    signedSha256: text("signed_sha256"),
    sentBy: text("sent_by").notNull(),
    sentAt: text("sent_at").notNull(),
    viewedAt: text("viewed_at"),
    consentedAt: text("consented_at"),
    signedAt: text("signed_at"),
    signedName: text("signed_name"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    revokedAt: text("revoked_at"),
    revokedBy: text("revoked_by"),
    expiresAt: text("expires_at").notNull(),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [
    index("agreements_lead_idx").on(table.leadId, table.sentAt),
    check("agreements_status_check", sql`${table.status} IN ('sent', 'viewed', 'signed', 'expired', 'revoked')`),
    check("agreements_capacity_check", sql`${table.capacity} IN ('self', 'guardian', 'representative')`),
  ],
);

export type AgreementRow = typeof agreements.$inferSelect;

/** What the desk is told about a link: refused posts (expired, revoked, a changed document...), revocations. */
export const agreementEvents = sqliteTable(
  "agreement_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    kind: text("kind").notNull(),
    detail: text("detail"),
  },
  (table) => [index("agreement_events_lead_idx").on(table.leadId, table.at)],
);

export type AgreementEventRow = typeof agreementEvents.$inferSelect;

// Ad spend (decision 0054): the platforms' daily cost per campaign, each upload, monthly amounts typed by hand, campaign mappings.
export const adSpend = sqliteTable(
  "ad_spend",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    platform: text("platform", { enum: spendPlatforms }).notNull(),
    /** The platform's day (its account's time zone), "YYYY-MM-DD". */
    day: text("day").notNull(),
    /** As the ad platform spells it. */
    campaign: text("campaign").notNull(),
    /** Case and spacing left out (app/spend/spend-values.ts): what matches a request's utm_campaign. */
    campaignKey: text("campaign_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    uploadId: integer("upload_id").notNull(),
  },
  (table) => [unique("ad_spend_day_unique").on(table.platform, table.day, table.campaignKey), index("ad_spend_day_idx").on(table.day)],
);

export const spendUploads = sqliteTable("spend_uploads", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  platform: text("platform", { enum: spendPlatforms }).notNull(),
  fileName: text("file_name").notNull(),
  fromDay: text("from_day").notNull(),
  toDay: text("to_day").notNull(),
  rows: integer("rows").notNull(),
  totalCents: integer("total_cents").notNull(),
  /** False: the file named no currency and was taken as US dollars. */
  currencyNamed: integer("currency_named", { mode: "boolean" }).notNull(),
  uploadedAt: text("uploaded_at").notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  formKey: text("form_key").notNull().unique(),
});

export const manualSpend = sqliteTable(
  "manual_spend",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "YYYY-MM": the amount is the month's, spread evenly over its days. */
    month: text("month").notNull(),
    source: text("source").$type<Source>().notNull(),
    /** What was paid for: "Avvo listing", "Billboard on Central Ave". */
    label: text("label").notNull(),
    amountCents: integer("amount_cents").notNull(),
    updatedAt: text("updated_at").notNull(),
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [unique("manual_spend_month_unique").on(table.month, table.source, table.label)],
);

export const spendCampaignMaps = sqliteTable(
  "spend_campaign_maps",
  {
    /** The ad platform's campaign, as a key. */
    campaignKey: text("campaign_key").primaryKey(),
    campaign: text("campaign").notNull(),
    /** Counted as this first-touch campaign (a key), or else under this source. */
    toCampaignKey: text("to_campaign_key"),
    toSource: text("to_source").$type<Source>(),
    mappedAt: text("mapped_at").notNull(),
    mappedBy: text("mapped_by").notNull(),
  },
  (table) => [check("spend_campaign_maps_one_check", sql`(${table.toCampaignKey} IS NULL) <> (${table.toSource} IS NULL)`)],
);

export type SpendUploadRow = typeof spendUploads.$inferSelect;
export type ManualSpendRow = typeof manualSpend.$inferSelect;
export type SpendCampaignMapRow = typeof spendCampaignMaps.$inferSelect;

/**
 * How far each walk over the existing requests has got (the Cron fills derived tables from old requests; new ones
 * are written on arrival). A walk's row is made by its first run, so no row means nothing done yet.
 */
export const backfills = sqliteTable("backfills", {
  name: text("name").primaryKey(),
  nextId: integer("next_id").notNull(),
  untilId: integer("until_id").notNull(),
  doneAt: text("done_at"),
});

/** The numbers' rows of one Kent day ([from_utc, to_utc)), as the numbers page reads them: one JSON array. */
export const leadDays = sqliteTable(
  "lead_days",
  {
    day: text("day").primaryKey(),
    fromUtc: text("from_utc").notNull(),
    toUtc: text("to_utc").notNull(),
    rows: text("rows").notNull(),
    builtAt: text("built_at").notNull(),
  },
  (table) => [index("lead_days_from_idx").on(table.fromUtc)],
);

/** Requests' campaigns by key, for spend's matching: the name of the first request seen with each key. */
export const requestCampaignNames = sqliteTable("request_campaigns", {
  campaignKey: text("campaign_key").primaryKey(),
  name: text("name").notNull(),
  firstLeadId: integer("first_lead_id").notNull(),
});

// Calls to the firm's numbers (issue 58, decision 0093): the caller's leg only; who answered is known from the
// whisper's press 1. A hang-up or a blocked call has no request (lead_id NULL).
export const phoneCalls = sqliteTable(
  "phone_calls",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Twilio's CA… of the caller's (parent) leg: a retried webhook stores nothing twice. */
    callSid: text("call_sid").notNull().unique(),
    /** The caller ID in E.164; null: withheld or not a number. */
    fromE164: text("from_e164"),
    fromRaw: text("from_raw").notNull(),
    /** The firm's number called, and its content key ('main' or a CallNumberKey). */
    toE164: text("to_e164").notNull(),
    numberKey: text("number_key").notNull(),
    /** Twilio's CallerName (CNAM), when the lookup is on. */
    callerName: text("caller_name"),
    language: text("language", { enum: languages }).notNull().default("en"),
    startedAt: text("started_at").notNull(),
    route: text("route").$type<CallRoute>(),
    /** JSON [{ who, phone }] in <Number> order: the whisper's `m` is an index into it. */
    rang: text("rang").notNull().default("[]"),
    status: text("status", { enum: phoneCallStatuses }).notNull().default("ringing"),
    answeredBy: text("answered_by"),
    answeredAt: text("answered_at"),
    dialStatus: text("dial_status"),
    talkSeconds: integer("talk_seconds"),
    endedAt: text("ended_at"),
    durationSeconds: integer("duration_seconds"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The call opened its request (1) or joined the caller's (0). */
    openedRequest: integer("opened_request", { mode: "boolean" }).notNull().default(false),
    disposition: text("disposition", { enum: callDispositions }),
    completedBy: text("completed_by"),
    completedAt: text("completed_at"),
    completedFormKey: text("completed_form_key").unique(),
  },
  (table) => [
    index("phone_calls_lead_idx").on(table.leadId, table.startedAt),
    index("phone_calls_from_idx").on(table.fromE164, table.startedAt),
    index("phone_calls_started_idx").on(table.startedAt),
    check("phone_calls_status_check", sql`${table.status} IN ('ringing', 'answered', 'missed', 'hang-up', 'blocked', 'staff')`),
    check(
      "phone_calls_disposition_check",
      sql`${table.disposition} IS NULL OR ${table.disposition} IN ('case', 'not-a-case', 'existing-client', 'solicitation', 'wrong-number')`,
    ),
  ],
);

export type PhoneCallRow = typeof phoneCalls.$inferSelect;

/** Voicemails and call recordings: Twilio keeps the audio, the desk plays it through its proxy. */
export const callRecordings = sqliteTable(
  "call_recordings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phoneCallId: integer("phone_call_id")
      .notNull()
      .references(() => phoneCalls.id, { onDelete: "cascade" }),
    /** Copied when the call is linked: the erasure and the download find it by request. */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    recordingSid: text("recording_sid").notNull().unique(),
    /** RecordingUrl as Twilio sent it, without an extension. */
    twilioUrl: text("twilio_url").notNull(),
    kind: text("kind", { enum: ["voicemail", "call"] }).notNull(),
    /** pending | completed | absent | failed */
    status: text("status").notNull(),
    channels: integer("channels").notNull().default(1),
    durationSeconds: integer("duration_seconds"),
    transcript: text("transcript"),
    /** completed | failed | skipped */
    transcriptStatus: text("transcript_status"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    index("call_recordings_call_idx").on(table.phoneCallId),
    index("call_recordings_lead_idx").on(table.leadId),
    check("call_recordings_kind_check", sql`${table.kind} IN ('voicemail', 'call')`),
  ],
);

export type CallRecordingRow = typeof callRecordings.$inferSelect;

/** The numbers' call facts of one Kent day ([from_utc, to_utc)), one JSON array per call (decision 0097). */
export const callDays = sqliteTable(
  "call_days",
  {
    day: text("day").primaryKey(),
    fromUtc: text("from_utc").notNull(),
    toUtc: text("to_utc").notNull(),
    rows: text("rows").notNull(),
    builtAt: text("built_at").notNull(),
  },
  (table) => [index("call_days_from_idx").on(table.fromUtc)],
);

/** A number the firm takes no calls from (<Reject>, counted); kept after an erasure, like a STOP. */
export const blockedNumbers = sqliteTable(
  "blocked_numbers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    e164: text("e164").notNull(),
    reason: text("reason"),
    blockedBy: text("blocked_by").notNull(),
    blockedAt: text("blocked_at").notNull(),
    blockFormKey: text("block_form_key").notNull().unique(),
    unblockedBy: text("unblocked_by"),
    unblockedAt: text("unblocked_at"),
    unblockFormKey: text("unblock_form_key").unique(),
  },
  (table) => [
    uniqueIndex("blocked_numbers_active")
      .on(table.e164)
      .where(sql`${table.unblockedAt} IS NULL`),
  ],
);

/** Recordings to delete at Twilio after an erasure: an opaque id only, retried until Twilio says 204 or 404. */
export const recordingDeletions = sqliteTable("recording_deletions", {
  recordingSid: text("recording_sid").primaryKey(),
  requestedAt: text("requested_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAt: text("next_at").notNull(),
  deletedAt: text("deleted_at"),
  lastError: text("last_error"),
});
