-- Words and place in one full-text index (docs/finder.md, ADR 172). A search with words near a
-- position must list the nearest matches; with more matches than the cap it read the blocks of
-- cells around the position with every name and address and checked the words in the worker
-- (ADR 170): thousands of rows at a million points. Each row's cells of levels 0-4 are now tokens
-- of an `area` column ('q0x524685760' is cell 524685760 of level 0), so one FTS5 query matches the
-- words within a block and reads only the matching rows.
--
-- Contentless (content=''): the table holds only its index. The triggers give it every value, and
-- delete a row with the values it was indexed with (FTS5's 'delete' command; not
-- contentless_delete, which the sqlite3 that loads the bench's seed does not know). Nothing reads
-- column values from it.
DROP TRIGGER IF EXISTS finder_facilities_ai;
DROP TRIGGER IF EXISTS finder_facilities_ad;
DROP TRIGGER IF EXISTS finder_facilities_au;
DROP TABLE IF EXISTS finder_vocab;
DROP TABLE IF EXISTS finder_fts;
CREATE VIRTUAL TABLE IF NOT EXISTS finder_fts USING fts5(name, address, area, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
CREATE VIRTUAL TABLE IF NOT EXISTS finder_vocab USING fts5vocab('finder_fts', 'row');
INSERT INTO finder_fts (rowid, name, address, area)
  SELECT id, name, address, 'q0x' || c0 || ' q1x' || c1 || ' q2x' || c2 || ' q3x' || c3 || ' q4x' || c4 FROM finder_facilities;
CREATE TRIGGER IF NOT EXISTS finder_facilities_ai AFTER INSERT ON finder_facilities BEGIN
  INSERT INTO finder_fts (rowid, name, address, area) VALUES (NEW.id, NEW.name, NEW.address, 'q0x' || NEW.c0 || ' q1x' || NEW.c1 || ' q2x' || NEW.c2 || ' q3x' || NEW.c3 || ' q4x' || NEW.c4);
  UPDATE finder_counts SET n = n + 1 WHERE key = 'all' OR (material IS NOT NULL AND (NEW.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_ad AFTER DELETE ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address, area) VALUES ('delete', OLD.id, OLD.name, OLD.address, 'q0x' || OLD.c0 || ' q1x' || OLD.c1 || ' q2x' || OLD.c2 || ' q3x' || OLD.c3 || ' q4x' || OLD.c4);
  UPDATE finder_counts SET n = n - 1 WHERE key = 'all' OR (material IS NOT NULL AND (OLD.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_au AFTER UPDATE OF name, address, materials, c0, c1, c2, c3, c4 ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address, area) VALUES ('delete', OLD.id, OLD.name, OLD.address, 'q0x' || OLD.c0 || ' q1x' || OLD.c1 || ' q2x' || OLD.c2 || ' q3x' || OLD.c3 || ' q4x' || OLD.c4);
  INSERT INTO finder_fts (rowid, name, address, area) VALUES (NEW.id, NEW.name, NEW.address, 'q0x' || NEW.c0 || ' q1x' || NEW.c1 || ' q2x' || NEW.c2 || ' q3x' || NEW.c3 || ' q4x' || NEW.c4);
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;
