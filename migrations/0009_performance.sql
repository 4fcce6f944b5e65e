-- Issue 19 (performance): edge-cache content versions and the indexes EXPLAIN QUERY PLAN asked for.
-- docs/decisions/080-edge-cache.md: a successful write request bumps the scopes it touches
-- (worker/middleware/edge-cache.ts), so cached pages are keyed by version and a change makes new
-- keys (no purge needed). Not triggers: D1 counts trigger rows in meta.changes, which the
-- handlers' "changed exactly one row" checks rely on.
CREATE TABLE IF NOT EXISTS cache_versions (
  scope TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 0
);
INSERT OR IGNORE INTO cache_versions (scope, version) VALUES ('events', 0), ('points', 0);
