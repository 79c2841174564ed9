-- Who works a request, when its next call is due, which earlier request of the same person it
-- belongs to, and the answers after Send (decisions 0045-0049). Only adds: leads is never rebuilt.
CREATE TABLE `lead_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`answers` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL,
	`incident_date` text,
	`deadline_date` text,
	`other_party` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_answers_lead_id_unique` ON `lead_answers` (`lead_id`);--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_email` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `call_due_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `duplicate_of` integer;--> statement-breakpoint
CREATE INDEX `leads_call_due_idx` ON `leads` (`call_due_at`);--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_email`,`call_due_at`);--> statement-breakpoint
CREATE INDEX `leads_duplicate_of_idx` ON `leads` (`duplicate_of`);