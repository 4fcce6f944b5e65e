/**
 * The audit trail of manager decisions (migrations/0005_review.sql). Statements are built here and
 * run by the review services in the same batch as the decision's other writes.
 */
export type AuditSubject =
  | 'registration_request'
  | 'facility'
  | 'charity_event'
  | 'user'
  | 'organisation'
  | 'collection_drive';

export interface AuditEntry {
  actorId: string | null;
  subjectType: AuditSubject;
  subjectId: string;
  action: string;
  from: string | null;
  to: string | null;
  comment?: string | null;
}

export interface AuditRecord extends Required<AuditEntry> {
  id: string;
  actorName: string | null;
  actorEmail: string | null;
  createdAt: number;
}

/**
 * The INSERT for one decision. With `onlyIf`, the row is written only when that SQL condition
 * holds inside the batch (e.g. "this request's UPDATE won"), so a losing racer leaves no row.
 */
export function auditStatement(
  db: D1Database,
  entry: AuditEntry,
  now = Date.now(),
  onlyIf?: { sql: string; args: unknown[] },
): D1PreparedStatement {
  const values = [
    crypto.randomUUID(),
    entry.actorId,
    entry.subjectType,
    entry.subjectId,
    entry.action,
    entry.from,
    entry.to,
    entry.comment ?? '',
    now,
  ];
  const insert =
    'INSERT INTO audit_log (id, user_id, subject_type, subject_id, action, from_status, to_status, comment, created_at)';
  return onlyIf
    ? db.prepare(`${insert} SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`).bind(...values, ...onlyIf.args)
    : db.prepare(`${insert} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).bind(...values);
}

interface Row {
  id: string;
  user_id: string | null;
  subject_type: AuditSubject;
  subject_id: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  comment: string;
  created_at: number;
  actor_name: string | null;
  actor_email: string | null;
}

const SELECT = `SELECT a.*, u.name AS actor_name, u.email AS actor_email FROM audit_log a LEFT JOIN users u ON u.id = a.user_id`;

const toRecord = (r: Row): AuditRecord => ({
  id: r.id,
  actorId: r.user_id,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  action: r.action,
  from: r.from_status,
  to: r.to_status,
  comment: r.comment,
  createdAt: r.created_at,
  actorName: r.actor_name,
  actorEmail: r.actor_email,
});

/** One subject's decisions, oldest first. */
export async function listAuditForSubject(
  db: D1Database,
  subjectType: AuditSubject,
  subjectId: string,
): Promise<AuditRecord[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE a.subject_type = ? AND a.subject_id = ? ORDER BY a.created_at, a.rowid`)
    .bind(subjectType, subjectId)
    .all<Row>();
  return results.map(toRecord);
}

/** The latest decisions of all managers, newest first. */
export async function listRecentAudit(
  db: D1Database,
  opts: { limit: number; offset: number },
): Promise<{ items: AuditRecord[]; total: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} ORDER BY a.created_at DESC, a.rowid DESC LIMIT ? OFFSET ?`).bind(opts.limit, opts.offset),
    db.prepare('SELECT COUNT(*) AS n FROM audit_log'),
  ]);
  return { items: (rows!.results as Row[]).map(toRecord), total: (count!.results[0] as { n: number }).n };
}
