-- What was stored before decisions 0064 and 0065, scrubbed; nothing else of a row changes.
-- Decision 0064: an address that holds a secret (a signing link's token, the questions' key) is never a
-- landing page.

-- A landing page that held one is unknown from now on.
UPDATE `leads` SET `landing_page` = NULL
WHERE `landing_page` LIKE '/sign/%' OR `landing_page` LIKE '/es/firmar/%'
   OR `landing_page` LIKE '%?key=%' OR `landing_page` LIKE '%&key=%';
--> statement-breakpoint
-- The form's page keeps its address without the query that carried one (ft_landing, or the key).
UPDATE `leads` SET `source_url` = substr(`source_url`, 1, instr(`source_url`, '?') - 1)
WHERE instr(`source_url`, '?') > 0 AND (
      substr(`source_url`, instr(`source_url`, '?')) LIKE '%/sign/%'
   OR substr(`source_url`, instr(`source_url`, '?')) LIKE '%/es/firmar/%'
   OR substr(`source_url`, instr(`source_url`, '?')) LIKE '%\%2Fsign\%2F%' ESCAPE '\'
   OR substr(`source_url`, instr(`source_url`, '?')) LIKE '%\%2Fes\%2Ffirmar\%2F%' ESCAPE '\'
   OR substr(`source_url`, instr(`source_url`, '?')) LIKE '%key=%'
   OR substr(`source_url`, instr(`source_url`, '?')) LIKE '%key\%3D%' ESCAPE '\');
--> statement-breakpoint
-- No form is on a signing page: only a hand-made request named one as its page.
UPDATE `leads` SET `source_url` = '' WHERE `source_url` LIKE '%/sign/%' OR `source_url` LIKE '%/es/firmar/%';
--> statement-breakpoint
UPDATE `leads` SET `source_page` = ''
WHERE `source_page` LIKE '/sign/%' OR `source_page` LIKE '/es/firmar/%' OR `source_page` LIKE '%key=%';
--> statement-breakpoint
-- The day counts keep their numbers, under an unknown landing page.
INSERT INTO `daily_counts` (`day`, `event`, `page`, `channel`, `source`, `campaign`, `landing_page`, `count`)
SELECT `day`, `event`, `page`, `channel`, `source`, `campaign`, '', SUM(`count`) FROM `daily_counts`
WHERE `landing_page` LIKE '/sign/%' OR `landing_page` LIKE '/es/firmar/%'
GROUP BY `day`, `event`, `page`, `channel`, `source`, `campaign`
ON CONFLICT (`day`, `event`, `page`, `channel`, `source`, `campaign`, `landing_page`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
DELETE FROM `daily_counts` WHERE `landing_page` LIKE '/sign/%' OR `landing_page` LIKE '/es/firmar/%';
--> statement-breakpoint
-- Decision 0065: who withdrew a link is the agreement's revoked_by; the event says what happened.
UPDATE `agreement_events` SET `detail` = 'Withdrawn from the desk' WHERE `kind` = 'revoked-by-staff' AND `detail` LIKE 'Withdrawn by %';
--> statement-breakpoint
-- Decision 0065: a name typed on the desk kept its line breaks; one line, as every door now stores it.
UPDATE `leads` SET `name` = trim(replace(replace(replace(`name`, char(13), ' '), char(10), ' '), char(9), ' '))
WHERE instr(`name`, char(13)) > 0 OR instr(`name`, char(10)) > 0 OR instr(`name`, char(9)) > 0;
