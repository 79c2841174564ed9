CREATE TABLE `daily_counts` (
	`day` text NOT NULL,
	`event` text NOT NULL,
	`page` text NOT NULL,
	`channel` text DEFAULT '' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`campaign` text DEFAULT '' NOT NULL,
	`landing_page` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `event`, `page`, `channel`, `source`, `campaign`, `landing_page`)
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_term` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_content` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `gclid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `gbraid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `wbraid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `msclkid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `fbclid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `channel` text;