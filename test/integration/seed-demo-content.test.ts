import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { splitSql, stableId } from '../../scripts/lib/seed-sql.mjs';
// @ts-expect-error plain ESM seed helpers
import { finderFacilities, finderFacilitiesSql } from '../../scripts/lib/finder-demo.mjs';
// @ts-expect-error plain ESM seed helpers
import { eventsSeedSql } from '../../scripts/seed-events.mjs';
// @ts-expect-error plain ESM seed helpers
import { CHECKED_DATES_SQL, REPORTED_CLOSED_ID } from '../../scripts/seed-facilities.mjs';

/**
 * What the demo shows a newcomer (scripts/seed-events.mjs, scripts/lib/finder-demo.mjs,
 * scripts/seed-facilities.mjs), loaded into this file's D1 as `npm run dev` loads it.
 */
const DAY = 86_400_000;
const KAZAKH_LETTER = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/;
const FINDER_COUNT = 330;
const VOLUNTEER = stableId('user:volunteer@example.org');

async function run(sql: string[]) {
  for (let i = 0; i < sql.length; i += 100) await env.DB.batch(sql.slice(i, i + 100).map((s) => env.DB.prepare(s)));
}

beforeAll(async () => {
  const now = Date.now();
  // What the accounts seed (scripts/seed.mjs) makes first: the organiser, their organisation, the demo volunteer.
  const org = stableId('org:Green Events LLC');
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO organisations (id, name, full_name, edition, created_at) VALUES (?, 'Зелёные события', 'ООО «Зелёные события»', 'ru', ?)`,
    ).bind(org, now),
    ...['events@example.org', 'volunteer@example.org'].map((email) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO users (id, email, locale, edition, status, org_id, created_at, updated_at) VALUES (?, ?, 'ru-RU', 'ru', 'active', ?, ?, ?)`,
      ).bind(stableId(`user:${email}`), email, email.startsWith('events') ? org : null, now, now),
    ),
  ]);
  await run(splitSql(eventsSeedSql()));
  await run(finderFacilitiesSql(FINDER_COUNT).map((s: string) => s.replace(/;$/, '')));
  await run(splitSql(CHECKED_DATES_SQL));
});

/** Metres between two points (haversine). */
function metres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

interface Point {
  id: string;
  name: string;
  address: string;
  comment: string;
  description: string;
  lat: number;
  lng: number;
  edition: string;
  org_name: string;
  org_full: string;
  checked_at: number;
}
const points = async () =>
  (
    await env.DB.prepare(
      `SELECT f.id, f.name, f.address, f.comment, f.description, f.lat, f.lng, o.edition, o.name AS org_name, o.full_name AS org_full, f.checked_at
   FROM facilities f JOIN organisations o ON o.id = f.org_id WHERE f.author_id IS NULL`,
    ).all<Point>()
  ).results;

