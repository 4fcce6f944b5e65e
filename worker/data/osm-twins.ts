/**
 * An owner's point that becomes public takes its OpenStreetMap twin out of the finder in the same
 * batch (docs/decisions/142-osm-ids-owners-and-claims.md): an OSM point within 50 m, with a similar
 * name and materials the owner covers (the rule of ui/shared/osm/dedupe.ts, which the importer
 * mirrors in scripts/lib/osm/finder.mjs). The candidates are judged here, before the write, from
 * what the owner's point will be; the statements act only if the point is accepted and public
 * once the batch's earlier statements ran, so a refused or lost write hides nothing.
 */
import { cellBlock } from '../../ui/shared/finder/cells';
import { hiddenByOwner } from '../../ui/shared/osm/dedupe';
import { hideOsmRowsStatements } from './finder-index';

export interface OwnerFacility {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** facility_material_types ids of its rate lines. */
  materialIds: number[];
}

/** Material ids set in a finder_facilities.materials bitmask (bit n = material n, at most 53). */
const idsOf = (mask: number) =>
  Array.from({ length: 53 }, (_, id) => id).filter((id) => Math.floor(mask / 2 ** id) % 2 === 1);

/** The owner's point as stored now (for a status change, which does not change its content). */
export async function ownerFacilityOf(db: D1Database, id: string): Promise<OwnerFacility | null> {
  const [point, rates] = await db.batch([
    db.prepare('SELECT id, name, lat, lng FROM facilities WHERE id = ?').bind(id),
    db
      .prepare('SELECT DISTINCT srm_id AS id FROM facility_rates WHERE facility_id = ? AND srm_id IS NOT NULL')
      .bind(id),
  ]);
  const row = point!.results[0] as { id: string; name: string; lat: number | null; lng: number | null } | undefined;
  if (!row || row.lat === null || row.lng === null) return null;
  return {
    id: row.id,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    materialIds: (rates!.results as { id: number }[]).map((r) => r.id),
  };
}

/** Statements that take the owner's point's OSM twins out of the finder once it is public. */
export async function osmTwinStatements(db: D1Database, owner: OwnerFacility | null): Promise<D1PreparedStatement[]> {
  if (!owner || !Number.isFinite(owner.lat) || !Number.isFinite(owner.lng) || !owner.materialIds.length) return [];
  // 3 × 3 cells of 0.01°: every point within 50 m, by the index on c0.
  const cells = cellBlock({ lat: owner.lat, lng: owner.lng }, 0, 1);
  const { results } = await db
    .prepare(
      `SELECT p.ref_id, p.materials AS mask, o.name, o.operator, o.lat, o.lng, o.materials_known FROM finder_facilities p JOIN osm_facilities o ON o.id = substr(p.ref_id, 5)
       WHERE p.source = 'osm' AND p.c0 IN (${cells.map(() => '?').join(', ')}) LIMIT 500`,
    )
    .bind(...cells)
    .all<{
      ref_id: string;
      mask: number;
      name: string;
      operator: string;
      lat: number;
      lng: number;
      materials_known: number;
    }>();
  const ownerNearby = [{ name: owner.name, lat: owner.lat, lng: owner.lng, materials: owner.materialIds.map(String) }];
  const twins = results
    .filter((r) =>
      hiddenByOwner(
        {
          name: r.name,
          operator: r.operator,
          lat: r.lat,
          lng: r.lng,
          materials: idsOf(r.mask).map(String),
          materialsKnown: r.materials_known === 1,
        },
        ownerNearby,
      ),
    )
    .map((r) => r.ref_id)
    .slice(0, 90);
  if (!twins.length) return [];
  return hideOsmRowsStatements(db, owner.id, `p.ref_id IN (${twins.map((_, i) => `?${i + 2}`).join(', ')})`, twins);
}
