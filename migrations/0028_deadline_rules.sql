-- The deadline by defendant and injury (decision 0066): lead_answers keeps the flags the calendar does not change
-- beside the deadline's date, so the inbox filters and sorts by them. Rows answered before are rewritten by the
-- new rules as far as their answers go (the questions they had: no kind of government, no birth date, no "at work"):
-- a government "yes" or "not sure" counts the federal claim's two years, a workplace case the L&I claim's one year,
-- each 29 February giving 28 February (SQLite's date() would give 1 March: a day later than the law's).
ALTER TABLE `lead_answers` ADD COLUMN `deadline_flags` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `lead_answers` SET `deadline_flags` = trim(
    CASE WHEN json_extract(`answers`, '$.minor') = 'yes' AND (SELECT `case_type` FROM `leads` WHERE `leads`.`id` = `lead_answers`.`lead_id`) <> 'wrongful-death' THEN 'minor' ELSE '' END
    || CASE WHEN json_extract(`answers`, '$.government') IN ('yes', 'unsure') THEN ' government' ELSE '' END);
--> statement-breakpoint
UPDATE `lead_answers` SET `deadline_date` = CASE
    WHEN (SELECT `case_type` FROM `leads` WHERE `leads`.`id` = `lead_answers`.`lead_id`) = 'workplace-injuries'
      THEN date(`incident_date`, '+1 years', CASE WHEN substr(`incident_date`, 6) = '02-29' THEN '-1 days' ELSE '+0 days' END)
    ELSE date(`incident_date`, '+2 years', CASE WHEN substr(`incident_date`, 6) = '02-29' THEN '-1 days' ELSE '+0 days' END)
  END
  WHERE `incident_date` IS NOT NULL
    AND ((SELECT `case_type` FROM `leads` WHERE `leads`.`id` = `lead_answers`.`lead_id`) = 'workplace-injuries' OR json_extract(`answers`, '$.government') IN ('yes', 'unsure'));
