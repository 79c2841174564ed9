-- Every staff change of a request's same-person link (decision 0047): an unlink, once per form key.
-- Only adds a table; leads.duplicate_of already exists.
CREATE TABLE `lead_link_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by` text NOT NULL,
	`from_duplicate_of` integer,
	`to_duplicate_of` integer,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_link_changes_form_key_unique` ON `lead_link_changes` (`form_key`);--> statement-breakpoint
CREATE INDEX `lead_link_changes_lead_idx` ON `lead_link_changes` (`lead_id`);