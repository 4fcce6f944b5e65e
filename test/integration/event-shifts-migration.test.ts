// Migration 0051 (ADR 221) rebuilds the sign-up and waitlist tables with the slot in their key. This
// file puts the tables back in their earlier shape with rows in them, runs the migration's own
// statements, and checks that every sign-up and place in line survived into the implicit slot and
// still works. A file of its own (not in a batch): it replaces two tables of its database.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { api, creator, publishedEvent, volunteer } from './support/events';

const BEFORE = [
  'DROP TABLE charity_event_signups',
  `CREATE TABLE charity_event_signups (
     event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
     created_at INTEGER NOT NULL, cancelled_at INTEGER, attended_at INTEGER, attendance_marked_by TEXT,
     confirmed_at INTEGER, promoted_at INTEGER,
     PRIMARY KEY (event_id, user_id))`,
  'DROP TABLE charity_event_waitlist',
  `CREATE TABLE charity_event_waitlist (
     event_id TEXT NOT NULL REFERENCES charity_events(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     joined_at INTEGER NOT NULL,
     PRIMARY KEY (event_id, user_id))`,
];

it('keeps every existing sign-up and place in line, in order, in the implicit slot', async () => {
  const owner = await creator();
  const id = await publishedEvent(owner);
  const [a, b, c] = [await volunteer(), await volunteer(), await volunteer()];
  for (const sql of BEFORE) await env.DB.prepare(sql).run();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, status, created_at, confirmed_at) VALUES (?, ?, 'active', 1, 5)`,
    ).bind(id, a.userId),
    // Equal join times: the row order decides, and must survive the copy.
    env.DB.prepare('INSERT INTO charity_event_waitlist (event_id, user_id, joined_at) VALUES (?, ?, 7)').bind(
      id,
      c.userId,
    ),
    env.DB.prepare('INSERT INTO charity_event_waitlist (event_id, user_id, joined_at) VALUES (?, ?, 7)').bind(
      id,
      b.userId,
    ),
    env.DB.prepare('UPDATE charity_events SET capacity = 1 WHERE id = ?').bind(id),
  ]);

  const migration = (env.TEST_MIGRATIONS ?? []).find((m: { name: string }) => m.name.startsWith('0051_'));
  for (const sql of migration!.queries as string[]) await env.DB.prepare(sql).run();

  expect(
    await env.DB.prepare('SELECT user_id, slot_id, status, confirmed_at FROM charity_event_signups WHERE event_id = ?')
      .bind(id)
      .all(),
  ).toMatchObject({ results: [{ user_id: a.userId, slot_id: '', status: 'active', confirmed_at: 5 }] });
  expect((await api('GET', `/${id}`, a)).json).toMatchObject({ signedUp: true, placesLeft: 0 });
  expect((await api('GET', `/${id}`, c)).json).toMatchObject({ waiting: true, waitlistPosition: 1 });
  expect((await api('GET', `/${id}`, b)).json).toMatchObject({ waiting: true, waitlistPosition: 2 });
  // The old rules still apply: a cancellation hands the place to the first in line.
  expect((await api('DELETE', `/${id}/signup`, a)).json).toMatchObject({ left: 'place', placesLeft: 0 });
  expect((await api('GET', `/${id}`, c)).json).toMatchObject({ signedUp: true });
  expect((await api('GET', `/${id}`, b)).json).toMatchObject({ waiting: true, waitlistPosition: 1 });
});
