-- Roles and time slots inside a charity event (docs/decisions/221-event-roles-and-slots.md).
-- Forward-only; INTEGER milliseconds since the epoch, as in 0004.
--
-- An event without roles has no rows here and keeps one implicit slot: its own start, end and
-- capacity, named by slot_id '' in the sign-up and waitlist tables ('' rather than NULL, because
-- SQLite keys never treat two NULLs as equal, so an upsert on the key would not meet the old row).

CREATE TABLE IF NOT EXISTS charity_event_roles (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  duties TEXT NOT NULL DEFAULT '',
  bring TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS charity_event_roles_event ON charity_event_roles(event_id, position);

CREATE TABLE IF NOT EXISTS charity_event_slots (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  role_id TEXT NOT NULL REFERENCES charity_event_roles(id) ON DELETE CASCADE,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  -- Raised when the slot's time changes, for the slot's own calendar entry.
  ical_sequence INTEGER NOT NULL DEFAULT 0,
  CHECK (ends_at > starts_at)
);
CREATE INDEX IF NOT EXISTS charity_event_slots_event ON charity_event_slots(event_id, starts_at);

-- Sign-ups and the waitlist gain the slot in their key: one row per volunteer, event and slot.
-- SQLite cannot change a key in place, so both tables are copied; every existing row lands in the
-- implicit slot '' with all its columns, so existing sign-ups and places in line stay as they were.
CREATE TABLE charity_event_signups_new (
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  attended_at INTEGER,
  attendance_marked_by TEXT,
  confirmed_at INTEGER,
  promoted_at INTEGER,
  PRIMARY KEY (event_id, user_id, slot_id)
);
INSERT INTO charity_event_signups_new
  (event_id, user_id, slot_id, status, created_at, cancelled_at, attended_at, attendance_marked_by, confirmed_at, promoted_at)
  SELECT event_id, user_id, '', status, created_at, cancelled_at, attended_at, attendance_marked_by, confirmed_at, promoted_at
  FROM charity_event_signups;
DROP TABLE charity_event_signups;
ALTER TABLE charity_event_signups_new RENAME TO charity_event_signups;
CREATE INDEX IF NOT EXISTS charity_event_signups_user ON charity_event_signups(user_id, status);
CREATE INDEX IF NOT EXISTS charity_event_signups_active ON charity_event_signups(event_id, status);
CREATE INDEX IF NOT EXISTS charity_event_signups_slot ON charity_event_signups(event_id, slot_id, status);

CREATE TABLE charity_event_waitlist_new (
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_id TEXT NOT NULL DEFAULT '',
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (event_id, user_id, slot_id)
);
-- Copied in line order, so rowid (the tie-break after joined_at) keeps everyone's turn.
INSERT INTO charity_event_waitlist_new (event_id, user_id, slot_id, joined_at)
  SELECT event_id, user_id, '', joined_at FROM charity_event_waitlist ORDER BY joined_at, rowid;
DROP TABLE charity_event_waitlist;
ALTER TABLE charity_event_waitlist_new RENAME TO charity_event_waitlist;
CREATE INDEX IF NOT EXISTS charity_event_waitlist_order ON charity_event_waitlist(event_id, slot_id, joined_at);
CREATE INDEX IF NOT EXISTS charity_event_waitlist_user ON charity_event_waitlist(user_id);
