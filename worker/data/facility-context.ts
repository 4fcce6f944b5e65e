// Reads around a recycling point that are not the point itself: its status history and its owner
// organisation (the manager's review and the point's documents and page show them).

export interface HistoryEntry {
  actorId: string | null;
  transit: string;
  from: string | null;
  to: string;
  comment: string;
  createdAt: number;
}

/** The point's status changes, oldest first (facility_status_history). */
export async function getFacilityHistory(db: D1Database, facilityId: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      'SELECT actor_id, transit, from_status, to_status, comment, created_at FROM facility_status_history WHERE facility_id = ? ORDER BY created_at, rowid',
    )
    .bind(facilityId)
    .all<{
      actor_id: string | null;
      transit: string;
      from_status: string | null;
      to_status: string;
      comment: string;
      created_at: number;
    }>();
  return results.map((r) => ({
    actorId: r.actor_id,
    transit: r.transit,
    from: r.from_status,
    to: r.to_status,
    comment: r.comment,
    createdAt: r.created_at,
  }));
}

/** What the point's documents and page show of its owner organisation. */
export interface OrgInfoRow {
  full_name: string | null;
  name: string;
  tin: string | null;
  address: string | null;
  contacts: string;
}

/** The organisation by id, for the point's documents. */
export async function getOwnerOrganisation(db: D1Database, orgId: string): Promise<OrgInfoRow | null> {
  return db
    .prepare('SELECT name, full_name, tin, address, contacts FROM organisations WHERE id = ?')
    .bind(orgId)
    .first<OrgInfoRow>();
}

/** The owner organisation of the point `facilityId`, as a statement: for a batch that reads the point too. */
export function facilityOwnerStatement(db: D1Database, facilityId: string): D1PreparedStatement {
  return db
    .prepare(
      'SELECT o.name, o.full_name, o.tin, o.address, o.contacts FROM facilities f JOIN organisations o ON o.id = f.org_id WHERE f.id = ?',
    )
    .bind(facilityId);
}
