-- One name per concept (docs/README.md, glossary): a recycling point is a "facility" in code and in
-- tables, whatever its source. The finder's index and the OpenStreetMap layer had called it a
-- "point"; this renames their tables, columns and indexes, and the stored notification texts' keys.

-- The finder's index: FTS5 keeps its content table's name as text, so the full-text table and its
-- word list are made again over the renamed table and rebuilt from it.
DROP TRIGGER IF EXISTS finder_points_ai;
DROP TRIGGER IF EXISTS finder_points_ad;
DROP TRIGGER IF EXISTS finder_points_au;
DROP TABLE IF EXISTS finder_vocab;
DROP TABLE IF EXISTS finder_fts;
ALTER TABLE finder_points RENAME TO finder_facilities;
DROP INDEX IF EXISTS finder_points_c0;
DROP INDEX IF EXISTS finder_points_c1;
DROP INDEX IF EXISTS finder_points_c2;
DROP INDEX IF EXISTS finder_points_c3;
DROP INDEX IF EXISTS finder_points_c4;
DROP INDEX IF EXISTS finder_points_name;
CREATE INDEX IF NOT EXISTS finder_facilities_c0 ON finder_facilities(c0);
CREATE INDEX IF NOT EXISTS finder_facilities_c1 ON finder_facilities(c1);
CREATE INDEX IF NOT EXISTS finder_facilities_c2 ON finder_facilities(c2);
CREATE INDEX IF NOT EXISTS finder_facilities_c3 ON finder_facilities(c3);
CREATE INDEX IF NOT EXISTS finder_facilities_c4 ON finder_facilities(c4);
CREATE INDEX IF NOT EXISTS finder_facilities_name ON finder_facilities(name, id);
CREATE VIRTUAL TABLE IF NOT EXISTS finder_fts USING fts5(name, address, content='finder_facilities', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
CREATE VIRTUAL TABLE IF NOT EXISTS finder_vocab USING fts5vocab('finder_fts', 'row');
INSERT INTO finder_fts (finder_fts) VALUES ('rebuild');
CREATE TRIGGER IF NOT EXISTS finder_facilities_ai AFTER INSERT ON finder_facilities BEGIN
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n + 1 WHERE key = 'all' OR (material IS NOT NULL AND (NEW.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_ad AFTER DELETE ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  UPDATE finder_counts SET n = n - 1 WHERE key = 'all' OR (material IS NOT NULL AND (OLD.materials >> material) & 1);
END;
CREATE TRIGGER IF NOT EXISTS finder_facilities_au AFTER UPDATE ON finder_facilities BEGIN
  INSERT INTO finder_fts (finder_fts, rowid, name, address) VALUES ('delete', OLD.id, OLD.name, OLD.address);
  INSERT INTO finder_fts (rowid, name, address) VALUES (NEW.id, NEW.name, NEW.address);
  UPDATE finder_counts SET n = n - ((OLD.materials >> material) & 1) + ((NEW.materials >> material) & 1) WHERE material IS NOT NULL AND OLD.materials <> NEW.materials;
END;

-- The OpenStreetMap layer and the owners' claims on it.
ALTER TABLE osm_points RENAME TO osm_facilities;
DROP INDEX IF EXISTS osm_points_source;
DROP INDEX IF EXISTS osm_points_edition;
DROP INDEX IF EXISTS osm_points_lat;
CREATE UNIQUE INDEX IF NOT EXISTS osm_facilities_source ON osm_facilities(osm_type, osm_id);
CREATE INDEX IF NOT EXISTS osm_facilities_edition ON osm_facilities(edition, id);
CREATE INDEX IF NOT EXISTS osm_facilities_lat ON osm_facilities(lat, lng);
ALTER TABLE osm_point_claims RENAME TO osm_facility_claims;
ALTER TABLE osm_facility_claims RENAME COLUMN osm_point_id TO osm_facility_id;
DROP INDEX IF EXISTS osm_point_claims_facility;
CREATE INDEX IF NOT EXISTS osm_facility_claims_facility ON osm_facility_claims(facility_id);

-- Visitors' reports on OpenStreetMap facilities.
ALTER TABLE osm_point_reports RENAME TO osm_facility_reports;
ALTER TABLE osm_facility_reports RENAME COLUMN osm_point_id TO osm_facility_id;
DROP INDEX IF EXISTS osm_point_reports_point;
DROP INDEX IF EXISTS osm_point_reports_queue;
CREATE INDEX IF NOT EXISTS osm_facility_reports_facility ON osm_facility_reports(osm_facility_id, status, created_at);
CREATE INDEX IF NOT EXISTS osm_facility_reports_queue ON osm_facility_reports(status, created_at);

-- Reports and checks: indexes named after the facility they are read by.
DROP INDEX IF EXISTS facility_reports_point;
CREATE INDEX IF NOT EXISTS facility_reports_facility ON facility_reports(facility_id, status, created_at);
DROP INDEX IF EXISTS facility_checks_point;
CREATE INDEX IF NOT EXISTS facility_checks_facility ON facility_checks(facility_id, created_at);

-- Notifications keep the key of their text: follow the renamed keys.
UPDATE notifications SET message_key = 'notifications.messages.facilityAccepted' WHERE message_key = 'notifications.messages.pointAccepted';
UPDATE notifications SET message_key = 'notifications.messages.facilityDeclined' WHERE message_key = 'notifications.messages.pointDeclined';
UPDATE notifications SET message_key = 'notifications.messages.facilityBlocked' WHERE message_key = 'notifications.messages.pointBlocked';
UPDATE notifications SET message_key = 'notifications.messages.facilityUnblocked' WHERE message_key = 'notifications.messages.pointUnblocked';
