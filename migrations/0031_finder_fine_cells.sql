-- A sixth, finer geo cell for the finder's index (docs/finder.md, ui/shared/finder/cells.ts):
-- 0.0025°, about 280 × 160 m in mid latitudes, level 5 (levels 0–4 and the cache's area tags keep
-- their meaning). In a dense city the first block of 0.01° cells held some 1,500 points at a
-- million, all ranked in the worker for a page of 20 or 50; a block of the finer cells holds a
-- page's worth.
ALTER TABLE finder_facilities ADD COLUMN c5 INTEGER NOT NULL DEFAULT 0;
-- Filled without the update trigger, which would rewrite every row's full-text entry for a column
-- it does not index; the trigger is made again as migration 0030 made it.
DROP TRIGGER IF EXISTS finder_facilities_au;
UPDATE finder_facilities SET c5 = CAST((lat + 90) / 0.0025 AS INTEGER) * 144000 + CAST((lng + 180) / 0.0025 AS INTEGER);
CREATE TRIGGER IF NOT EXISTS finder_facilities_au AFTER UPDATE ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;
CREATE INDEX IF NOT EXISTS finder_facilities_c5 ON finder_facilities(c5);
