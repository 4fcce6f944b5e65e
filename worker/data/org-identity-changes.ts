import { auditStatement } from './audit';
import { organisationTagsStatement } from './cache-versions';

/**
 * Changes of an organisation's public identity waiting for a manager (docs/decisions/128): the
 * organisation keeps showing its current name, full name and tax id until one approves.
 * Every organisation was approved by a manager (it exists only through an approved corporate
 * request), so every such change is reviewed.
 */
export interface IdentityFields {
  name: string;
  fullName: string;
  tin: string;
}

export interface PendingIdentityChange extends IdentityFields {
  id: string;
  orgId: string;
  createdAt: number;
  /** The identity shown now (for the manager's comparison). */
  current: IdentityFields;
  requestedBy: string | null;
}

interface Row {
  id: string;
  org_id: string;
  name: string;
  full_name: string;
  tin: string;
  created_at: number;
  requested_by_name: string | null;
  cur_name: string;
  cur_full_name: string | null;
  cur_tin: string | null;
}

const SELECT = `SELECT c.id, c.org_id, c.name, c.full_name, c.tin, c.created_at, u.name AS requested_by_name,
  o.name AS cur_name, o.full_name AS cur_full_name, o.tin AS cur_tin
  FROM pending_org_changes c JOIN organisations o ON o.id = c.org_id LEFT JOIN users u ON u.id = c.requested_by`;

const toChange = (r: Row): PendingIdentityChange => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  fullName: r.full_name,
  tin: r.tin,
  createdAt: r.created_at,
  requestedBy: r.requested_by_name,
  current: { name: r.cur_name, fullName: r.cur_full_name ?? r.cur_name, tin: r.cur_tin ?? '' },
});

/** A new request replaces the organisation's open one (withdrawn), with an audit row naming the change. */
export function requestIdentityChangeStatements(
  db: D1Database,
  orgId: string,
  actorId: string | null,
  fields: IdentityFields,
  summary: string,
  now = Date.now(),
): D1PreparedStatement[] {
  const id = crypto.randomUUID();
  return [
    db
      .prepare(
        `UPDATE pending_org_changes SET status = 'withdrawn', decided_at = ? WHERE org_id = ? AND status = 'pending'`,
      )
      .bind(now, orgId),
    db
      .prepare(
        `INSERT INTO pending_org_changes (id, org_id, requested_by, name, full_name, tin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(id, orgId, actorId, fields.name, fields.fullName, fields.tin, now),
    auditStatement(
      db,
      {
        actorId,
        subjectType: 'organisation',
        subjectId: orgId,
        action: 'identity_change',
        from: null,
        to: 'pending',
        comment: summary,
      },
      now,
    ),
  ];
}

export async function pendingIdentityChangeOf(db: D1Database, orgId: string): Promise<PendingIdentityChange | null> {
  const row = await db.prepare(`${SELECT} WHERE c.org_id = ? AND c.status = 'pending'`).bind(orgId).first<Row>();
  return row ? toChange(row) : null;
}

export async function listPendingIdentityChanges(db: D1Database, limit = 50): Promise<PendingIdentityChange[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE c.status = 'pending' ORDER BY c.created_at LIMIT ?`)
    .bind(limit)
    .all<Row>();
  return results.map(toChange);
}

/**
 * Decides once: the conditional UPDATE runs first, the organisation changes (on approval) and the
 * audit row is written only when this batch's UPDATE won. Returns the organisation's id, or null
 * when the request is not (or no longer) pending.
 */
export async function decideIdentityChange(
  db: D1Database,
  id: string,
  managerId: string,
  approve: boolean,
  reason: string | null,
  now = Date.now(),
): Promise<string | null> {
  const change = await db
    .prepare(`SELECT org_id FROM pending_org_changes WHERE id = ? AND status = 'pending'`)
    .bind(id)
    .first<{ org_id: string }>();
  if (!change) return null;
  const status = approve ? 'approved' : 'declined';
  const won = {
    sql: `EXISTS (SELECT 1 FROM pending_org_changes WHERE id = ? AND status = ? AND decided_by = ? AND decided_at = ?)`,
    args: [id, status, managerId, now],
  };
  const [decided] = await db.batch([
    db
      .prepare(
        `UPDATE pending_org_changes SET status = ?, decided_by = ?, decided_at = ?, reason = ? WHERE id = ? AND status = 'pending'`,
      )
      .bind(status, managerId, now, reason, id),
    ...(approve
      ? [
          db
            .prepare(
              `UPDATE organisations SET (name, full_name, tin) = (SELECT name, full_name, tin FROM pending_org_changes WHERE id = ?) WHERE id = ? AND ${won.sql}`,
            )
            .bind(id, change.org_id, ...won.args),
          // The new name is on its events' pages and lists and on its points' pages.
          organisationTagsStatement(db, change.org_id),
        ]
      : []),
    auditStatement(
      db,
      {
        actorId: managerId,
        subjectType: 'organisation',
        subjectId: change.org_id,
        action: approve ? 'approve' : 'decline',
        from: 'pending',
        to: status,
        comment: reason,
      },
      now,
      won,
    ),
  ]);
  return decided?.meta.changes === 1 ? change.org_id : null;
}
