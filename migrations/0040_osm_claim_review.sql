-- A claim of an OpenStreetMap point is a manager's decision of its own (docs/decisions/191-osm-claim-review.md):
-- 'pending' when the owner makes it (within 300 m, checked then), 'accepted' or 'refused' by a
-- manager. Only an accepted claim of an accepted, public point hides the OSM point from the finder.
-- Claims made before this rule were never shown to a reviewer: they start 'pending' too, so their
-- OSM points come back at the next import until a manager accepts them.
ALTER TABLE osm_facility_claims ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused'));
ALTER TABLE osm_facility_claims ADD COLUMN decided_by TEXT;
ALTER TABLE osm_facility_claims ADD COLUMN decided_at INTEGER;
-- "Is this OSM point hidden by an accepted claim?" (the importer, the OSM page).
CREATE INDEX IF NOT EXISTS osm_facility_claims_osm_status ON osm_facility_claims(osm_facility_id, status);
