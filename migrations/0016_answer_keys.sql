-- The keys to the questions after Send (decision 0048): one per confirmation, kept only as a
-- SHA-256 hash, good for 24 hours; a request's answers themselves are in lead_answers.
CREATE TABLE `answer_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`key_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `answer_keys_key_hash_unique` ON `answer_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `answer_keys_lead_idx` ON `answer_keys` (`lead_id`);
