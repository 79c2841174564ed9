/**
 * The `leads` table (drizzle). Column names are snake_case so staff can query D1
 * directly; the SQL lives in migrations/ (`npm run db:generate` writes it from here).
 * Only the lead modules on the server read it.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sources as channels } from "~/attribution/source";
import { languages } from "~/content/i18n";
import { leadStatuses } from "~/desk/statuses";

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
    channel: text("channel", { enum: channels }),
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
