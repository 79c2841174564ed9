-- Costs that do not grow with the number of requests (issue 57). Tables and indexes only: nothing reads or
-- writes the new tables yet. `leads` is not rebuilt.

-- The conflict check's names, one row per name, keyed by decision 0049's rules (app/conflicts/party-names.ts), so a
-- new request's check looks up its own keys instead of parsing every stored name. lead_id NULL: the firm's list.
CREATE TABLE `conflict_names` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `lead_id` integer REFERENCES `leads`(`id`) ON DELETE cascade,
  `role` text NOT NULL,
  `name` text NOT NULL,
  `name_key` text NOT NULL,
  `first_a` text,
  `first_b` text,
  `initial_a` text,
  `initial_b` text,
  CONSTRAINT "conflict_names_role_check" CHECK(`role` IN ('person', 'other', 'client', 'adverse'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conflict_names_lead_role_unique` ON `conflict_names` (`lead_id`, `role`);
--> statement-breakpoint
CREATE INDEX `conflict_names_key_idx` ON `conflict_names` (`name_key`);
--> statement-breakpoint
CREATE INDEX `conflict_names_first_a_idx` ON `conflict_names` (`first_a`);
--> statement-breakpoint
CREATE INDEX `conflict_names_first_b_idx` ON `conflict_names` (`first_b`);
--> statement-breakpoint
CREATE INDEX `conflict_names_initial_a_idx` ON `conflict_names` (`initial_a`) WHERE `initial_a` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `conflict_names_initial_b_idx` ON `conflict_names` (`initial_b`) WHERE `initial_b` IS NOT NULL;
--> statement-breakpoint
-- The inbox search: trigram FTS5 (SQLite 3.34) over text folded in JS (no accents, lower case), rowid = leads.id.
-- No remove_diacritics or contentless_delete: production D1 does not document its SQLite version.
CREATE VIRTUAL TABLE `lead_search` USING fts5(name, email, digits, tokenize = 'trigram');
--> statement-breakpoint
-- How far each walk over old requests has got (the derived tables above are filled from new requests on write and
-- from old ones by the Cron). A walk's row is made by its first run: no row, nothing done.
CREATE TABLE `backfills` (
  `name` text PRIMARY KEY NOT NULL,
  `next_id` integer NOT NULL,
  `until_id` integer NOT NULL,
  `done_at` text
);
--> statement-breakpoint
-- The numbers' rows by Kent day: each day's requests as the numbers page reads them, one JSON array per day.
CREATE TABLE `lead_days` (
  `day` text PRIMARY KEY NOT NULL,
  `from_utc` text NOT NULL,
  `to_utc` text NOT NULL,
  `rows` text NOT NULL,
  `built_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_days_from_idx` ON `lead_days` (`from_utc`);
--> statement-breakpoint
-- Requests' campaigns by key, for spend's matching: the first name each key was seen with. No personal data.
CREATE TABLE `request_campaigns` (
  `campaign_key` text PRIMARY KEY NOT NULL,
  `name` text NOT NULL,
  `first_lead_id` integer NOT NULL
);
--> statement-breakpoint
-- Indexes the query plans of the scale review showed missing.
CREATE INDEX `leads_status_idx` ON `leads` (`status`, `id`);
--> statement-breakpoint
CREATE INDEX `leads_case_type_idx` ON `leads` (`case_type`, `id`);
--> statement-breakpoint
CREATE INDEX `leads_channel_idx` ON `leads` (`channel`, `id`);
--> statement-breakpoint
CREATE INDEX `leads_language_idx` ON `leads` (`language`, `id`);
--> statement-breakpoint
CREATE INDEX `lead_owner_changes_round_robin_idx` ON `lead_owner_changes` (`changed_by`, `to_owner`, `changed_at`);
--> statement-breakpoint
CREATE INDEX `lead_status_changes_to_idx` ON `lead_status_changes` (`to_status`, `changed_at`);
--> statement-breakpoint
CREATE INDEX `lead_status_changes_lead_to_idx` ON `lead_status_changes` (`lead_id`, `to_status`, `changed_at`);
--> statement-breakpoint
CREATE INDEX `conflict_clearances_lead_idx` ON `conflict_clearances` (`lead_id`);
--> statement-breakpoint
CREATE INDEX `non_engagement_letters_address_idx` ON `non_engagement_letters` (`address`) WHERE `address` <> '';
--> statement-breakpoint
CREATE INDEX `daily_counts_event_day_idx` ON `daily_counts` (`event`, `day`, `page`, `count`);
--> statement-breakpoint
-- D1 recommends it after every schema change: it runs ANALYZE where the new indexes need it.
PRAGMA optimize;
