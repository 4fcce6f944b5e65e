-- Volunteers who show up (docs/decisions/155-event-waitlist.md, 156-event-reminders.md).
-- Forward-only; INTEGER milliseconds since the epoch, as in 0004.

-- The waitlist of a full event, in order of joining (joined_at, then rowid for a tie). A volunteer is
-- either here or active in charity_event_signups, never both: the statements that move people
-- between the two run in one db.batch (worker/data/events-waitlist.ts).
CREATE TABLE IF NOT EXISTS charity_event_waitlist (
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX IF NOT EXISTS charity_event_waitlist_order ON charity_event_waitlist(event_id, joined_at);
CREATE INDEX IF NOT EXISTS charity_event_waitlist_user ON charity_event_waitlist(user_id);

-- The volunteer answered the day-before mail with "I'm coming" (the roster shows it).
ALTER TABLE charity_event_signups ADD COLUMN confirmed_at INTEGER;
-- When a place came from the waitlist (the roster and the e-mail say so).
ALTER TABLE charity_event_signups ADD COLUMN promoted_at INTEGER;

-- Kinds of volunteer mail a user turned off in their profile (no row: the kind is on). 'updates' covers
-- a place from the waitlist and changes to an event; the live notification is always sent.
CREATE TABLE IF NOT EXISTS volunteer_mail_optouts (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('day_before', 'on_the_day', 'thank_you', 'updates')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- The reminder job reads published events by start (and ended ones by end) without a scan.
CREATE INDEX IF NOT EXISTS charity_events_starts ON charity_events(status, starts_at);
CREATE INDEX IF NOT EXISTS charity_events_ends ON charity_events(status, ends_at);
