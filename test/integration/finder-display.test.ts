import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, finderEntries, getPage, readSnapshot } from './helpers';
import { reindexFacilities } from '../../worker/data/finder-reindex';

/**
 * What people read about a point: when a closed point opens next (its own wall clock), phones as
 * their country writes them, the time zone by its city, and no distance from a made-up place.
 */
const ORG = crypto.randomUUID();
const POINT = crypto.randomUUID();
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
// Tomorrow's weekday on Moscow's wall clock (UTC+3 all year).
const tomorrow = WEEKDAYS[new Date(Date.now() + 3 * 3600_000 + 24 * 3600_000).getUTCDay()]!;
const hours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    d === tomorrow
      ? { start: '10:00', end: '18:00', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: true }
      : off,
  ]),
);

beforeAll(async () => {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Display test org', 'ru', 0)",
  )
    .bind(ORG)
    .run();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, contacts, working_hours, time_zone, status_changed_at, created_at, updated_at)
       VALUES (?, ?, 'accepted', 'Пункт «Завтра»', 'ул. Завтрашняя, д. 1, Москва', 55.75, 37.61, ?, ?, 'Europe/Moscow', ?, ?, ?)`,
    ).bind(POINT, ORG, JSON.stringify({ phone: '+74955551186' }), JSON.stringify(hours), now, now, now),
    env.DB.prepare(
      "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('r0', ?, 0, 'kg', '1.00', 2)",
    ).bind(POINT),
  ]);
  await env.DB.prepare("UPDATE cache_versions SET version = version + 1 WHERE scope = 'points'").run();
  await reindexFacilities(env.DB); // plain-SQL points join the finder index (docs/finder.md)
  await new Promise((resolve) => setTimeout(resolve, 1100));
});

describe('a point closed today that opens tomorrow', () => {
  it('the finder entry reads "closed · opens tomorrow at 10:00"', async () => {
    const html = await (
      await getPage(`${HOSTS.ru}/recycling-points?q=${encodeURIComponent('Завтрашняя')}&near=55.75,37.61`)
    ).text();
    const entry = finderEntries(html).find((e) => e.id === POINT)!;
    expect(entry.state).toBe('closedToday');
    expect(entry.html).toContain('Закрыто · откроется завтра в 10:00');
  });

  it('the point page says the same, names its time zone by the city and shows the phone grouped', async () => {
    const html = await (await getPage(`${HOSTS.ru}/recycling-points/${POINT}`)).text();
    expect(html).toContain('Закрыто · откроется завтра в 10:00');
    expect(html).toContain('Местное время (Москва)');
    expect(html).not.toContain('Europe/Moscow)');
    expect(html).toContain('+7 495 555 11 86');
    expect(html).toContain('href="tel:+74955551186"');
  });
});

describe('the finder without a real position', () => {
  it('orders from the main city (ADR 199), measures no distance from it and says so', async () => {
    const html = await (await getPage(`${HOSTS.ru}/recycling-points`)).text();
    const { data } = readSnapshot(html);
    expect(data.origin).toBeNull();
    expect(data.orderCity).toBe('moscow');
    expect(data.mapCentre).toEqual({ lat: 55, lng: 37 });
    expect(finderEntries(html).length).toBeGreaterThan(0);
    for (const entry of finderEntries(html)) expect(entry.distance).toBe(false);
    expect(html).toContain('data-testid="finder-origin" data-source="city"');
    expect(html).toContain('Сначала — пункты ближе к центру города: Москва. Расстояния не показаны');
  });

  it('with the edge position, distances are measured from it', async () => {
    const html = await (
      await getPage(`${HOSTS.ru}/recycling-points`, { headers: { 'x-dev-edge-position': '55.7558,37.6173,RU' } })
    ).text();
    const { data } = readSnapshot(html);
    expect(data.origin).toEqual({ position: { lat: 55.7558, lng: 37.6173 }, source: 'edge' });
    expect(finderEntries(html)[0]?.distance).toBe(true);
  });
});
