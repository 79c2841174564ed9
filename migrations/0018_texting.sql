-- Texting with the visitor (decision 0050): consent on leads (ADD COLUMN only), opted-out numbers
-- and every text in and out.
CREATE TABLE `text_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`direction` text NOT NULL,
	`body` text NOT NULL,
	`from_e164` text NOT NULL,
	`to_e164` text NOT NULL,
	`message_sid` text,
	`status` text NOT NULL,
	`sent_by` text NOT NULL,
	`media_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_messages_message_sid_unique` ON `text_messages` (`message_sid`);--> statement-breakpoint
CREATE INDEX `text_messages_lead_idx` ON `text_messages` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `text_opt_outs` (
	`phone_e164` text PRIMARY KEY NOT NULL,
	`keyword` text NOT NULL,
	`opted_out_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `text_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `text_consent_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `text_consent_version` text;