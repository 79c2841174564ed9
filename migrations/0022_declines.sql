-- Declines and referrals with a reason, and non-engagement letters (decision 0055). New tables only:
-- leads is not rebuilt; a letter has no foreign key so an erasure may keep it.
CREATE TABLE `lead_outcomes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`reason_text` text,
	`referred_to` text,
	`referral_share_percent` integer,
	`recorded_at` text NOT NULL,
	`recorded_by` text NOT NULL,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_outcomes_form_key_unique` ON `lead_outcomes` (`form_key`);--> statement-breakpoint
CREATE INDEX `lead_outcomes_lead_idx` ON `lead_outcomes` (`lead_id`,`id`);--> statement-breakpoint
CREATE TABLE `non_engagement_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`language` text NOT NULL,
	`address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	`sent_at` text,
	`form_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `non_engagement_letters_form_key_unique` ON `non_engagement_letters` (`form_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `non_engagement_letters_lead_unique` ON `non_engagement_letters` (`lead_id`);