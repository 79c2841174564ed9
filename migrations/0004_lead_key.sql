-- A lead's identity (docs/decisions/0020-lead-identity.md): `lead_key` is unique, and
-- `idempotency_key` no longer is (a cached page may hand two visitors one key). SQLite
-- cannot add a NOT NULL column whose default is an expression, so the table is rebuilt;
-- existing rows get 'legacy:' || idempotency_key (unique, as that key was), rows entered
-- by hand later get 'manual:' and a random value.
CREATE TABLE `__new_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`case_type` text NOT NULL,
	`description` text NOT NULL,
	`source_page` text NOT NULL,
	`source_url` text NOT NULL,
	`page_title` text NOT NULL,
	`privacy_consent` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`lead_key` text DEFAULT ('manual:' || lower(hex(randomblob(16)))) NOT NULL,
	`submitted_via` text NOT NULL,
	`turnstile` text NOT NULL,
	`notify_status` text DEFAULT 'pending' NOT NULL,
	`notify_attempts` integer DEFAULT 0 NOT NULL,
	`notify_last_error` text,
	`notify_sent_at` text,
	`next_attempt_at` text,
	`stored_via` text DEFAULT 'direct' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`landing_page` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`gclid` text,
	`gbraid` text,
	`wbraid` text,
	`msclkid` text,
	`fbclid` text,
	`channel` text,
	CONSTRAINT "leads_notify_status_check" CHECK("notify_status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_leads` (`id`, `created_at`, `name`, `email`, `phone`, `case_type`, `description`, `source_page`, `source_url`, `page_title`, `privacy_consent`, `idempotency_key`, `lead_key`, `submitted_via`, `turnstile`, `notify_status`, `notify_attempts`, `notify_last_error`, `notify_sent_at`, `next_attempt_at`, `stored_via`, `language`, `landing_page`, `referrer`, `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `gclid`, `gbraid`, `wbraid`, `msclkid`, `fbclid`, `channel`)
SELECT `id`, `created_at`, `name`, `email`, `phone`, `case_type`, `description`, `source_page`, `source_url`, `page_title`, `privacy_consent`, `idempotency_key`, 'legacy:' || `idempotency_key`, `submitted_via`, `turnstile`, `notify_status`, `notify_attempts`, `notify_last_error`, `notify_sent_at`, `next_attempt_at`, `stored_via`, `language`, `landing_page`, `referrer`, `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `gclid`, `gbraid`, `wbraid`, `msclkid`, `fbclid`, `channel` FROM `leads`;
--> statement-breakpoint
DROP TABLE `leads`;
--> statement-breakpoint
ALTER TABLE `__new_leads` RENAME TO `leads`;
--> statement-breakpoint
CREATE INDEX `leads_created_at_idx` ON `leads` (`created_at`);
--> statement-breakpoint
CREATE INDEX `leads_notify_due_idx` ON `leads` (`notify_status`,`next_attempt_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_lead_key_unique` ON `leads` (`lead_key`);
