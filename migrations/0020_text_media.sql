-- The photos of incoming texts (MMS), decision 0053: Twilio's address of each, shown on the desk
-- only through the Worker's proxy.
CREATE TABLE `text_media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`text_message_id` integer NOT NULL,
	`lead_id` integer NOT NULL,
	`position` integer NOT NULL,
	`content_type` text NOT NULL,
	`twilio_url` text NOT NULL,
	FOREIGN KEY (`text_message_id`) REFERENCES `text_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `text_media_lead_idx` ON `text_media` (`lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `text_media_message_position` ON `text_media` (`text_message_id`,`position`);