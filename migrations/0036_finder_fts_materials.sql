-- Materials in the full-text index's `area` column (docs/finder.md, ADR 179). A search near a
-- position for a material read every row of each block of cells and kept those taking the
-- material: at 100,000 points a search for glass (one point in five) read over 2,000 rows for a
-- page of 20. Each row's materials are now tokens of `area` beside its cells ('qm6' is material 6),
-- so one FTS5 query matches the material within a block and reads only the rows that take it.
--
-- The tokens come from facility_material_types in id order: the 'delete' command of a contentless
-- table must be given exactly the tokens, in the same positions, the row was indexed with.
DROP TRIGGER IF EXISTS finder_facilities_ai;
DROP TRIGGER IF EXISTS finder_facilities_ad;
DROP TRIGGER IF EXISTS finder_facilities_au;
DROP TABLE IF EXISTS finder_vocab;
DROP TABLE IF EXISTS finder_fts;
CREATE VIRTUAL TABLE IF NOT EXISTS finder_fts USING fts5(name, address, area, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
CREATE VIRTUAL TABLE IF NOT EXISTS finder_vocab USING fts5vocab('finder_fts', 'row');
INSERT INTO finder_fts (rowid, name, address, area)
  SELECT id, name, address, 'q0x' || c0 || ' q1x' || c1 || ' q2x' || c2 || ' q3x' || c3 || ' q4x' || c4
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (finder_facilities.materials >> m.id) & 1 ORDER BY m.id)), '')
  FROM finder_facilities;
CREATE TRIGGER IF NOT EXISTS finder_facilities_ai AFTER INSERT ON finder_facilities BEGIN
  INSERT INTO finder_fts (rowid, name, address, area) VALUES (NEW.id, NEW.name, NEW.address, 'q0x' || NEW.c0 || ' q1x' || NEW.c1 || ' q2x' || NEW.c2 || ' q3x' || NEW.c3 || ' q4x' || NEW.c4
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (NEW.materials >> m.id) & 1 ORDER BY m.id)), ''));
  UPDATE finder_counts SET n = n + 1 WHERE key = 'all' OR (material IS NOT NULL AND (NEW.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_ad AFTER DELETE ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address, area) VALUES ('delete', OLD.id, OLD.name, OLD.address, 'q0x' || OLD.c0 || ' q1x' || OLD.c1 || ' q2x' || OLD.c2 || ' q3x' || OLD.c3 || ' q4x' || OLD.c4
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (OLD.materials >> m.id) & 1 ORDER BY m.id)), ''));
  UPDATE finder_counts SET n = n - 1 WHERE key = 'all' OR (material IS NOT NULL AND (OLD.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_au AFTER UPDATE OF name, address, materials, c0, c1, c2, c3, c4 ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address, area) VALUES ('delete', OLD.id, OLD.name, OLD.address, 'q0x' || OLD.c0 || ' q1x' || OLD.c1 || ' q2x' || OLD.c2 || ' q3x' || OLD.c3 || ' q4x' || OLD.c4
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (OLD.materials >> m.id) & 1 ORDER BY m.id)), ''));
  INSERT INTO finder_fts (rowid, name, address, area) VALUES (NEW.id, NEW.name, NEW.address, 'q0x' || NEW.c0 || ' q1x' || NEW.c1 || ' q2x' || NEW.c2 || ' q3x' || NEW.c3 || ' q4x' || NEW.c4
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (NEW.materials >> m.id) & 1 ORDER BY m.id)), ''));
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;
