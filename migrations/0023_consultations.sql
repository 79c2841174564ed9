-- Consultations with a time and a place (decision 0056): the calendar event's UID and SEQUENCE,
-- and when each reminder went for the current time.
CREATE TABLE `consultations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`starts_at` text NOT NULL,
	`kind` text NOT NULL,
	`link` text DEFAULT '' NOT NULL,
	`host_email` text NOT NULL,
	`uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`form_key` text NOT NULL,
	`booked_by` text NOT NULL,
	`day_reminder_at` text,
	`hour_reminder_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultations_uid_unique` ON `consultations` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `consultations_form_key_unique` ON `consultations` (`form_key`);--> statement-breakpoint
CREATE INDEX `consultations_lead_idx` ON `consultations` (`lead_id`);--> statement-breakpoint
CREATE INDEX `consultations_starts_idx` ON `consultations` (`status`,`starts_at`);