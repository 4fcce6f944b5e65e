import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
// @ts-expect-error plain ESM seed helpers
import { stableId } from '../../scripts/lib/seed-sql.mjs';
// @ts-expect-error plain ESM seed helpers
import { eventsSeedSql } from '../../scripts/seed-events.mjs';

/**
 * The demo events (scripts/seed-events.mjs) loaded into this run's D1 at a fixed instant: every
 * edition shows a full event with a waitlist and an event tomorrow on its own local calendar,
 * whatever the hour of the UTC day the database was made.
 */
const EDITIONS = ['ru', 'kz', 'international'] as const;
const DAY = 86_400_000;

async function seedAt(instant: number) {
  const now = Math.floor(instant / 1000);
  // What the accounts seed (scripts/seed.mjs) makes first: the organiser, their organisation, the demo volunteer.
  const org = stableId('org:Green Events LLC');
  await env.DB.batch([
    // A fresh seed each time (its ids are stable, so an earlier one would be kept otherwise).
    env.DB.prepare('DELETE FROM charity_events WHERE author_id = ?').bind(stableId('user:events@example.org')),
    env.DB.prepare(
      `INSERT OR IGNORE INTO organisations (id, name, edition, created_at) VALUES (?, 'Green Events', 'ru', ?)`,
    ).bind(org, instant),
    ...['events@example.org', 'volunteer@example.org'].map((email) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO users (id, email, locale, edition, status, org_id, created_at, updated_at) VALUES (?, ?, 'ru-RU', 'ru', 'active', ?, ?, ?)`,
      ).bind(stableId(`user:${email}`), email, email.startsWith('events') ? org : null, instant, instant),
    ),
  ]);
  const sql = (eventsSeedSql({ nowSeconds: now }) as string)
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n');
  const statements = sql
    .split(';\n')
    .map((s) => s.trim().replace(/;$/, ''))
    .filter(Boolean);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

interface Row {
  id: string;
  edition: string;
  starts_at: number;
  time_zone: string;
  capacity: number | null;
  active: number;
  waiting: number;
}
const published = async () =>
  (
    await env.DB.prepare(
      `SELECT e.id, e.edition, e.starts_at, e.time_zone, e.capacity,
          (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active') AS active,
          (SELECT COUNT(*) FROM charity_event_waitlist w WHERE w.event_id = e.id) AS waiting
   FROM charity_events e WHERE e.status = 'published' AND e.author_id = ?`,
    )
      .bind(stableId('user:events@example.org'))
      .all<Row>()
  ).results;

// Late in the UTC day (already the next day in Moscow and Almaty) and early in it (still the day
// before in Buenos Aires): "tomorrow" must be tomorrow where the event is.
describe.each([
  ['late in the UTC day', '2031-03-14T21:30:00Z'],
  ['early in the UTC day', '2031-03-14T01:30:00Z'],
])('demo events seeded %s', (_, iso) => {
  it('every edition has a full event with a waitlist and an event tomorrow on its own calendar', async () => {
    const instant = Date.parse(iso);
    await seedAt(instant);
    const rows = await published();
    for (const edition of EDITIONS) {
      const mine = rows.filter((r) => r.edition === edition);
      expect(
        mine.some((r) => r.capacity !== null && r.active >= r.capacity && r.waiting > 0 && r.starts_at > instant),
        `${edition}: full with a waitlist`,
      ).toBe(true);
      const tomorrow = mine.filter(
        (r) =>
          utcToLocal(r.starts_at, r.time_zone).slice(0, 10) === utcToLocal(instant + DAY, r.time_zone).slice(0, 10),
      );
      expect(tomorrow.length, `${edition}: an event tomorrow in its own zone`).toBeGreaterThan(0);
      for (const r of tomorrow) expect(r.starts_at).toBeGreaterThan(instant);
    }
  });
});

it('the shifts demo has three roles and six slots, two of them full with a waitlist', async () => {
  await seedAt(Date.parse('2031-03-14T09:00:00Z'));
  const { results } = await env.DB.prepare(
    `SELECT sl.capacity,
        (SELECT COUNT(*) FROM charity_event_signups s WHERE s.slot_id = sl.id AND s.status = 'active') AS active,
        (SELECT COUNT(*) FROM charity_event_waitlist w WHERE w.slot_id = sl.id) AS waiting
     FROM charity_event_slots sl WHERE sl.event_id = ?`,
  )
    .bind(stableId('charity-event:ru-shifts'))
    .all<{ capacity: number; active: number; waiting: number }>();
  const roles = await env.DB.prepare('SELECT COUNT(*) AS n FROM charity_event_roles WHERE event_id = ?')
    .bind(stableId('charity-event:ru-shifts'))
    .first<{ n: number }>();
  expect([roles!.n, results.length]).toEqual([3, 6]);
  expect(results.filter((r) => r.active === r.capacity && r.waiting > 0)).toHaveLength(2);
  for (const r of results) expect(r.active).toBeLessThanOrEqual(r.capacity);
});
