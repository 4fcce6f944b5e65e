import type { NotificationItem } from '../../ui/shared/notification-protocol';
import type { Params } from '../../ui/shared/i18n';

/** The notifications table (migrations/0006_notifications.sql): plain functions over D1. */

interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  message_key: string;
  params: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
}

export interface NewNotification {
  userId: string;
  kind: string;
  messageKey: string;
  params: Params;
  link: string | null;
}

function toItem(row: NotificationRow): NotificationItem {
  let params: Params = {};
  try {
    params = JSON.parse(row.params) as Params;
  } catch {
    // A hand-edited row: show the message without params rather than fail the feed.
  }
  return {
    id: row.id,
    kind: row.kind,
    messageKey: row.message_key,
    params,
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/**
 * The INSERT for one notification, not yet run, and the item it creates: a producer can put it
 * in its own `db.batch` beside the state change it reports (all or nothing), then deliver.
 */
export function insertNotificationStatement(
  db: D1Database,
  n: NewNotification,
  now = Date.now(),
): { statement: D1PreparedStatement; item: NotificationItem } {
  const item: NotificationItem = {
    id: crypto.randomUUID(),
    kind: n.kind,
    messageKey: n.messageKey,
    params: n.params,
    link: n.link,
    createdAt: now,
    readAt: null,
  };
  const statement = db
    .prepare(
      'INSERT INTO notifications (id, user_id, kind, message_key, params, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(item.id, n.userId, item.kind, item.messageKey, JSON.stringify(item.params), item.link, item.createdAt);
  return { statement, item };
}

export interface ListOptions {
  limit: number;
  /** Only rows created at or after this time (ms): the catch-up after a reconnect. */
  since?: number;
  /** Keyset cursor from a previous page: rows strictly older than (createdAt, id). */
  before?: { createdAt: number; id: string };
}

/** Newest first. Asks for one row more than `limit` to tell whether another page exists. */
export async function listNotifications(
  db: D1Database,
  userId: string,
  opts: ListOptions,
): Promise<{ items: NotificationItem[]; more: boolean }> {
  const where = ['user_id = ?'];
  const binds: (string | number)[] = [userId];
  if (opts.since !== undefined) {
    where.push('created_at >= ?');
    binds.push(opts.since);
  }
  if (opts.before) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    binds.push(opts.before.createdAt, opts.before.createdAt, opts.before.id);
  }
  const { results } = await db
    .prepare(`SELECT * FROM notifications WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(...binds, opts.limit + 1)
    .all<NotificationRow>();
  return { items: results.slice(0, opts.limit).map(toItem), more: results.length > opts.limit };
}

export async function countUnread(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (idempotent). False when it is not theirs or does not exist. */
export async function markRead(db: D1Database, userId: string, id: string, now = Date.now()): Promise<boolean> {
  const [update, exists] = await db.batch([
    db
      .prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL')
      .bind(now, id, userId),
    db.prepare('SELECT 1 AS found FROM notifications WHERE id = ? AND user_id = ?').bind(id, userId),
  ]);
  return (update?.meta.changes ?? 0) > 0 || (exists?.results.length ?? 0) > 0;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: D1Database, userId: string, now = Date.now()): Promise<number> {
  const res = await db
    .prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL')
    .bind(now, userId)
    .run();
  return res.meta.changes ?? 0;
}
