-- The finder's index in D1 (docs/decisions/135-finder-index-in-d1.md, docs/finder.md): one row per
-- publicly listed point of any source, with geo cells at five sizes in ordinary indexed columns
-- (local D1 refuses R*Tree), a material bitmask, hours and zone for "open now", and FTS5 over name
-- and address. Filled only by the functions in worker/data/finder-index.ts.
CREATE TABLE IF NOT EXISTS finder_points (
  id INTEGER PRIMARY KEY,
  -- Where the row comes from ('facility'; other sources add their own name) and its id there.
  source TEXT NOT NULL,
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- Grid cells of 0.01°, 0.04°, 0.16°, 0.64° and 2.56° (ui/shared/finder/cells.ts computes the same).
  c0 INTEGER NOT NULL,
  c1 INTEGER NOT NULL,
  c2 INTEGER NOT NULL,
  c3 INTEGER NOT NULL,
  c4 INTEGER NOT NULL,
  -- Bit n set when the point takes material type n (facility_material_types.id ≤ 52, so the mask is exact as a JavaScript number).
  materials INTEGER NOT NULL DEFAULT 0,
  hours TEXT NOT NULL DEFAULT '{}',
  time_zone TEXT NOT NULL,
  icon_url TEXT,
  -- Added to the distance rank in metres-equivalent by sources that know freshness (0 = neutral).
  rank_penalty REAL NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  UNIQUE (source, ref_id)
);
CREATE INDEX IF NOT EXISTS finder_points_c0 ON finder_points(c0);
CREATE INDEX IF NOT EXISTS finder_points_c1 ON finder_points(c1);
CREATE INDEX IF NOT EXISTS finder_points_c2 ON finder_points(c2);
CREATE INDEX IF NOT EXISTS finder_points_c3 ON finder_points(c3);
CREATE INDEX IF NOT EXISTS finder_points_c4 ON finder_points(c4);
CREATE INDEX IF NOT EXISTS finder_points_name ON finder_points(name, id);

-- Name and address words; prefix indexes for the 1–2 letter queries.
CREATE VIRTUAL TABLE IF NOT EXISTS finder_fts USING fts5(name, address, content='finder_points', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
-- The word list, read by range for typo candidates (edit distance in the worker).
CREATE VIRTUAL TABLE IF NOT EXISTS finder_vocab USING fts5vocab('finder_fts', 'row');

-- How many points are listed in all and per material: the finder's total without counting rows.
CREATE TABLE IF NOT EXISTS finder_counts (
  key TEXT PRIMARY KEY,
  material INTEGER,
  n INTEGER NOT NULL DEFAULT 0
);
INSERT OR IGNORE INTO finder_counts (key, material, n) VALUES ('all', NULL, 0);
INSERT OR IGNORE INTO finder_counts (key, material, n) SELECT 'm' || id, id, 0 FROM facility_material_types;

-- Triggers only on the index's own table: they keep FTS and counts in step with finder_points.
-- (Not on facilities: D1 counts trigger rows in meta.changes, which the write paths check.)
CREATE TRIGGER IF NOT EXISTS finder_points_ai AFTER INSERT ON finder_points BEGIN
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n + 1 WHERE key = 'all' OR (material IS NOT NULL AND (NEW.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_points_ad AFTER DELETE ON finder_points BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  UPDATE finder_counts SET n = n - 1 WHERE key = 'all' OR (material IS NOT NULL AND (OLD.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_points_au AFTER UPDATE ON finder_points BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;

-- Edge-cache versions per thing (docs/decisions/137-cache-invalidation-per-thing.md): 'p:<point>',
-- 'e:<event>', 'a:<cell>' / 'a:<cell>:m<material slug>' (finder and home around a 0.64° cell),
-- 'l:points' / 'l:events:<edition>' (lists not ordered by place). A missing row is version 0.
CREATE TABLE IF NOT EXISTS cache_tags (
  tag TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Every point already public enters the index (the same rule as worker/data/public-points.ts).
INSERT OR IGNORE INTO finder_points (source, ref_id, status, name, address, lat, lng, c0, c1, c2, c3, c4, materials, hours, time_zone, icon_url, updated_at)
SELECT 'facility', f.id, f.status, f.name, f.address, f.lat, f.lng,
  CAST((f.lat + 90) / 0.01 AS INTEGER) * 36000 + CAST((f.lng + 180) / 0.01 AS INTEGER),
  CAST((f.lat + 90) / 0.04 AS INTEGER) * 9000 + CAST((f.lng + 180) / 0.04 AS INTEGER),
  CAST((f.lat + 90) / 0.16 AS INTEGER) * 2250 + CAST((f.lng + 180) / 0.16 AS INTEGER),
  CAST((f.lat + 90) / 0.64 AS INTEGER) * 563 + CAST((f.lng + 180) / 0.64 AS INTEGER),
  CAST((f.lat + 90) / 2.56 AS INTEGER) * 141 + CAST((f.lng + 180) / 2.56 AS INTEGER),
  COALESCE((SELECT SUM(DISTINCT 1 << r.srm_id) FROM facility_rates r WHERE r.facility_id = f.id AND r.srm_id BETWEEN 0 AND 52), 0),
  f.working_hours, f.time_zone, i.file_url, f.updated_at
FROM facilities f LEFT JOIN facility_icons i ON i.id = f.icon_id
WHERE f.status IN ('accepted') AND f.deleted_at IS NULL;
