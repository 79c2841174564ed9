-- The intake desk (docs/decisions/0028-intake-desk.md): where each request stands on the
-- leads row, every status change and note in its own table (never overwritten). Existing
-- leads start 'new' and unopened.
CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`author` text NOT NULL,
	`body` text NOT NULL,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_notes_form_key_unique` ON `lead_notes` (`form_key`);--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_id`);--> statement-breakpoint
CREATE TABLE `lead_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by` text NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`expected_fee_cents` integer,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_status_changes_form_key_unique` ON `lead_status_changes` (`form_key`);--> statement-breakpoint
CREATE INDEX `lead_status_changes_lead_idx` ON `lead_status_changes` (`lead_id`);--> statement-breakpoint
ALTER TABLE `leads` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_contact_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `expected_fee_cents` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `opened_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `opened_by` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `reminded_at` text;