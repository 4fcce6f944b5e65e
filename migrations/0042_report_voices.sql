-- Voices on a point are counted per network and per person, not per request
-- (docs/decisions/193-voices-per-network.md). network_key: a keyed hash of the reporter's network
-- (an IPv4 address or an IPv6 /64), never the address itself. person_key: 'u:<id>' when the
-- reporter's account was verified and at least a day old, else NULL (such accounts add nothing
-- beyond their network). Older rows keep NULL in both and count by their visitor_key.
ALTER TABLE facility_reports ADD COLUMN network_key TEXT;
ALTER TABLE facility_reports ADD COLUMN person_key TEXT;
ALTER TABLE osm_facility_reports ADD COLUMN network_key TEXT;
ALTER TABLE osm_facility_reports ADD COLUMN person_key TEXT;
