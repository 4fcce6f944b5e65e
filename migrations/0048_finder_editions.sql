-- Each edition's finder lists its own points only (docs/finder.md, ADR 199). The index held every
-- edition's points in one pool: the Russian finder counted Kazakh and American points in its total
-- and, without a position, listed New York first.
--
-- A row's edition is its source's: an owner's point belongs to its organisation's edition, an
-- OpenStreetMap point to the edition whose import brought it. A trigger fills it on insert, so
-- every writer (worker/data/finder-index.ts, the importer's SQL, the seeds' reindex SQL) keeps
-- its statements; a row whose source names no edition stays NULL and is listed nowhere.
ALTER TABLE finder_facilities ADD COLUMN edition TEXT;
UPDATE finder_facilities SET edition = CASE source
  WHEN 'osm' THEN (SELECT o.edition FROM osm_facilities o WHERE o.id = substr(finder_facilities.ref_id, 5))
  ELSE (SELECT g.edition FROM facilities f JOIN organisations g ON g.id = f.org_id WHERE f.id = finder_facilities.ref_id) END;

-- The counters per edition ('all', 'm6' as in finder_counts): the finder's total without counting rows.
CREATE TABLE IF NOT EXISTS finder_edition_counts (
  edition TEXT NOT NULL,
  key TEXT NOT NULL,
  material INTEGER,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (edition, key)
) WITHOUT ROWID;
INSERT OR IGNORE INTO finder_edition_counts (edition, key, material, n)
  SELECT e.id, 'all', NULL, (SELECT COUNT(*) FROM finder_facilities p WHERE p.edition = e.id)
  FROM (SELECT 'ru' AS id UNION ALL SELECT 'kz' UNION ALL SELECT 'international') e;
INSERT OR IGNORE INTO finder_edition_counts (edition, key, material, n)
  SELECT e.id, 'm' || m.id, m.id, (SELECT COUNT(*) FROM finder_facilities p WHERE p.edition = e.id AND (p.materials >> m.id) & 1)
  FROM (SELECT 'ru' AS id UNION ALL SELECT 'kz' UNION ALL SELECT 'international') e, facility_material_types m;

-- The edition of a row written without one; its UPDATE fires the counters' trigger below (and no
-- other: the text index's trigger watches name, address, materials and cells only).
CREATE TRIGGER IF NOT EXISTS finder_facilities_edition_fill AFTER INSERT ON finder_facilities WHEN NEW.edition IS NULL BEGIN
  UPDATE finder_facilities SET edition = CASE NEW.source
    WHEN 'osm' THEN (SELECT o.edition FROM osm_facilities o WHERE o.id = substr(NEW.ref_id, 5))
    ELSE (SELECT g.edition FROM facilities f JOIN organisations g ON g.id = f.org_id WHERE f.id = NEW.ref_id) END
  WHERE id = NEW.id;
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_edition_ai AFTER INSERT ON finder_facilities WHEN NEW.edition IS NOT NULL BEGIN
  UPDATE finder_edition_counts SET n = n + 1 WHERE edition = NEW.edition AND (material IS NULL OR (NEW.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_edition_ad AFTER DELETE ON finder_facilities WHEN OLD.edition IS NOT NULL BEGIN
  UPDATE finder_edition_counts SET n = n - 1 WHERE edition = OLD.edition AND (material IS NULL OR (OLD.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_edition_au AFTER UPDATE OF materials, edition ON finder_facilities
  WHEN OLD.materials <> NEW.materials OR OLD.edition IS NOT NEW.edition BEGIN
  UPDATE finder_edition_counts SET n = n - 1 WHERE edition = OLD.edition AND (material IS NULL OR (OLD.materials >> material) & 1);
  UPDATE finder_edition_counts SET n = n + 1 WHERE edition = NEW.edition AND (material IS NULL OR (NEW.materials >> material) & 1);
END;

-- The cell indexes lead with the edition: a block read seeks its own edition's rows of the cells
-- and stays an index-only read (ADR 181); the last resort reads one edition's rows, not all.
DROP INDEX IF EXISTS finder_facilities_c0;
CREATE INDEX IF NOT EXISTS finder_facilities_c0 ON finder_facilities(edition, c0, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c1;
CREATE INDEX IF NOT EXISTS finder_facilities_c1 ON finder_facilities(edition, c1, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c2;
CREATE INDEX IF NOT EXISTS finder_facilities_c2 ON finder_facilities(edition, c2, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c3;
CREATE INDEX IF NOT EXISTS finder_facilities_c3 ON finder_facilities(edition, c3, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c4;
CREATE INDEX IF NOT EXISTS finder_facilities_c4 ON finder_facilities(edition, c4, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c5;
CREATE INDEX IF NOT EXISTS finder_facilities_c5 ON finder_facilities(edition, c5, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
