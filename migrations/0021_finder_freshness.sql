-- The finder index carries each point's last confirmation (docs/decisions/145-point-freshness.md):
-- the finder leaves out points unconfirmed for 18 months and ranks those unconfirmed for 12 below
-- fresh ones, without reading the facilities table. NULL = no confirmation model (another source).
ALTER TABLE finder_points ADD COLUMN checked_at INTEGER;
UPDATE finder_points SET checked_at = (SELECT COALESCE(f.checked_at, f.created_at) FROM facilities f WHERE f.id = finder_points.ref_id)
  WHERE source = 'facility';
