-- Points people can trust: visitor reports, owner confirmations, "last checked" (docs/points-trust.md,
-- docs/decisions/145-point-freshness.md). Forward-only; times are INTEGER ms since the epoch.

-- When the point's facts were last confirmed: by its owner ("still correct") or a manager's check.
-- NULL for a point never confirmed: freshness then counts from created_at (ui/shared/points/freshness.ts).
ALTER TABLE facilities ADD COLUMN checked_at INTEGER;
-- When the owner is next due a "still correct?" reminder (worker/scheduled/point-reminders.ts).
ALTER TABLE facilities ADD COLUMN remind_at INTEGER;
-- Existing points: their last edit is the best evidence of a check we have.
UPDATE facilities SET checked_at = updated_at WHERE checked_at IS NULL;
UPDATE facilities SET remind_at = checked_at + 2592000000 WHERE remind_at IS NULL;
-- The managers' stale queue and the reminder scan read public points by these, oldest first.
CREATE INDEX IF NOT EXISTS facilities_checked ON facilities(status, deleted_at, checked_at);
CREATE INDEX IF NOT EXISTS facilities_remind ON facilities(status, deleted_at, remind_at);

-- A visitor's "report a problem". visitor_key tells distinct visitors apart (the signed-in user's id,
-- else a keyed hash of the client address) without storing the address.
CREATE TABLE IF NOT EXISTS facility_reports (
  id TEXT PRIMARY KEY,
  facility_id TEXT NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('closed', 'temporarily_closed', 'wrong_hours', 'wrong_materials', 'wrong_location', 'other')),
  comment TEXT NOT NULL DEFAULT '',
  reporter_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  visitor_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'fixed', 'dismissed')),
  -- Why it was dismissed (the owner's or manager's words); '' when fixed.
  resolution TEXT NOT NULL DEFAULT '',
  resolved_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  resolved_at INTEGER,
  -- Set when the owners' daily digest mail took the report in (worker/trust/report-digest.ts).
  digested_at INTEGER,
  created_at INTEGER NOT NULL
);
-- A point's open reports (owner list, the "reported closed" threshold).
CREATE INDEX IF NOT EXISTS facility_reports_point ON facility_reports(facility_id, status, created_at);
-- The managers' queue, oldest or newest first.
CREATE INDEX IF NOT EXISTS facility_reports_queue ON facility_reports(status, created_at);
-- Reports still waiting for a digest mail.
CREATE INDEX IF NOT EXISTS facility_reports_undigested ON facility_reports(created_at) WHERE digested_at IS NULL;

-- Every confirmation of a point: by the owner in their profile, by the owner's one-click mail link
-- (id = the link's nonce, so a link works once), or by a manager's check.
CREATE TABLE IF NOT EXISTS facility_checks (
  id TEXT PRIMARY KEY,
  facility_id TEXT NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  source TEXT NOT NULL CHECK (source IN ('owner', 'link', 'manager')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS facility_checks_point ON facility_checks(facility_id, created_at);
