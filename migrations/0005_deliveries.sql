-- Deliveries as data (docs/decisions/0025-deliveries.md): one row per lead and channel
-- endpoint. Each existing lead's staff-email state is copied over (target '*': every staff
-- inbox configured when it is sent). The leads table's notify_* columns are no longer
-- written; they stay until a later release so a rollback and saved queries keep working.
CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`route` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`last_attempt_at` text,
	`lease_until` text,
	`next_attempt_at` text,
	`sent_at` text,
	`receiver_id` text,
	`dedupe_key` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "deliveries_status_check" CHECK("deliveries"."status" IN ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `deliveries_route_idx` ON `deliveries` (`route`,`status`);--> statement-breakpoint
CREATE INDEX `deliveries_dedupe_idx` ON `deliveries` (`dedupe_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_lead_channel_target` ON `deliveries` (`lead_id`,`channel`,`target`);
--> statement-breakpoint
INSERT INTO `deliveries` (`lead_id`, `channel`, `target`, `route`, `status`, `attempts`, `last_error`, `next_attempt_at`, `sent_at`, `created_at`)
SELECT `id`, 'staff-email', '*', 'staff-email', `notify_status`, `notify_attempts`, `notify_last_error`,
	CASE WHEN `notify_status` = 'pending' THEN `next_attempt_at` END, `notify_sent_at`, `created_at`
FROM `leads` WHERE true;
