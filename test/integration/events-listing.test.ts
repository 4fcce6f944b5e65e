import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EVENTS_LIST_CAP, loadPublicEventsPage } from '../../worker/data/events-list';
import worker from '../../worker/index';
import { HOSTS } from './helpers';
import { DAY, api, creator } from './support/events';

/**
 * The public list at any number of events (ADR 175, migration 0035): `listed` kept by triggers and
 * the `event-listing` sweep, counts capped at 1,000, the cities from their own table, and each
 * statement of a page reading a bounded number of rows however many events exist.
 */

const insertEvents = async (
  orgId: string,
  authorId: string,
  n: number,
  {
    city,
    startsIn,
    endsIn,
    status = 'published',
    listed,
  }: {
    city: string;
    startsIn: number;
    endsIn: number;
    status?: string;
    listed?: number;
  },
) => {
  const now = Date.now();
  // One statement for many rows: a recursive CTE numbers them.
  await env.DB.prepare(
    `WITH RECURSIVE i(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM i WHERE k < ?)
     INSERT INTO charity_events (id, org_id, author_id, edition, status, title, summary, category, starts_at, ends_at, time_zone, city, address, capacity, created_at, updated_at${listed === undefined ? '' : ', listed'})
     SELECT lower(hex(randomblob(16))), ?, ?, 'ru', ?, 'Субботник ' || k, 'Убираем вместе', 'cleanup', ? + k * 60000, ? + k * 60000, 'Europe/Moscow', ?, 'Парк', 20, ?, ?${listed === undefined ? '' : ', ?'} FROM i`,
  )
    .bind(
      n,
      orgId,
      authorId,
      status,
      now + startsIn,
      now + endsIn,
      city,
      now,
      now,
      ...(listed === undefined ? [] : [listed]),
    )
    .run();
};

const listedOf = async (city: string) =>
  (
    await env.DB.prepare(
      `SELECT listed, COUNT(*) AS n FROM charity_events WHERE city = ? GROUP BY listed ORDER BY listed`,
    )
      .bind(city)
      .all<{ listed: number; n: number }>()
  ).results;

const cityCount = async (city: string) =>
  (
    await env.DB.prepare(`SELECT n FROM event_cities WHERE edition = 'ru' AND city = ?`)
      .bind(city)
      .first<{ n: number }>()
  )?.n ?? null;

/** Runs the Worker's scheduled handler as the Cron Trigger would. */
const cron = async (at = Date.now()) => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
};

/** The page's statements with the rows each read (D1's `meta.rows_read`). */
const readsOf = async (query: Parameters<typeof loadPublicEventsPage>[1], filtered = false) => {
  let reads: number[] = [];
  const db = {
    prepare: (sql: string) => env.DB.prepare(sql),
    batch: async (s: D1PreparedStatement[]) => {
      const results = await env.DB.batch(s);
      reads = results.map((r) => r.meta.rows_read ?? NaN);
      return results;
    },
  } as unknown as D1Database;
  const page = await loadPublicEventsPage(db, query, filtered);
  return { page, reads };
};

