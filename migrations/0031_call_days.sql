CREATE TABLE `call_days` (
  `day` text PRIMARY KEY NOT NULL,
  `from_utc` text NOT NULL,
  `to_utc` text NOT NULL,
  `rows` text NOT NULL,
  `built_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `call_days_from_idx` ON `call_days` (`from_utc`);
--> statement-breakpoint
PRAGMA optimize;
