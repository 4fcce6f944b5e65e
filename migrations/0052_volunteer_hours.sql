-- Check-in on site, verified hours and their corrections (docs/decisions/223-check-in-and-verified-hours.md).
-- Forward-only; INTEGER milliseconds since the epoch, as in 0004.
--
-- One row per volunteer, event and slot they took part in (slot_id '' is the event's implicit slot,
-- as in 0051). The row is written by check-in/check-out on site (source 'check_in'), by the
-- organiser marking attendance by hand ('attendance'), or marked 'no_show' by the Cron Trigger after
-- the event. minutes is what counts: check-in to check-out clamped to the slot (or the event).
-- verified = 1 only when it came from check-in at an event of an organisation a manager approved.
CREATE TABLE IF NOT EXISTS volunteer_hours (
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_id TEXT NOT NULL DEFAULT '',
  org_id TEXT NOT NULL,
  -- The role's name at the time (roles may be renamed later; the record keeps what was done).
  role_name TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL CHECK (source IN ('check_in', 'attendance', 'no_show')),
  checked_in_at INTEGER,
  checked_out_at INTEGER,
  checked_in_by TEXT,
  checked_out_by TEXT,
  minutes INTEGER NOT NULL DEFAULT 0 CHECK (minutes >= 0),
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  -- The event's IANA zone and local date (YYYY-MM-DD) of the start, for the record's grouping.
  time_zone TEXT NOT NULL,
  local_date TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (event_id, user_id, slot_id)
);
CREATE INDEX IF NOT EXISTS volunteer_hours_user ON volunteer_hours(user_id, local_date);

-- Every change an organiser or manager makes to someone's minutes: who, when, why, from, to.
CREATE TABLE IF NOT EXISTS volunteer_hours_corrections (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_id TEXT NOT NULL DEFAULT '',
  corrected_by TEXT NOT NULL,
  reason TEXT NOT NULL,
  minutes_before INTEGER NOT NULL,
  minutes_after INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS volunteer_hours_corrections_user ON volunteer_hours_corrections(user_id, event_id);