describe('the events list at scale', () => {
  it('lists published events not over, in start order; triggers keep `listed` and the city count', async () => {
    const owner = await creator();
    const city = `Listing-${crypto.randomUUID().slice(0, 6)}`;
    await insertEvents(owner.orgId!, owner.userId, 5, { city, startsIn: DAY, endsIn: DAY + 3600_000 });
    await insertEvents(owner.orgId!, owner.userId, 4, { city, startsIn: -10 * DAY, endsIn: -10 * DAY + 3600_000 });
    await insertEvents(owner.orgId!, owner.userId, 3, { city, startsIn: DAY, endsIn: 2 * DAY, status: 'draft' });
    expect(await listedOf(city)).toEqual([
      { listed: 0, n: 7 },
      { listed: 1, n: 5 },
    ]);
    expect(await cityCount(city)).toBe(5);

    const page = await loadPublicEventsPage(
      env.DB,
      { edition: 'ru', city: city.toLowerCase(), page: 1, pageSize: 12 },
      true,
    );
    expect(page.items.map((e) => e.title)).toEqual([
      'Субботник 1',
      'Субботник 2',
      'Субботник 3',
      'Субботник 4',
      'Субботник 5',
    ]);
    expect(page).toMatchObject({ total: 5, capped: false });
    expect(page.cities).toContain(city);

    // Cancelling one unlists it and lowers its city's count; a change of the end into the past too.
    const [first, second] = (
      await env.DB.prepare(`SELECT id FROM charity_events WHERE city = ? AND listed = 1 ORDER BY starts_at`)
        .bind(city)
        .all<{ id: string }>()
    ).results;
    await env.DB.prepare(`UPDATE charity_events SET status = 'cancelled' WHERE id = ?`).bind(first!.id).run();
    await env.DB.prepare(`UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?`)
      .bind(Date.now() - 2 * DAY, Date.now() - DAY, second!.id)
      .run();
    expect(await cityCount(city)).toBe(3);
    // Moving an event to another city moves its count.
    await env.DB.prepare(`UPDATE charity_events SET city = ? WHERE city = ? AND listed = 1`)
      .bind(`${city}-2`, city)
      .run();
    expect(await cityCount(city)).toBe(0);
    expect(await cityCount(`${city}-2`)).toBe(3);
    // A deleted event leaves the count.
    await env.DB.prepare(`DELETE FROM charity_events WHERE id = (SELECT id FROM charity_events WHERE city = ? LIMIT 1)`)
      .bind(`${city}-2`)
      .run();
    expect(await cityCount(`${city}-2`)).toBe(2);
    // A city without listed events leaves the filter at once, and its row at the next sweep.
    const after = await loadPublicEventsPage(env.DB, { edition: 'ru', page: 1, pageSize: 12 }, false);
    expect(after.cities).not.toContain(city);
    await cron();
    expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM event_cities WHERE city = ?`).bind(city).first('n')).toBe(0);
  });

  it('the sweep unlists events that have ended, once, however often the trigger fires; the list hides them before it runs', async () => {
    const owner = await creator();
    const city = `Конец-${crypto.randomUUID().slice(0, 6)}`;
    // Listed when written, ended since: what the sweep is for.
    await insertEvents(owner.orgId!, owner.userId, 3, { city, startsIn: -2 * 3600_000, endsIn: -3600_000, listed: 1 });
    await insertEvents(owner.orgId!, owner.userId, 2, { city, startsIn: DAY, endsIn: DAY + 3600_000 });
    expect(await cityCount(city)).toBe(5);
    const before = await loadPublicEventsPage(env.DB, { edition: 'ru', city, page: 1, pageSize: 12 }, true);
    expect(before.total).toBe(2);

    await Promise.all([cron(), cron()]);
    expect(await listedOf(city)).toEqual([
      { listed: 0, n: 3 },
      { listed: 1, n: 2 },
    ]);
    expect(await cityCount(city)).toBe(2);
    // A late second firing (an hour after its time) changes nothing more.
    await cron(Date.now() - 3600_000);
    expect(await listedOf(city)).toEqual([
      { listed: 0, n: 3 },
      { listed: 1, n: 2 },
    ]);
    expect(await cityCount(city)).toBe(2);
  });

  it('counts at most 1,000 ("more than"), pages no further, and each statement reads a bounded number of rows', async () => {
    const owner = await creator();
    const city = `Много-${crypto.randomUUID().slice(0, 6)}`;
    // 600 past events the list must not walk, then 1,005 upcoming ones.
    await insertEvents(owner.orgId!, owner.userId, 600, { city, startsIn: -30 * DAY, endsIn: -29 * DAY });
    await insertEvents(owner.orgId!, owner.userId, 1005, { city, startsIn: DAY, endsIn: DAY + 3600_000 });

    const first = await readsOf({ edition: 'ru', city, page: 1, pageSize: 12 }, true);
    expect(first.page).toMatchObject({ total: EVENTS_LIST_CAP, capped: true, all: 1 });
    expect(first.page.items).toHaveLength(12);
    const [count, rows, cities, any, slots] = first.reads;
    expect(count).toBeLessThanOrEqual(EVENTS_LIST_CAP + 1);
    // 12 cards, each with its organisation and its sign-up count.
    expect(rows).toBeLessThanOrEqual(12 * 3);
    expect(cities).toBeLessThanOrEqual(500);
    expect(any).toBeLessThanOrEqual(2);
    // The cards' slots: the page's 12 ids again from the index, and slots of those events only.
    expect(slots).toBeLessThanOrEqual(12 * 4);

    const last = await loadPublicEventsPage(env.DB, { edition: 'ru', city, page: 84, pageSize: 12 }, true);
    expect(last.items).toHaveLength(EVENTS_LIST_CAP - 83 * 12);
    const beyond = await readsOf({ edition: 'ru', city, page: 5000, pageSize: 12 }, true);
    expect(beyond.page.items).toEqual([]);
    expect(beyond.reads[1]).toBeLessThanOrEqual(EVENTS_LIST_CAP + 1);

    // The API and the page say "more than 1,000", and the page shows a few page links, not 84.
    const json = (await api('GET', `?city=${encodeURIComponent(city)}`, null)).json;
    expect(json).toMatchObject({ total: 1000, capped: true, pageCount: 84 });
    const html = await (await SELF.fetch(`${HOSTS.ru}/charity-events?city=${encodeURIComponent(city)}&page=40`)).text();
    expect(html).toMatch(/Более 1\s000 мероприятий/u);
    // Page 1's link has no `page` parameter; then two on each side of 40, and the last.
    const numbered = [...html.matchAll(/<a[^>]*href="[^"]*page=(\d+)"[^>]*class="btn btn-sm/g)].map((m) =>
      Number(m[1]),
    );
    expect(numbered).toEqual([38, 39, 40, 41, 42, 84]);
    expect(html).toContain('aria-current="page" class="btn btn-sm btn-primary">40<');
  });
});
