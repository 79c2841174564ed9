-- Owners (decision 0046): every change of a request's owner, and who is on intake each day. The trigger
-- writes the history row of an owner given at arrival, in the same statement as the request.
CREATE TABLE `intake_switches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`email` text NOT NULL,
	`on_intake` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_switches_day_email` ON `intake_switches` (`day`,`email`);--> statement-breakpoint
CREATE TABLE `lead_owner_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by` text NOT NULL,
	`from_owner` text,
	`to_owner` text,
	`form_key` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_owner_changes_form_key_unique` ON `lead_owner_changes` (`form_key`);--> statement-breakpoint
CREATE INDEX `lead_owner_changes_lead_idx` ON `lead_owner_changes` (`lead_id`,`changed_at`);--> statement-breakpoint
CREATE INDEX `lead_owner_changes_by_idx` ON `lead_owner_changes` (`changed_by`,`to_owner`);--> statement-breakpoint
CREATE TRIGGER `lead_owner_at_arrival` AFTER INSERT ON `leads`
WHEN NEW.owner_email IS NOT NULL AND NEW.submitted_via <> 'desk'
BEGIN
  INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
  VALUES (NEW.id, NEW.created_at, 'round-robin', NULL, NEW.owner_email, 'arrival:' || NEW.id);
END;
