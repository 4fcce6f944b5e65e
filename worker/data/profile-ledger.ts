import { ATTENDANCE_REASON } from './ledger';

/**
 * A page of the volunteer's balance ledger (balance_ledger, migrations/0004, credited by the
 * events issue). The balance is always SUM(points) of the whole ledger, read in the same batch
 * as the page so the two agree.
 */
export const LEDGER_PAGE_SIZE = 20;

export interface LedgerRow {
  id: string;
  points: number;
  reason: string;
  eventId: string | null;
  /** Null when the event is gone (deleted events keep their credits). */
  eventTitle: string | null;
  createdAt: number;
}

export interface LedgerPage {
  balance: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  items: LedgerRow[];
}

export async function ledgerPage(db: D1Database, userId: string, page: number, pageSize = LEDGER_PAGE_SIZE): Promise<LedgerPage> {
  const [summary, rows] = await db.batch([
    db.prepare('SELECT COALESCE(SUM(points), 0) AS balance, COUNT(*) AS total FROM balance_ledger WHERE user_id = ?').bind(userId),
    db
      .prepare(
        `SELECT l.id, l.points, l.reason, l.event_id, e.title AS event_title, l.created_at
         FROM balance_ledger l LEFT JOIN charity_events e ON e.id = l.event_id
         WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, pageSize, (page - 1) * pageSize),
  ]);
  const { balance, total } = (summary?.results[0] ?? { balance: 0, total: 0 }) as { balance: number; total: number };
  type Row = { id: string; points: number; reason: string; event_id: string | null; event_title: string | null; created_at: number };
  const items = ((rows?.results ?? []) as Row[]).map((r) => ({
    id: r.id, points: r.points, reason: r.reason, eventId: r.event_id, eventTitle: r.event_title, createdAt: r.created_at,
  }));
  return { balance, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize, items };
}

export { ATTENDANCE_REASON };