describe('the demo seed', () => {
  it("prices are per kilogram or per piece, at plausible amounts in each edition's currency", async () => {
    const rates = (
      await env.DB.prepare(
        `SELECT r.units_slug AS unit, CAST(r.price AS REAL) AS price, o.edition FROM facility_rates r JOIN facilities f ON f.id = r.facility_id JOIN organisations o ON o.id = f.org_id`,
      ).all<{ unit: string; price: number; edition: string }>()
    ).results;
    expect(rates.length).toBeGreaterThan(FINDER_COUNT);
    // [min, max] per kilogram and per piece: roubles, tenge, US dollars (ui/shared/facility/display.ts).
    const RANGE: Record<string, Record<string, [number, number]>> = {
      ru: { kg: [0.5, 100], pcs: [0.1, 20] },
      kz: { kg: [3, 600], pcs: [0.5, 100] },
      international: { kg: [0.01, 1], pcs: [0.01, 0.5] },
    };
    for (const r of rates) {
      expect(['kg', 'pcs'], JSON.stringify(r)).toContain(r.unit);
      const [min, max] = RANGE[r.edition]![r.unit]!;
      expect(r.price, JSON.stringify(r)).toBeGreaterThanOrEqual(min);
      expect(r.price, JSON.stringify(r)).toBeLessThanOrEqual(max);
    }
  });

  it('each pin stands on the street its address names, in its city', async () => {
    const CENTRES: Record<string, [number, number]> = {
      moscow: [55.7558, 37.6173],
      spb: [59.9343, 30.3351],
      almaty: [43.2389, 76.8897],
      astana: [51.1694, 71.4491],
      'buenos-aires': [-34.6037, -58.3816],
      'new-york': [40.7484, -73.9857],
    };
    const stored = new Map((await points()).map((p) => [p.id, p]));
    const byStreet = new Map<string, [number, number][]>();
    for (const p of finderFacilities(FINDER_COUNT) as { id: string; city: string; street: number; address: string }[]) {
      const row = stored.get(p.id)!;
      expect(row.address).toBe(p.address);
      expect(metres([row.lat, row.lng], CENTRES[p.city]!), p.address).toBeLessThan(15_000);
      byStreet.set(`${p.city}:${p.street}`, [...(byStreet.get(`${p.city}:${p.street}`) ?? []), [row.lat, row.lng]]);
    }
    // Two points on one street stand within 600 m of each other (a pin is within about 280 m of its street's spot).
    for (const [street, pins] of byStreet)
      for (const a of pins) for (const b of pins) expect(metres(a, b), street).toBeLessThan(600);
  });

  it('"checked on" dates spread over past months, some stale, and one point reported closed', async () => {
    const now = Date.now();
    const ages = (await points()).map((p) => (now - p.checked_at) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(new Set(ages.filter((a) => a < 365).map((a) => Math.floor(a / 30))).size).toBeGreaterThanOrEqual(4);
    const stale = ages.filter((a) => a > 365);
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.length).toBeLessThan(ages.length / 5);
    // Stale, not hidden: still listed in the finder (hidden after 18 months).
    for (const a of stale) expect(a).toBeLessThan(540);
    const voices = await env.DB.prepare(
      `SELECT COUNT(DISTINCT r.visitor_key) AS n FROM facility_reports r JOIN facilities f ON f.id = r.facility_id
       WHERE r.facility_id = ? AND r.status = 'open' AND r.kind IN ('closed', 'temporarily_closed') AND r.created_at > f.checked_at`,
    )
      .bind(REPORTED_CLOSED_ID)
      .first<{ n: number }>();
    expect(voices!.n).toBeGreaterThanOrEqual(3);
  });

  it('event titles name no relative day (dates move with the seed, titles do not)', async () => {
    const titles = (await env.DB.prepare('SELECT title FROM charity_events').all<{ title: string }>()).results.map(
      (r) => r.title,
    );
    expect(titles.length).toBeGreaterThan(10);
    for (const title of titles) expect(title).not.toMatch(/tomorrow|today|завтра|сегодня|ертең|бүгін|mañana|hoy/i);
  });

  it('the Kazakh edition speaks Kazakh: events, points and organisations, with Kazakh legal forms', async () => {
    const events = (
      await env.DB.prepare(
        `SELECT e.title, e.summary, e.description, e.address, o.name, o.full_name FROM charity_events e JOIN organisations o ON o.id = e.org_id WHERE e.edition = 'kz'`,
      ).all<Record<string, string>>()
    ).results;
    expect(events.length).toBeGreaterThan(3);
    for (const e of events) {
      for (const text of [e.title, e.summary, e.description, e.name, e.full_name])
        expect(text, text).toMatch(KAZAKH_LETTER);
      expect(e.full_name).toMatch(/^ЖШС /);
      expect(Object.values(e).join(' ')).not.toMatch(/ООО/);
    }
    const kz = (await points()).filter((p) => p.edition === 'kz');
    expect(kz.length).toBeGreaterThan(50);
    for (const p of kz) {
      for (const text of [p.name, p.address, p.comment, p.description, p.org_name])
        expect(text, text).toMatch(KAZAKH_LETTER);
      expect(p.org_full).toMatch(/^ЖШС /);
      expect([p.name, p.address, p.comment, p.description, p.org_name, p.org_full].join(' ')).not.toMatch(/ООО/);
    }
  });

  it("a volunteer's history holds only events of their own edition", async () => {
    const mixed = await env.DB.prepare(
      `SELECT u.email, e.edition AS event_edition, u.edition FROM (
         SELECT user_id, event_id FROM charity_event_signups UNION ALL SELECT user_id, event_id FROM charity_event_waitlist
         UNION ALL SELECT user_id, event_id FROM balance_ledger WHERE event_id IS NOT NULL) h
       JOIN users u ON u.id = h.user_id JOIN charity_events e ON e.id = h.event_id WHERE u.edition != e.edition`,
    ).all();
    expect(mixed.results).toEqual([]);
    const kinds = await env.DB.prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(points), 0) AS points FROM balance_ledger WHERE user_id = ?`,
    )
      .bind(VOLUNTEER)
      .first<{ n: number; points: number }>();
    // The demo volunteer's balance (README): 120 points from past events of the Russian edition.
    expect(kinds).toEqual({ n: 2, points: 120 });
  });
});
