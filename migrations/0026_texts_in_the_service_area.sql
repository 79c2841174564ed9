-- Texts kept to the service area and inside the caps (decision 0062): each keyword's MessageSid once, whether
-- or not the number has a request; a staff phone's call reminders count toward its hourly cap and fold into
-- its summary text like the deliveries do; the first texts of a day are counted by channel and time.
CREATE TABLE `text_keywords` (
	`message_sid` text PRIMARY KEY NOT NULL,
	`keyword` text NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `call_reminder_messages` ADD `cap_key` text;--> statement-breakpoint
ALTER TABLE `call_reminder_messages` ADD `folded_into` integer;--> statement-breakpoint
CREATE INDEX `call_reminder_messages_cap_idx` ON `call_reminder_messages` (`cap_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `deliveries_channel_created_idx` ON `deliveries` (`channel`,`created_at`);
