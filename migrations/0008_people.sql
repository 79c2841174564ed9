-- The person, normalized (app/lib/people.ts), beside what they typed: filled when a lead is
-- stored, and for older rows by the Cron trigger (backfillPersonColumns).
ALTER TABLE `leads` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_e164` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_ext` text;--> statement-breakpoint
CREATE INDEX `leads_email_key_idx` ON `leads` (`email_key`);--> statement-breakpoint
CREATE INDEX `leads_phone_e164_idx` ON `leads` (`phone_e164`);