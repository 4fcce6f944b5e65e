-- Scheduled work (Cron Triggers) happens exactly once however often a trigger fires: every action a
-- job takes first claims a key here (INSERT OR IGNORE; the claim that inserts the row wins).
-- Keys name the action, e.g. 'event-reminder:day-before:<signup id>' (worker/scheduled/claims.ts).
CREATE TABLE IF NOT EXISTS scheduled_claims (
  key TEXT PRIMARY KEY,
  claimed_at TEXT NOT NULL
);
