-- OpenStreetMap import layer (docs/decisions/141-osm-layer-and-licence.md). Forward-only.
-- A table of its own beside `facilities`: OSM points are read-only here, owned by nobody, shared
-- under ODbL; owners' points are not. Written only by `npm run import:osm` (scripts/import-osm.mjs).

CREATE TABLE IF NOT EXISTS osm_points (
  -- 'node-123' / 'way-456': the public page is /recycling-points/osm-node-123.
  id TEXT PRIMARY KEY,
  osm_type TEXT NOT NULL CHECK (osm_type IN ('node', 'way')),
  osm_id INTEGER NOT NULL,
  osm_version INTEGER NOT NULL DEFAULT 0,
  -- Edit time of this version (ms), and check_date as tagged ('YYYY-MM-DD' or '').
  osm_timestamp INTEGER,
  check_date TEXT NOT NULL DEFAULT '',
  -- The edition whose import brought the point (a re-import removes only its own vanished points).
  edition TEXT NOT NULL,
  -- Hash of everything below as imported: equal digest = unchanged, the row is not written again.
  digest TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- `name`, and {"ru": ..., "kk": ..., "en": ..., "es": ...} from name:xx.
  name TEXT NOT NULL DEFAULT '',
  names TEXT NOT NULL DEFAULT '{}',
  address TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL DEFAULT 'container' CHECK (kind IN ('container', 'centre', 'bottle_return', 'other')),
  -- Catalogue slugs (facility_material_types.slug); materials_known = 0 when nothing was tagged.
  materials TEXT NOT NULL DEFAULT '[]',
  materials_known INTEGER NOT NULL DEFAULT 0,
  -- opening_hours as tagged, and what the importer made of it (docs/decisions/140-osm-opening-hours.md):
  -- none | weekly (working_hours holds the point hours model) | intervals (weekly minute ranges)
  -- | dated (wall-clock minute ranges for a year from the import) | raw (unparsable, shown as is).
  opening_hours TEXT NOT NULL DEFAULT '',
  hours_kind TEXT NOT NULL DEFAULT 'none' CHECK (hours_kind IN ('none', 'weekly', 'intervals', 'dated', 'raw')),
  working_hours TEXT NOT NULL DEFAULT '{}',
  intervals TEXT NOT NULL DEFAULT '[]',
  time_zone TEXT NOT NULL,
  operator TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  wheelchair TEXT NOT NULL DEFAULT '',
  imported_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS osm_points_source ON osm_points(osm_type, osm_id);
CREATE INDEX IF NOT EXISTS osm_points_edition ON osm_points(edition, id);
CREATE INDEX IF NOT EXISTS osm_points_lat ON osm_points(lat, lng);

-- One import's rows before they are merged into osm_points in one transaction (run = import token).
CREATE TABLE IF NOT EXISTS osm_import_staging (
  run TEXT NOT NULL,
  id TEXT NOT NULL,
  osm_type TEXT NOT NULL,
  osm_id INTEGER NOT NULL,
  osm_version INTEGER NOT NULL,
  osm_timestamp INTEGER,
  check_date TEXT NOT NULL,
  edition TEXT NOT NULL,
  digest TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  name TEXT NOT NULL,
  names TEXT NOT NULL,
  address TEXT NOT NULL,
  kind TEXT NOT NULL,
  materials TEXT NOT NULL,
  materials_known INTEGER NOT NULL,
  opening_hours TEXT NOT NULL,
  hours_kind TEXT NOT NULL,
  working_hours TEXT NOT NULL,
  intervals TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  operator TEXT NOT NULL,
  website TEXT NOT NULL,
  phone TEXT NOT NULL,
  wheelchair TEXT NOT NULL,
  PRIMARY KEY (run, id)
);

-- An owner's point that claims an OSM point (made from it in the editor): once the owner's point is
-- accepted, the OSM point is hidden from public results.
CREATE TABLE IF NOT EXISTS osm_point_claims (
  osm_point_id TEXT NOT NULL,
  facility_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (osm_point_id, facility_id)
);
CREATE INDEX IF NOT EXISTS osm_point_claims_facility ON osm_point_claims(facility_id);

-- Owners' accepted points near an OSM point (hiding duplicates, worker/data/osm-points.ts) are found
-- by a latitude range, not a scan of every point.
CREATE INDEX IF NOT EXISTS facilities_position ON facilities(lat, lng);
