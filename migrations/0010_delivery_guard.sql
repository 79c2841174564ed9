-- Deliveries gain 'superseded' (an endpoint no longer in the settings), the reason a row was skipped or superseded, a cap key and the summary text a capped text was folded into (decision 0035). Rebuilt for its CHECK: no table references it.
CREATE TABLE `deliveries_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`route` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`last_attempt_at` text,
	`lease_until` text,
	`next_attempt_at` text,
	`sent_at` text,
	`receiver_id` text,
	`dedupe_key` text,
	`cap_key` text,
	`folded_into` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "deliveries_status_check" CHECK(`status` IN ('pending', 'sent', 'failed', 'skipped', 'superseded'))
);
--> statement-breakpoint
INSERT INTO `deliveries_new` (`id`, `lead_id`, `channel`, `target`, `route`, `status`, `reason`, `attempts`, `last_error`, `last_attempt_at`, `lease_until`, `next_attempt_at`, `sent_at`, `receiver_id`, `dedupe_key`, `created_at`)
SELECT `id`, `lead_id`, `channel`, `target`, `route`, `status`, CASE WHEN `status` = 'skipped' THEN 'same-mailbox' END, `attempts`, `last_error`, `last_attempt_at`, `lease_until`, `next_attempt_at`, `sent_at`, `receiver_id`, `dedupe_key`, `created_at`
FROM `deliveries`;
--> statement-breakpoint
DROP TABLE `deliveries`;
--> statement-breakpoint
ALTER TABLE `deliveries_new` RENAME TO `deliveries`;
--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `deliveries_route_idx` ON `deliveries` (`route`,`status`);--> statement-breakpoint
CREATE INDEX `deliveries_dedupe_idx` ON `deliveries` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `deliveries_cap_idx` ON `deliveries` (`cap_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `deliveries_channel_status_idx` ON `deliveries` (`channel`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_lead_channel_target` ON `deliveries` (`lead_id`,`channel`,`target`);
