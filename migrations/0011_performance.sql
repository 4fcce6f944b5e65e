-- edge-cache content versions and the indexes EXPLAIN QUERY PLAN asked for.
-- docs/decisions/080-edge-cache.md: a successful write request bumps the scopes it touches
-- (worker/middleware/edge-cache.ts), so cached pages are keyed by version and a change makes new
-- keys (no purge needed). Not triggers: D1 counts trigger rows in meta.changes, which the
-- handlers' "changed exactly one row" checks rely on.
CREATE TABLE IF NOT EXISTS cache_versions (
  scope TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 0
);
INSERT OR IGNORE INTO cache_versions (scope, version) VALUES ('events', 0), ('points', 0);
-- EXPLAIN QUERY PLAN at 5,000 events (npm run bench): the city filter and the filter's city list
-- walked every published event of the edition (the city test ran per row, GROUP BY needed a
-- temporary B-tree). This index serves both: equality on edition, status and city (NOCASE, as
-- the queries compare) and rows already in start order within a city.
CREATE INDEX IF NOT EXISTS charity_events_public_city ON charity_events(edition, status, city COLLATE NOCASE, starts_at);
