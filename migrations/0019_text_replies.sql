-- Staff replies by text (decision 0052): a reply's form key (sent once if posted twice) and
-- Twilio's error when a text was not delivered.
ALTER TABLE `text_messages` ADD `form_key` text;--> statement-breakpoint
ALTER TABLE `text_messages` ADD `error` text;--> statement-breakpoint
CREATE UNIQUE INDEX `text_messages_form_key_unique` ON `text_messages` (`form_key`);
