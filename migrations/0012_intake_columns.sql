-- Who works a request, when its next call is due, and which earlier request of the same person it
-- belongs to (decisions 0045-0047). Only adds columns: leads is never rebuilt.
ALTER TABLE `leads` ADD `owner_email` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `call_due_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `duplicate_of` integer;--> statement-breakpoint
CREATE INDEX `leads_call_due_idx` ON `leads` (`call_due_at`);--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_email`,`call_due_at`);--> statement-breakpoint
CREATE INDEX `leads_duplicate_of_idx` ON `leads` (`duplicate_of`);