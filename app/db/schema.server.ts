// Every D1 table (drizzle). Columns are snake_case so staff can query D1 directly;
// `npm run db:generate` writes the SQL into migrations/ from this module.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import type { Channel } from "~/attribution/channel";
import { languages } from "~/content/i18n";
import { leadStatuses } from "./statuses";

const notifyStatuses = ["pending", "sent", "failed"] as const;
/** How a lead reached D1: at once, through the lead queue, or from its dead-letter queue. */
const storedVias = ["direct", "queue", "dead-letter"] as const;
export type StoredVia = (typeof storedVias)[number];

export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** When the request was stored: UTC, ISO-8601 (e.g. 2026-11-21T18:04:05.123Z). */
    createdAt: text("created_at").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The person, normalized (app/lib/people.ts): the mailbox, and the phone in E.164 with its extension apart. */
    emailKey: text("email_key"),
    phoneE164: text("phone_e164"),
    phoneExt: text("phone_ext"),
    /** A slug from app/content/case-types.ts, e.g. car-accidents. */
    caseType: text("case_type").notNull(),
    description: text("description").notNull(),
    sourcePage: text("source_page").notNull(),
    sourceUrl: text("source_url").notNull(),
    pageTitle: text("page_title").notNull(),
    /** 1: the visitor agreed to the privacy policy and terms (required to submit). */
    privacyConsent: integer("privacy_consent", { mode: "boolean" }).notNull(),
    /**
     * The key the form sent (one per form fill), as sent. Not unique: a page kept in a
     * cache may hand two visitors one key. A lead is known by its `lead_key`.
     */
    idempotencyKey: text("idempotency_key").notNull(),
    /**
     * The lead's identity (docs/decisions/0020-lead-identity.md): computed once, when the
     * request is submitted (app/leads/lead-key.server.ts), as the SHA-256 (hex) of the
     * idempotency key with the cleaned name, email, case type and description. A true retry
     * (same key, same fields) has the same lead key; a different lead posted with the same
     * key never has. It travels in every queue message, and everything that must know
     * whether a lead was already stored or emailed keys on it: the store, the retry
     * lookup, the "NOT SAVED" mark, the queue consumers, the notification step.
     * Rows from before it: 'legacy:' || idempotency_key. A row entered by hand gets
     * 'manual:' and a random value.
     */
    leadKey: text("lead_key")
      .notNull()
      .unique()
      .default(sql`('manual:' || lower(hex(randomblob(16))))`),
    /**
     * 'json' (the form with JavaScript, or any JSON client) or 'form' (an HTML form post:
     * JavaScript off, or the form's own post when Turnstile's widget did not load).
     */
    submittedVia: text("submitted_via").notNull(),
    /**
     * Cloudflare Turnstile: 'passed', 'not-configured' (off), 'skipped-no-js' (a form post
     * without a token: no JavaScript, or the widget did not load and the form posted
     * without it), 'unverified' (Cloudflare could not be reached), or on rows from before
     * decision 0021 'missing-token' (JSON without a token, now refused).
     */
    turnstile: text("turnstile").notNull(),
    /** Staff notification: 'pending' until sent; 'failed' after the last retry. */
    notifyStatus: text("notify_status", { enum: notifyStatuses }).notNull().default("pending"),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    notifyLastError: text("notify_last_error"),
    notifySentAt: text("notify_sent_at"),
    /** When the Cron trigger may try again (UTC ISO-8601); null once sent or failed. */
    nextAttemptAt: text("next_attempt_at"),
    /**
     * How the lead reached D1: 'direct' (at once), 'queue' (D1 was unavailable; the lead
     * queue stored it later) or 'dead-letter' (stored by the dead-letter queue's consumer).
     */
    storedVia: text("stored_via", { enum: storedVias }).notNull().default("direct"),
    /** The language of the page the visitor wrote from: 'en' or 'es' (rows from before Spanish: 'en'). */
    language: text("language", { enum: languages }).notNull().default("en"),
    // First touch: where the visit came from (app/attribution/). Null when not known
    // (and on rows from before these columns).
    /** The first page of the visit: path and query, e.g. /kent-wa/car-accident-lawyer?utm_source=google. */
    landingPage: text("landing_page"),
    /** The external site the visit came from: origin and path, never this site. */
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
    /** paid-search, paid-social, display, organic-search, social, email, directory, referral, campaign or direct (app/attribution/channel.ts). */
    channel: text("channel").$type<Channel>(),
    // The intake desk (app/desk/): where the request stands; every change is in lead_status_changes.
    /** new, contacted, consultation-scheduled, signed, declined, referred-out or not-a-case. */
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** When it first moved to contacted or beyond (not to not-a-case): UTC ISO-8601. */
    firstContactAt: text("first_contact_at"),
    /** Set with "signed": the fee the firm expects, in cents (optional). */
    expectedFeeCents: integer("expected_fee_cents"),
    /** When a staff member first opened it on the desk, and who. */
    openedAt: text("opened_at"),
    openedBy: text("opened_by"),
    /** When the "still new" reminder went out (once per request). */
    remindedAt: text("reminded_at"),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_email_key_idx").on(table.emailKey),
    index("leads_phone_e164_idx").on(table.phoneE164),
    index("leads_notify_due_idx").on(table.notifyStatus, table.nextAttemptAt),
    check("leads_notify_status_check", sql`${table.notifyStatus} IN ('pending', 'sent', 'failed')`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
/** A row as the lead modules store it: always with its lead key (the SQL default is for rows entered by hand). */
export type NewLeadRow = typeof leads.$inferInsert & { leadKey: string };

export const countedEvents = ["call_tap", "consultation_request"] as const;
export type CountedEvent = (typeof countedEvents)[number];

export const dailyCounts = sqliteTable(
  "daily_counts",
  {
    /** The day in Kent (America/Los_Angeles), YYYY-MM-DD. */
    day: text("day").notNull(),
    event: text("event", { enum: countedEvents }).notNull(),
    /** The page it happened on (path), e.g. /kent-wa/car-accident-lawyer. */
    page: text("page").notNull(),
    /** The first touch of the visit ('' when not known): channel, source, campaign, landing page (path). */
    channel: text("channel").notNull().default(""),
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    landingPage: text("landing_page").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.event, table.page, table.channel, table.source, table.campaign, table.landingPage] })],
);

