/**
 * Claims of OpenStreetMap points by owners' points (osm_facility_claims; docs/decisions/191-osm-claim-review.md).
 * A claim is recorded 'pending' with the new point (worker/data/facilities.ts), decided here by a
 * manager; the finder follows in the same batch (worker/data/finder-index.ts hides the OSM point
 * for an accepted claim of a public point, and shows it again otherwise).
 */
import { claimDistance, type OsmClaimStatus, type OsmClaimView } from '../../ui/shared/osm/claim';
import type { LatLng } from '../../ui/shared/finder/geo';

/** Where the OSM point 'osm-node-123' stands; null when the layer has no such point. */
export async function osmPosition(db: D1Database, publicId: string): Promise<LatLng | null> {
  return db.prepare('SELECT lat, lng FROM osm_facilities WHERE id = substr(?, 5)').bind(publicId).first<LatLng>();
}

interface Row {
  osm_facility_id: string;
  status: OsmClaimStatus;
  decided_at: number | null;
  name: string;
  operator: string;
  kind: string;
  address: string;
  lat: number;
  lng: number;
  point_lat: number | null;
  point_lng: number | null;
}

/** The claims of one owner's point whose OSM point still exists, with the distance between them now. */
export async function claimsOf(db: D1Database, facilityId: string): Promise<OsmClaimView[]> {
  const { results } = await db
    .prepare(
      `SELECT c.osm_facility_id, c.status, c.decided_at, o.name, o.operator, o.kind, o.address, o.lat, o.lng, f.lat AS point_lat, f.lng AS point_lng
       FROM osm_facility_claims c JOIN facilities f ON f.id = c.facility_id JOIN osm_facilities o ON o.id = substr(c.osm_facility_id, 5)
       WHERE c.facility_id = ? ORDER BY c.created_at, c.osm_facility_id LIMIT 20`,
    )
    .bind(facilityId)
    .all<Row>();
  return results.map((r) => {
    const point = r.point_lat === null || r.point_lng === null ? null : { lat: r.point_lat, lng: r.point_lng };
    const distance = claimDistance({ lat: r.lat, lng: r.lng }, point);
    return {
      osmId: r.osm_facility_id,
      status: r.status,
      name: r.name || r.operator,
      kind: r.kind,
      address: r.address,
      osm: { lat: r.lat, lng: r.lng },
      point,
      distance: Number.isFinite(distance) ? distance : null,
      decidedAt: r.decided_at,
    };
  });
}

/** The decision, only while the claim is pending (a second manager's decision changes nothing). */
export function decideClaimStatement(
  db: D1Database,
  input: { facilityId: string; osmId: string; to: 'accepted' | 'refused'; managerId: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE osm_facility_claims SET status = ?1, decided_by = ?2, decided_at = ?3 WHERE facility_id = ?4 AND osm_facility_id = ?5 AND status = 'pending'",
    )
    .bind(input.to, input.managerId, now, input.facilityId, input.osmId);
}

/**
 * A content save that moves the owner's point sends its decided claims back to 'pending' (run
 * before the save, on the same conditions): a claim was judged at one position, and the point
 * could otherwise move across town with its accepted claim still hiding the OSM point.
 */
export function reopenMovedClaimsStatement(
  db: D1Database,
  save: { id: string; orgId: string; expectedStatus: string; lat: number; lng: number },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE osm_facility_claims SET status = 'pending', decided_by = NULL, decided_at = NULL
       WHERE facility_id = ?1 AND status <> 'pending'
         AND EXISTS (SELECT 1 FROM facilities f WHERE f.id = ?1 AND f.org_id = ?2 AND f.status = ?3 AND f.deleted_at IS NULL AND (f.lat IS NOT ?4 OR f.lng IS NOT ?5))`,
    )
    .bind(
      save.id,
      save.orgId,
      save.expectedStatus,
      Number.isFinite(save.lat) ? save.lat : null,
      Number.isFinite(save.lng) ? save.lng : null,
    );
}
