-- Each distinct (time zone, weekly hours) of the finder's index once, and every index row pointing
-- at its own (docs/finder.md, "Open now"). An "open now" search read the full hours text of every
-- candidate, some 800 bytes each: at a million points a block of 3,700 candidates moved 3 MB into
-- the worker per request. It now reads a number per candidate and the texts of the few distinct
-- schedules, which the worker keeps (they never change: a new text is a new row).
CREATE TABLE IF NOT EXISTS finder_hours (
  id INTEGER PRIMARY KEY,
  time_zone TEXT NOT NULL,
  hours TEXT NOT NULL,
  UNIQUE (time_zone, hours)
);
ALTER TABLE finder_facilities ADD COLUMN hours_id INTEGER;

-- Kept by triggers, so every writer of the index (the worker, the seeds, the OpenStreetMap
-- importer) sets it without knowing of it. The full-text trigger now fires only for the columns it
-- reads: setting hours_id (or a rank, a cell) no longer rewrites a row's full-text entry. Not
-- INSERT OR IGNORE in a trigger: the statement that fires it (an upsert) imposes its own conflict
-- policy on the trigger's statements, and a repeated schedule would abort it.
DROP TRIGGER IF EXISTS finder_facilities_au;
CREATE TRIGGER IF NOT EXISTS finder_facilities_au AFTER UPDATE OF name, address, materials ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_hours_ai AFTER INSERT ON finder_facilities BEGIN
  INSERT INTO finder_hours (time_zone, hours) SELECT NEW.time_zone, NEW.hours WHERE NOT EXISTS (SELECT 1 FROM finder_hours h WHERE h.time_zone = NEW.time_zone AND h.hours = NEW.hours);
  UPDATE finder_facilities SET hours_id = (SELECT h.id FROM finder_hours h WHERE h.time_zone = NEW.time_zone AND h.hours = NEW.hours) WHERE id = NEW.id;
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_hours_au AFTER UPDATE OF hours, time_zone ON finder_facilities BEGIN
  INSERT INTO finder_hours (time_zone, hours) SELECT NEW.time_zone, NEW.hours WHERE NOT EXISTS (SELECT 1 FROM finder_hours h WHERE h.time_zone = NEW.time_zone AND h.hours = NEW.hours);
  UPDATE finder_facilities SET hours_id = (SELECT h.id FROM finder_hours h WHERE h.time_zone = NEW.time_zone AND h.hours = NEW.hours) WHERE id = NEW.id;
END;

-- The rows already indexed (the same two statements as FINDER_REINDEX_SQL ends with).
INSERT OR IGNORE INTO finder_hours (time_zone, hours) SELECT DISTINCT time_zone, hours FROM finder_facilities WHERE hours_id IS NULL;
UPDATE finder_facilities SET hours_id = (SELECT h.id FROM finder_hours h WHERE h.time_zone = finder_facilities.time_zone AND h.hours = finder_facilities.hours) WHERE hours_id IS NULL;
