-- Visitors' reports on OpenStreetMap points (docs/points-trust.md, docs/decisions/147-point-report-routing.md).
-- A table of its own beside facility_reports: those reference facilities(id), and an OSM point has
-- no owner; these go to the managers' queue only, with a link to edit the point on OpenStreetMap.
-- No foreign key to osm_points: a re-import may remove the point, the report stays answerable.
CREATE TABLE IF NOT EXISTS osm_point_reports (
  id TEXT PRIMARY KEY,
  -- The public id, 'osm-node-123' / 'osm-way-456' (its page is /recycling-points/<id>).
  osm_point_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('closed', 'temporarily_closed', 'wrong_hours', 'wrong_materials', 'wrong_location', 'other')),
  comment TEXT NOT NULL DEFAULT '',
  reporter_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  visitor_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'fixed', 'dismissed')),
  resolution TEXT NOT NULL DEFAULT '',
  resolved_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  resolved_at INTEGER,
  created_at INTEGER NOT NULL
);
-- A point's open reports (the "reported closed" threshold, a visitor's repeated report).
CREATE INDEX IF NOT EXISTS osm_point_reports_point ON osm_point_reports(osm_point_id, status, created_at);
-- The managers' queue, oldest or newest first.
CREATE INDEX IF NOT EXISTS osm_point_reports_queue ON osm_point_reports(status, created_at);
