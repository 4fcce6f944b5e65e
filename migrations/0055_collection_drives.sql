-- Collection drives: time-boxed drop-off points (docs/decisions/232-collection-drives-in-the-finder.md,
-- 233-collection-drives-own-table.md). Forward-only; INTEGER milliseconds since the epoch.
--
-- A drive lives in its own small table, never in the finder's million-row index: at any moment only
-- the drives whose window holds `now` are read, by edition, window and coordinates (index below).
-- The window is stored as UTC instants computed once from the drive's own zone at each write:
-- shown_from = local midnight seven days before start_date, ends_at = local midnight after end_date.

CREATE TABLE IF NOT EXISTS collection_drives (
  id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organisations(id),
  author_id TEXT NOT NULL,
  edition TEXT NOT NULL,
  title TEXT NOT NULL,
  address TEXT NOT NULL,
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
  time_zone TEXT NOT NULL,
  -- Local dates on the drive's own calendar, 'YYYY-MM-DD'; one day when equal.
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL CHECK (end_date >= start_date),
  -- Weekly hours in the point model (ui/shared/facility/model.ts DayHours per weekday), JSON.
  hours TEXT NOT NULL,
  -- Catalogue material slugs (JSON array) and their bit mask (facility_material_types.id bits).
  materials TEXT NOT NULL DEFAULT '[]',
  material_mask INTEGER NOT NULL DEFAULT 0,
  -- Guide item slugs it takes besides the materials (a Christmas tree has no catalogue material).
  items TEXT NOT NULL DEFAULT '[]',
  notes TEXT NOT NULL DEFAULT '',
  event_id TEXT REFERENCES charity_events(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'checking', 'accepted', 'declined')),
  decline_reason TEXT,
  reviewed_by TEXT,
  -- What was collected, entered by the organiser after the end: JSON [{material|item, amount, unit}].
  amounts TEXT,
  shown_from INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  submitted_at INTEGER
);
-- The finder and the guide: accepted drives of an edition whose window is still open.
CREATE INDEX IF NOT EXISTS collection_drives_window ON collection_drives(edition, status, ends_at, shown_from);
CREATE INDEX IF NOT EXISTS collection_drives_org ON collection_drives(org_id, updated_at);
CREATE INDEX IF NOT EXISTS collection_drives_review ON collection_drives(status, submitted_at);