export const deliveryStatuses = ["pending", "sent", "failed", "skipped", "superseded"] as const;

/**
 * Why a delivery was skipped or superseded (docs/decisions/0035-delivery-guard.md):
 * its mailbox already got one today, a cap was reached, the request skipped Turnstile,
 * its endpoint left the settings, or its channel was switched off.
 */
export const deliveryReasons = ["same-mailbox", "cap", "turnstile", "target-removed", "channel-off"] as const;
export type DeliveryReason = (typeof deliveryReasons)[number];

export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** 'staff-email', 'acknowledgement', ... (app/deliveries/channels.server.ts). */
    channel: text("channel").notNull(),
    /**
     * The endpoint: an inbox, the visitor's address, a URL, a phone number. '' for a
     * channel that is not fully configured. '*' on rows copied from before deliveries:
     * every staff inbox configured when it is sent.
     */
    target: text("target").notNull(),
    /** What one outage takes down together (an email binding, one webhook endpoint): a
     * success on a route makes its waiting deliveries due at once. */
    route: text("route").notNull(),
    /** 'pending' until 'sent'; 'failed' after its last attempt or when its channel is not
     * fully configured; 'skipped' when it must not go (a second acknowledgement to one
     * mailbox in a day, a cap); 'superseded' when its endpoint left the settings (or its
     * channel was switched off) before it went. */
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    /** Why it was skipped or superseded (deliveryReasons); null otherwise. */
    reason: text("reason", { enum: deliveryReasons }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: text("last_attempt_at"),
    /** While an attempt is under way: until when it keeps other wake-ups away. */
    leaseUntil: text("lease_until"),
    /** When it may be tried next (UTC ISO-8601); null once it is sent, failed or skipped. */
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    /** The receiver's id for what it took (an email's message id, a text's SID). */
    receiverId: text("receiver_id"),
    /** Deliveries sharing this key go out once: later ones are 'skipped' (the visitor's
     * acknowledgement: one per address and Kent calendar day). */
    dedupeKey: text("dedupe_key"),
    /** What a cap counts this delivery under (an acknowledgement's recipient domain, an
     * on-call number); app/deliveries/caps.ts. */
    capKey: text("cap_key"),
    /** A text skipped by the hourly cap: the id of the summary text that counted it. */
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
  (table) => [index("lead_status_changes_lead_idx").on(table.leadId)],
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

export type StatusChangeRow = typeof leadStatusChanges.$inferSelect;
export type NoteRow = typeof leadNotes.$inferSelect;

export const dataRequestKinds = ["download", "erase"] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** When: UTC ISO-8601. */
    at: text("at").notNull(),
    /** Who: the staff member's address, from their verified Access token. */
    staff: text("staff").notNull(),
    kind: text("kind", { enum: dataRequestKinds }).notNull(),
    /** 'email' or 'phone': what the person was found by. */
    subjectKind: text("subject_kind", { enum: ["email", "phone"] }).notNull(),
    /** SHA-256 (hex) of the normalized address: ties repeat requests together (app/desk/person.ts). */
    subjectHash: text("subject_hash").notNull(),
    /** Rows found (download) or erased, per table: JSON, e.g. {"leads":1,"deliveries":4,...}. */
    rowCounts: text("row_counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
    /** An erasure: the delivery channels the person's requests went out on (JSON list of names). */
    copiesOutside: text("copies_outside", { mode: "json" }).$type<string[]>(),
    /** The form's own key: a form posted twice is recorded (and acted on) once. */
    formKey: text("form_key").notNull().unique(),
    /** The request numbers downloaded or erased (JSON list; null on rows before migration 0009):
     * a missing request's desk page says when and by whom it was erased. */
    leadIds: text("lead_ids", { mode: "json" }).$type<number[]>(),
  },
  (table) => [index("data_requests_subject_idx").on(table.subjectHash), check("data_requests_kind_check", sql`${table.kind} IN ('download', 'erase')`)],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;

/**
 * Every erasure asks once more: the first post stores a random key, only as its SHA-256,
 * bound to the staff member, the person (their hash) and the request numbers found, valid
 * ten minutes; the second post must bring it back. `used_by` is the post that spent it.
 */
export const dataRequestConfirmations = sqliteTable("data_request_confirmations", {
  keyHash: text("key_hash").primaryKey(),
  staff: text("staff").notNull(),
  subjectHash: text("subject_hash").notNull(),
  leadIds: text("lead_ids", { mode: "json" }).$type<number[]>().notNull(),
  expiresAt: text("expires_at").notNull(),
  usedBy: text("used_by"),
});

export type ConfirmationRow = typeof dataRequestConfirmations.$inferSelect;
