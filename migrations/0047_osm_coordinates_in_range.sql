-- OpenStreetMap points stored before the importer refused coordinates out of range
-- (docs/security.md, "OpenStreetMap import"): a latitude outside -90..90 or a longitude outside
-- -180..180 is no place on Earth, so such rows leave the layer and the finder's index. Forward-only.
DELETE FROM finder_facilities WHERE source = 'osm' AND NOT (lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180);
DELETE FROM osm_facilities WHERE NOT (lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180);
