-- Reminders of due calls (decision 0045): each message sent, and each due call it told someone of;
-- requests still new from the last week become due now, so the Due now queue starts with them.
CREATE TABLE `call_reminder_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`via` text NOT NULL,
	`target` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` text,
	`sent_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `call_reminder_messages_target_idx` ON `call_reminder_messages` (`target`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `call_reminder_messages_due_idx` ON `call_reminder_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `call_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`due_at` text NOT NULL,
	`target` text NOT NULL,
	`message_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `call_reminder_messages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `call_reminders_once` ON `call_reminders` (`lead_id`,`kind`,`due_at`,`target`);--> statement-breakpoint
UPDATE `leads` SET `call_due_at` = `created_at` WHERE `status` = 'new' AND `call_due_at` IS NULL AND `duplicate_of` IS NULL AND `created_at` >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days');
