-- The conflict check (decision 0049): the firm's uploaded list of clients and adverse parties, the
-- matches found on requests, and each "checked, no conflict". Only adds tables.
CREATE TABLE `conflict_clearances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`match_key` text NOT NULL,
	`cleared_by` text NOT NULL,
	`cleared_at` text NOT NULL,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conflict_clearances_key_idx` ON `conflict_clearances` (`match_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `conflict_clearances_form_unique` ON `conflict_clearances` (`form_key`,`match_key`);--> statement-breakpoint
CREATE TABLE `conflict_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`match_key` text NOT NULL,
	`strength` text NOT NULL,
	`our_role` text NOT NULL,
	`our_name` text NOT NULL,
	`their_role` text NOT NULL,
	`their_name` text NOT NULL,
	`other_lead_id` integer,
	`found_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`other_lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conflict_matches_key_idx` ON `conflict_matches` (`match_key`);--> statement-breakpoint
CREATE INDEX `conflict_matches_other_idx` ON `conflict_matches` (`other_lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `conflict_matches_lead_key_unique` ON `conflict_matches` (`lead_id`,`match_key`);--> statement-breakpoint
CREATE TABLE `conflict_parties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`kind` text NOT NULL,
	`uploaded_at` text NOT NULL,
	`uploaded_by` text NOT NULL,
	CONSTRAINT "conflict_parties_kind_check" CHECK("conflict_parties"."kind" IN ('client', 'adverse'))
);
--> statement-breakpoint
CREATE INDEX `conflict_parties_key_idx` ON `conflict_parties` (`name_key`);