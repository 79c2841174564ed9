-- Every call attempt on a request, with its outcome (decision 0044). Only adds a table: existing
-- first-contact times on leads stay as they are.
CREATE TABLE `call_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`attempted_at` text NOT NULL,
	`attempted_by` text NOT NULL,
	`outcome` text NOT NULL,
	`call_back_at` text,
	`note` text,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "call_attempts_outcome_check" CHECK("call_attempts"."outcome" IN ('reached', 'voicemail', 'no-answer', 'busy', 'bad-number', 'call-back')),
	CONSTRAINT "call_attempts_call_back_check" CHECK(("call_attempts"."outcome" = 'call-back') = ("call_attempts"."call_back_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `call_attempts_form_key_unique` ON `call_attempts` (`form_key`);--> statement-breakpoint
CREATE INDEX `call_attempts_lead_idx` ON `call_attempts` (`lead_id`,`attempted_at`);