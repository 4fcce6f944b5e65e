import { env } from 'cloudflare:test';

/**
 * Rows of volunteer_hours and volunteer_hours_corrections written with plain SQL, as check-in and
 * the organisers' corrections would write them (the record only reads them).
 */
export interface HoursRow {
  eventId: string;
  userId: string;
  orgId: string;
  slotId?: string;
  role?: string;
  source?: 'check_in' | 'attendance' | 'no_show';
  minutes: number;
  verified: boolean;
  date: string;
}

/** An event of `orgId` by `authorId` on `date`, titled `title`. */
export async function insertEvent(orgId: string, authorId: string, title: string, date: string): Promise<string> {
  const id = crypto.randomUUID();
  const start = Date.parse(`${date}T09:00:00Z`);
  await env.DB.prepare(
    `INSERT INTO charity_events (id, org_id, author_id, edition, status, title, starts_at, ends_at, time_zone, created_at, updated_at)
     VALUES (?, ?, ?, 'ru', 'published', ?, ?, ?, 'Europe/Moscow', ?, ?)`,
  )
    .bind(id, orgId, authorId, title, start, start + 4 * 3_600_000, start, start)
    .run();
  return id;
}

export async function insertHours(row: HoursRow): Promise<void> {
  const at = Date.parse(`${row.date}T10:00:00Z`);
  await env.DB.prepare(
    `INSERT INTO volunteer_hours (event_id, user_id, slot_id, org_id, role_name, source, checked_in_at, checked_out_at,
       minutes, verified, time_zone, local_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Europe/Moscow', ?, ?, ?)`,
  )
    .bind(
      row.eventId,
      row.userId,
      row.slotId ?? '',
      row.orgId,
      row.role ?? '',
      row.source ?? 'check_in',
      at,
      at + row.minutes * 60_000,
      row.minutes,
      row.verified ? 1 : 0,
      row.date,
      at,
      at,
    )
    .run();
}

export async function insertCorrection(c: {
  eventId: string;
  userId: string;
  by: string;
  reason: string;
  before: number;
  after: number;
  at: number;
}): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO volunteer_hours_corrections (id, event_id, user_id, slot_id, corrected_by, reason, minutes_before, minutes_after, created_at)
     VALUES (?, ?, ?, '', ?, ?, ?, ?, ?)`,
  )
    .bind(crypto.randomUUID(), c.eventId, c.userId, c.by, c.reason, c.before, c.after, c.at)
    .run();
}
