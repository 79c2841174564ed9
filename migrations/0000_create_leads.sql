CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`case_type` text NOT NULL,
	`description` text NOT NULL,
	`source_page` text NOT NULL,
	`source_url` text NOT NULL,
	`page_title` text NOT NULL,
	`privacy_consent` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`submitted_via` text NOT NULL,
	`turnstile` text NOT NULL,
	`notify_status` text DEFAULT 'pending' NOT NULL,
	`notify_attempts` integer DEFAULT 0 NOT NULL,
	`notify_last_error` text,
	`notify_sent_at` text,
	`next_attempt_at` text,
	CONSTRAINT "leads_notify_status_check" CHECK("leads"."notify_status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_idempotency_key_unique` ON `leads` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `leads_created_at_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_notify_due_idx` ON `leads` (`notify_status`,`next_attempt_at`);