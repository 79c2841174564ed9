-- The audit of people's data requests (docs/decisions/0029-data-requests.md): one row per
-- download and erasure, with who, when and how many rows, never the person's data.
CREATE TABLE `data_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`staff` text NOT NULL,
	`kind` text NOT NULL,
	`subject_kind` text NOT NULL,
	`subject_hash` text NOT NULL,
	`row_counts` text NOT NULL,
	`copies_outside` text,
	`form_key` text NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK("data_requests"."kind" IN ('download', 'erase'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_requests_form_key_unique` ON `data_requests` (`form_key`);--> statement-breakpoint
CREATE INDEX `data_requests_subject_idx` ON `data_requests` (`subject_hash`);