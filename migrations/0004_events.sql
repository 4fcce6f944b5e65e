-- Charity events. Forward-only. Design: docs/decisions/015-charity-events.md.
-- Same conventions as 0002: UUID text ids, INTEGER milliseconds since the epoch, lower-case e-mail.

CREATE TABLE IF NOT EXISTS charity_events (
  id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organisations(id),
  author_id TEXT NOT NULL REFERENCES users(id),
  -- The edition whose public list shows the event (the creator's edition at creation).
  edition TEXT NOT NULL,
  -- finished is derived (published and ends_at <= now), never stored.
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'checking', 'published', 'declined', 'cancelled')),
  title TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  category TEXT CHECK (category IS NULL OR category IN ('cleanup', 'collection_drive', 'tree_planting', 'education', 'other')),
  starts_at INTEGER,
  ends_at INTEGER,
  -- IANA zone the organiser planned in; pages show times in it.
  time_zone TEXT,
  address TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  lat REAL,
  lng REAL,
  -- Optional accepted recycling point of the same organisation (checked in code).
  facility_id TEXT,
  -- R2 key under the MEDIA bucket, checked by content on upload.
  cover_key TEXT,
  capacity INTEGER CHECK (capacity IS NULL OR capacity > 0),
  reward_points INTEGER CHECK (reward_points IS NULL OR reward_points >= 0),
  contact_name TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  contact_email TEXT NOT NULL DEFAULT '',
  review_comment TEXT,
  reviewed_by TEXT REFERENCES users(id),
  reviewed_at INTEGER,
  submitted_at INTEGER,
  published_at INTEGER,
  cancelled_at INTEGER,
  cancel_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX IF NOT EXISTS charity_events_public ON charity_events(edition, status, starts_at);
CREATE INDEX IF NOT EXISTS charity_events_org ON charity_events(org_id, status, updated_at);
CREATE INDEX IF NOT EXISTS charity_events_facility ON charity_events(facility_id, status, starts_at);

-- A deleted event leaves its id and a URL-safe name so old links land on /charity-event-deleted/{name}.
CREATE TABLE IF NOT EXISTS charity_event_tombstones (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  org_id TEXT NOT NULL,
  deleted_by TEXT NOT NULL,
  deleted_at INTEGER NOT NULL
);

-- One row per volunteer and event; a cancelled sign-up is kept (and revived on a new sign-up).
CREATE TABLE IF NOT EXISTS charity_event_signups (
  event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  attended_at INTEGER,
  attendance_marked_by TEXT,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX IF NOT EXISTS charity_event_signups_user ON charity_event_signups(user_id, status);
CREATE INDEX IF NOT EXISTS charity_event_signups_active ON charity_event_signups(event_id, status);

-- The volunteer's points balance as an append-only ledger; the balance is SUM(points).
-- UNIQUE makes every credit idempotent: one row per (user, event, reason).
CREATE TABLE IF NOT EXISTS balance_ledger (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  -- 'event_attendance' today; later issues may add others (with event_id NULL or another source).
  reason TEXT NOT NULL,
  event_id TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, event_id, reason)
);
CREATE INDEX IF NOT EXISTS balance_ledger_user ON balance_ledger(user_id, created_at);

-- A volunteer's personal iCal feed: a random secret in the URL, replaceable (the old URL then stops working).
CREATE TABLE IF NOT EXISTS charity_event_feeds (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
