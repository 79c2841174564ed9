-- The fee agreement sent for e-signature (decision 0057): its links, files and audit times,
-- and what the desk is told about refused posts.
CREATE TABLE `agreement_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`agreement_id` integer NOT NULL,
	`at` text NOT NULL,
	`kind` text NOT NULL,
	`detail` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agreement_events_lead_idx` ON `agreement_events` (`lead_id`,`at`);--> statement-breakpoint
CREATE TABLE `agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`token_salt` text NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`signer_name` text NOT NULL,
	`capacity` text NOT NULL,
	`language` text NOT NULL,
	`fee_cents` integer,
	`document_text` text NOT NULL,
	`document_sha256` text NOT NULL,
	`unsigned_key` text NOT NULL,
	`signed_key` text,
	`signed_sha256` text,
	`sent_by` text NOT NULL,
	`sent_at` text NOT NULL,
	`viewed_at` text,
	`consented_at` text,
	`signed_at` text,
	`signed_name` text,
	`ip` text,
	`user_agent` text,
	`revoked_at` text,
	`revoked_by` text,
	`expires_at` text NOT NULL,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "agreements_status_check" CHECK("agreements"."status" IN ('sent', 'viewed', 'signed', 'expired', 'revoked')),
	CONSTRAINT "agreements_capacity_check" CHECK("agreements"."capacity" IN ('self', 'guardian', 'representative'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreements_token_hash_unique` ON `agreements` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `agreements_form_key_unique` ON `agreements` (`form_key`);--> statement-breakpoint
CREATE INDEX `agreements_lead_idx` ON `agreements` (`lead_id`,`sent_at`);