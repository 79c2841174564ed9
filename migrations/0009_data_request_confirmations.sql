-- Data requests (docs/decisions/0032-data-requests-kept-promises.md): each audit row names the
-- request numbers it covered, and every erasure is confirmed by a short-lived, hashed key.
ALTER TABLE `data_requests` ADD `lead_ids` text;--> statement-breakpoint
CREATE TABLE `data_request_confirmations` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`staff` text NOT NULL,
	`subject_hash` text NOT NULL,
	`lead_ids` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_by` text
);
