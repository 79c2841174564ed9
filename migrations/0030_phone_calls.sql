-- Calls to the firm's numbers (issue 58, decision 0093). Tables only: `leads` is not rebuilt, a call's request is an
-- ordinary row. The caller's leg only: who answered is known from the whisper's press 1.
CREATE TABLE `phone_calls` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `call_sid` text NOT NULL,
  `from_e164` text,
  `from_raw` text NOT NULL,
  `to_e164` text NOT NULL,
  `number_key` text NOT NULL,
  `caller_name` text,
  `language` text DEFAULT 'en' NOT NULL,
  `started_at` text NOT NULL,
  `route` text,
  `rang` text DEFAULT '[]' NOT NULL,
  `status` text DEFAULT 'ringing' NOT NULL,
  `answered_by` text,
  `answered_at` text,
  `dial_status` text,
  `talk_seconds` integer,
  `ended_at` text,
  `duration_seconds` integer,
  `lead_id` integer REFERENCES `leads`(`id`) ON DELETE cascade,
  `opened_request` integer DEFAULT 0 NOT NULL,
  `disposition` text,
  `completed_by` text,
  `completed_at` text,
  `completed_form_key` text,
  CONSTRAINT "phone_calls_status_check" CHECK(`status` IN ('ringing', 'answered', 'missed', 'hang-up', 'blocked', 'staff')),
  CONSTRAINT "phone_calls_disposition_check" CHECK(`disposition` IS NULL OR `disposition` IN ('case', 'not-a-case', 'existing-client', 'solicitation', 'wrong-number'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phone_calls_call_sid_unique` ON `phone_calls` (`call_sid`);
--> statement-breakpoint
CREATE UNIQUE INDEX `phone_calls_completed_form_key_unique` ON `phone_calls` (`completed_form_key`);
--> statement-breakpoint
CREATE INDEX `phone_calls_lead_idx` ON `phone_calls` (`lead_id`, `started_at`);
--> statement-breakpoint
CREATE INDEX `phone_calls_from_idx` ON `phone_calls` (`from_e164`, `started_at`);
--> statement-breakpoint
CREATE INDEX `phone_calls_started_idx` ON `phone_calls` (`started_at`);
--> statement-breakpoint
-- Voicemails and call recordings: Twilio keeps the audio, the desk plays it through its proxy.
CREATE TABLE `call_recordings` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `phone_call_id` integer NOT NULL REFERENCES `phone_calls`(`id`) ON DELETE cascade,
  `lead_id` integer REFERENCES `leads`(`id`) ON DELETE cascade,
  `recording_sid` text NOT NULL,
  `twilio_url` text NOT NULL,
  `kind` text NOT NULL,
  `status` text NOT NULL,
  `channels` integer DEFAULT 1 NOT NULL,
  `duration_seconds` integer,
  `transcript` text,
  `transcript_status` text,
  `created_at` text NOT NULL,
  CONSTRAINT "call_recordings_kind_check" CHECK(`kind` IN ('voicemail', 'call'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `call_recordings_recording_sid_unique` ON `call_recordings` (`recording_sid`);
--> statement-breakpoint
CREATE INDEX `call_recordings_call_idx` ON `call_recordings` (`phone_call_id`);
--> statement-breakpoint
CREATE INDEX `call_recordings_lead_idx` ON `call_recordings` (`lead_id`);
--> statement-breakpoint
-- A number the firm takes no calls from: <Reject>, counted. Kept after an erasure, like a STOP.
CREATE TABLE `blocked_numbers` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `e164` text NOT NULL,
  `reason` text,
  `blocked_by` text NOT NULL,
  `blocked_at` text NOT NULL,
  `block_form_key` text NOT NULL,
  `unblocked_by` text,
  `unblocked_at` text,
  `unblock_form_key` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blocked_numbers_block_form_key_unique` ON `blocked_numbers` (`block_form_key`);
--> statement-breakpoint
CREATE UNIQUE INDEX `blocked_numbers_unblock_form_key_unique` ON `blocked_numbers` (`unblock_form_key`);
--> statement-breakpoint
CREATE UNIQUE INDEX `blocked_numbers_active` ON `blocked_numbers` (`e164`) WHERE `unblocked_at` IS NULL;
--> statement-breakpoint
-- Recordings to delete at Twilio after an erasure: an opaque id only, retried until Twilio says 204 or 404.
CREATE TABLE `recording_deletions` (
  `recording_sid` text PRIMARY KEY NOT NULL,
  `requested_at` text NOT NULL,
  `attempts` integer DEFAULT 0 NOT NULL,
  `next_at` text NOT NULL,
  `deleted_at` text,
  `last_error` text
);
--> statement-breakpoint
-- D1 recommends it after every schema change: it runs ANALYZE where the new indexes need it.
PRAGMA optimize;
