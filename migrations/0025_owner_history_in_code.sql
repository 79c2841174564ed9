-- The history row of an owner given at arrival is written by storeLead's batch (decision 0058),
-- so the trigger that wrote it is dropped: one writer of owner changes.
DROP TRIGGER IF EXISTS `lead_owner_at_arrival`;
