-- Ad spend (decision 0054): daily cost per campaign from the ad platforms' reports, each upload,
-- monthly amounts typed by hand and campaign mappings.
CREATE TABLE `ad_spend` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`platform` text NOT NULL,
	`day` text NOT NULL,
	`campaign` text NOT NULL,
	`campaign_key` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`upload_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ad_spend_day_idx` ON `ad_spend` (`day`);--> statement-breakpoint
CREATE UNIQUE INDEX `ad_spend_day_unique` ON `ad_spend` (`platform`,`day`,`campaign_key`);--> statement-breakpoint
CREATE TABLE `manual_spend` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`month` text NOT NULL,
	`source` text NOT NULL,
	`label` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manual_spend_month_unique` ON `manual_spend` (`month`,`source`,`label`);--> statement-breakpoint
CREATE TABLE `spend_campaign_maps` (
	`campaign_key` text PRIMARY KEY NOT NULL,
	`campaign` text NOT NULL,
	`to_campaign_key` text,
	`to_source` text,
	`mapped_at` text NOT NULL,
	`mapped_by` text NOT NULL,
	CONSTRAINT "spend_campaign_maps_one_check" CHECK(("spend_campaign_maps"."to_campaign_key" IS NULL) <> ("spend_campaign_maps"."to_source" IS NULL))
);
--> statement-breakpoint
CREATE TABLE `spend_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`platform` text NOT NULL,
	`file_name` text NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`rows` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency_named` integer NOT NULL,
	`uploaded_at` text NOT NULL,
	`uploaded_by` text NOT NULL,
	`form_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `spend_uploads_form_key_unique` ON `spend_uploads` (`form_key`);