/**
 * The volunteer's points balance (balance_ledger, migrations/0004_events.sql): append-only rows;
 * the balance is their sum. UNIQUE (user_id, event_id, reason) makes every credit idempotent.
 * The profile's balance page reads `balanceOf` / `ledgerPage`.
 */
const ATTENDANCE_REASON = 'event_attendance';

interface LedgerEntry {
  id: string;
  points: number;
  reason: string;
  eventId: string | null;
  /** Null when the event is gone (deleted events keep their credits). */
  eventTitle: string | null;
  createdAt: number;
}

/**
 * Marks one volunteer as attended and credits the event's reward, in one transaction. Both
 * statements are no-ops the second time: the sign-up is only marked once and the ledger row is
 * unique. Returns whether points were credited now.
 */
export async function markAttendedAndCredit(
  db: D1Database,
  eventId: string,
  userId: string,
  markedBy: string,
  now = Date.now(),
): Promise<{ marked: boolean; credited: boolean }> {
  const [mark, credit] = await db.batch(attendanceStatements(db, eventId, userId, markedBy, now));
  // A person holding two slots of the event has two sign-up rows: both are marked at once.
  return { marked: mark!.meta.changes >= 1, credited: credit!.meta.changes === 1 };
}

/**
 * The two statements of markAttendedAndCredit (mark, then credit), for a caller that writes them in
 * its own batch with more (check-in on site, worker/hours/check-in.ts).
 */
export function attendanceStatements(
  db: D1Database,
  eventId: string,
  userId: string,
  markedBy: string,
  now = Date.now(),
): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `UPDATE charity_event_signups SET attended_at = ?, attendance_marked_by = ?
         WHERE event_id = ? AND user_id = ? AND status = 'active' AND attended_at IS NULL`,
      )
      .bind(now, markedBy, eventId, userId),
    db
      .prepare(
        `INSERT INTO balance_ledger (id, user_id, points, reason, event_id, created_at)
         SELECT ?, s.user_id, COALESCE(e.reward_points, 0), '${ATTENDANCE_REASON}', e.id, ?
         FROM charity_event_signups s JOIN charity_events e ON e.id = s.event_id
         WHERE s.event_id = ? AND s.user_id = ? AND s.status = 'active' AND s.attended_at IS NOT NULL
         ON CONFLICT (user_id, event_id, reason) DO NOTHING`,
      )
      .bind(crypto.randomUUID(), now, eventId, userId),
  ];
}

export async function balanceOf(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(points), 0) AS total FROM balance_ledger WHERE user_id = ?')
    .bind(userId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * A page of the volunteer's balance ledger (balance_ledger, migrations/0004, credited by the
 * events issue). The balance is always SUM(points) of the whole ledger, read in the same batch
 * as the page so the two agree.
 */
const LEDGER_PAGE_SIZE = 20;

export interface LedgerPage {
  balance: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  items: LedgerEntry[];
}

export async function ledgerPage(
  db: D1Database,
  userId: string,
  page: number,
  pageSize = LEDGER_PAGE_SIZE,
): Promise<LedgerPage> {
  const [summary, rows] = await db.batch([
    db
      .prepare('SELECT COALESCE(SUM(points), 0) AS balance, COUNT(*) AS total FROM balance_ledger WHERE user_id = ?')
      .bind(userId),
    db
      .prepare(
        `SELECT l.id, l.points, l.reason, l.event_id, e.title AS event_title, l.created_at
         FROM balance_ledger l LEFT JOIN charity_events e ON e.id = l.event_id
         WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, pageSize, (page - 1) * pageSize),
  ]);
  const { balance, total } = (summary?.results[0] ?? { balance: 0, total: 0 }) as { balance: number; total: number };
  type Row = {
    id: string;
    points: number;
    reason: string;
    event_id: string | null;
    event_title: string | null;
    created_at: number;
  };
  const items = ((rows?.results ?? []) as Row[]).map((r) => ({
    id: r.id,
    points: r.points,
    reason: r.reason,
    eventId: r.event_id,
    eventTitle: r.event_title,
    createdAt: r.created_at,
  }));
  return { balance, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize, items };
}
