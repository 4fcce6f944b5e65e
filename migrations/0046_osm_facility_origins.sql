-- Where each OpenStreetMap point came from (docs/decisions/197-osm-regions-and-editions.md).
-- Forward-only. An operator imports a large country region by region: each import names its region,
-- and a point lives while any region of its edition still has it. osm_facilities.edition stays the
-- one edition that shows the point; an import never moves a point to another edition.

CREATE TABLE IF NOT EXISTS osm_facility_origins (
  edition TEXT NOT NULL,
  -- `--region NAME` of the import (default: the extract's file name without .osm.pbf / .osm / .json).
  region TEXT NOT NULL,
  -- osm_facilities.id ('node-123').
  osm_facility_id TEXT NOT NULL,
  PRIMARY KEY (edition, region, osm_facility_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS osm_facility_origins_facility ON osm_facility_origins(osm_facility_id);

-- Points imported before regions existed came from one whole-edition extract: they are the region
-- 'before-regions' of their edition. Once the new regions are imported,
-- `npm run import:osm -- --drop-region before-regions --edition ru` lets go of the ones no region has.
INSERT OR IGNORE INTO osm_facility_origins (edition, region, osm_facility_id)
  SELECT edition, 'before-regions', id FROM osm_facilities;

-- A point removed (by an import, or by hand) takes its origins with it.
CREATE TRIGGER IF NOT EXISTS osm_facility_origins_ad AFTER DELETE ON osm_facilities BEGIN
  DELETE FROM osm_facility_origins WHERE osm_facility_id = OLD.id;
END;
