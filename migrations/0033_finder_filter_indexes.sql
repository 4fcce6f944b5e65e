-- The finder's cell indexes carry the columns its SQL filters read (docs/finder.md, ADR 171):
-- materials and the confirmation date. A narrowed search (a material, a material word) at a
-- million points reads a block of some 1,300 rows of which a tenth pass; SQLite now tests each in
-- the index and fetches only the rows that pass, instead of every row of the block.
-- (c5, the finest level, serves searches without a material: they fetch every row anyway.)
DROP INDEX IF EXISTS finder_facilities_c0;
CREATE INDEX IF NOT EXISTS finder_facilities_c0 ON finder_facilities(c0, materials, checked_at);
DROP INDEX IF EXISTS finder_facilities_c1;
CREATE INDEX IF NOT EXISTS finder_facilities_c1 ON finder_facilities(c1, materials, checked_at);
DROP INDEX IF EXISTS finder_facilities_c2;
CREATE INDEX IF NOT EXISTS finder_facilities_c2 ON finder_facilities(c2, materials, checked_at);
DROP INDEX IF EXISTS finder_facilities_c3;
CREATE INDEX IF NOT EXISTS finder_facilities_c3 ON finder_facilities(c3, materials, checked_at);
DROP INDEX IF EXISTS finder_facilities_c4;
CREATE INDEX IF NOT EXISTS finder_facilities_c4 ON finder_facilities(c4, materials, checked_at);
