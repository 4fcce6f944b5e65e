-- Runs before 090-finder-index.sql, so the finder index carries these dates.
-- Demo points count as confirmed on the day the seed runs (docs/points-trust.md): their fixed
-- created_at would otherwise age them into "stale" and then out of the finder as the calendar moves.
UPDATE facilities SET checked_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE checked_at IS NULL;
UPDATE facilities SET remind_at = checked_at + 2592000000 WHERE remind_at IS NULL;
