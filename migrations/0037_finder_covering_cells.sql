-- The finder's cell indexes cover every column a block read selects (docs/finder.md, ADR 181):
-- besides the filters' materials and confirmation date, the position, status, rank penalty and
-- schedule. A block of some 1,500 rows at a million points ("open now" keeps a third of them,
-- so nothing can be filtered in SQL) fetched every row from the table, a page read each: in the
-- bench file 6 ms; read from the index alone, 1.8 ms. Level 5 (searches without a filter) too.
DROP INDEX IF EXISTS finder_facilities_c0;
CREATE INDEX IF NOT EXISTS finder_facilities_c0 ON finder_facilities(c0, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c1;
CREATE INDEX IF NOT EXISTS finder_facilities_c1 ON finder_facilities(c1, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c2;
CREATE INDEX IF NOT EXISTS finder_facilities_c2 ON finder_facilities(c2, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c3;
CREATE INDEX IF NOT EXISTS finder_facilities_c3 ON finder_facilities(c3, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c4;
CREATE INDEX IF NOT EXISTS finder_facilities_c4 ON finder_facilities(c4, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
DROP INDEX IF EXISTS finder_facilities_c5;
CREATE INDEX IF NOT EXISTS finder_facilities_c5 ON finder_facilities(c5, materials, checked_at, lat, lng, status, rank_penalty, hours_id);
