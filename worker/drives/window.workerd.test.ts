/**
 * Collection drives appear and leave at local midnight in their own zone, with nothing written
 * (docs/decisions/232-collection-drives-in-the-finder.md): the finder's read at instants around
 * the midnights of Moscow, Almaty and Buenos Aires, open now in the drive's zone, and the finder
 * API and page at the real clock.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditionId } from '../../editions/types';
import { utcToLocal } from '../../ui/shared/events/time';
import { findDrive } from './sql';
import { finderCatalogue } from '../services/finder';
import { drivesForFinder } from './finder';
import { getPage, HOSTS } from '../../test/integration/helpers';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { acceptedDrive } from './test-support';

let organiser: TestUser;
let manager: TestUser;
beforeAll(async () => {
  organiser = await createTestUser({ roles: ['promotion_creator'], orgName: 'Drives' });
  manager = await createTestUser({ roles: ['manager'] });
});

const query = (over: Partial<{ q: string; materials: string[]; openNow: boolean }> = {}) => ({
  q: '',
  materials: [],
  openNow: false,
  near: null,
  limit: 10,
  offset: 0,
  ...over,
});

/** The drives the finder lists at `at` around a place. */
async function listed(edition: EditionId, origin: { lat: number; lng: number }, at: number, q = query()) {
  const cat = await finderCatalogue(env.DB);
  const found = await drivesForFinder(env.DB, cat, q, new Date(at), { edition, origin, distances: true });
  return found;
}

const CITIES = [
  { name: 'Moscow', edition: 'ru', zone: 'Europe/Moscow', lat: 55.75, lng: 37.62 },
  { name: 'Almaty', edition: 'kz', zone: 'Asia/Almaty', lat: 43.24, lng: 76.95 },
  { name: 'Buenos Aires', edition: 'international', zone: 'America/Argentina/Buenos_Aires', lat: -34.6, lng: -58.38 },
] as const;

describe('appearance and disappearance at local midnight', () => {
  for (const city of CITIES) {
    it(`${city.name}: from 00:00 seven local days before until 00:00 after the last day, no write`, async () => {
      const id = await acceptedDrive(organiser, manager, city.edition, {
        title: `Drive in ${city.name}`,
        lat: city.lat,
        lng: city.lng,
        timeZone: city.zone,
        startDate: '2027-03-10',
        endDate: '2027-03-12',
        materials: ['batteries'],
      });
      const d = (await findDrive(env.DB, id))!;
      // The stored instants are local midnights on the drive's own calendar.
      expect(utcToLocal(d.shownFrom, city.zone)).toBe('2027-03-03T00:00');
      expect(utcToLocal(d.startsAt, city.zone)).toBe('2027-03-10T00:00');
      expect(utcToLocal(d.endsAt, city.zone)).toBe('2027-03-13T00:00');
      if (city.name === 'Moscow') expect(d.endsAt).toBe(Date.UTC(2027, 2, 12, 21));
      if (city.name === 'Buenos Aires') expect(d.endsAt).toBe(Date.UTC(2027, 2, 13, 3));
      const ids = async (at: number) => (await listed(city.edition, city, at)).map((e) => `${e.id}:${e.phase}`);
      expect(await ids(d.shownFrom - 1)).not.toContain(`${id}:upcoming`);
      expect(await ids(d.shownFrom)).toContain(`${id}:upcoming`);
      expect(await ids(d.startsAt - 1)).toContain(`${id}:upcoming`);
      expect(await ids(d.startsAt)).toContain(`${id}:on`);
      expect(await ids(d.endsAt - 1)).toContain(`${id}:on`);
      const after = await ids(d.endsAt);
      expect(after.some((x) => x.startsWith(id))).toBe(false);
      // It left by the clock alone: the row is as the review left it.
      expect((await findDrive(env.DB, id))!.updatedAt).toBe(d.updatedAt);
      // Other editions never list it.
      const other = CITIES.find((c) => c.edition !== city.edition)!;
      expect((await listed(other.edition, city, d.startsAt)).some((e) => e.id === id)).toBe(false);
    });
  }
});

describe('open now for a drive', () => {
  it('follows its hours in its own zone, only on its own dates', async () => {
    const id = await acceptedDrive(organiser, manager, 'ru', {
      title: 'Open-now drive',
      lat: 55.8,
      lng: 37.7,
      timeZone: 'Europe/Moscow',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
      opens: '10:00',
      closes: '20:00',
      materials: ['paper'],
    });
    const at = (local: string) => Date.parse(`${local}:00+03:00`);
    const entry = async (local: string, openNow = false) =>
      (await listed('ru', { lat: 55.8, lng: 37.7 }, at(local), query({ openNow }))).find((e) => e.id === id);
    expect((await entry('2027-04-10T12:00'))?.open.state).toBe('open');
    expect((await entry('2027-04-10T12:00'))?.today).toEqual({ start: '10:00', end: '20:00' });
    expect((await entry('2027-04-10T09:00'))?.open).toEqual({ state: 'opensLater', at: '10:00' });
    // The day before it begins: shown, closed, no hours today.
    expect((await entry('2027-04-09T12:00'))?.open.state).toBe('closedToday');
    expect((await entry('2027-04-09T12:00'))?.today).toBeNull();
    // Its last evening: closed, and no "opens tomorrow" after its last day.
    expect((await entry('2027-04-11T21:00'))?.open).toEqual({ state: 'closedToday' });
    // The open-now filter keeps it only while open.
    expect(await entry('2027-04-10T12:00', true)).toBeDefined();
    expect(await entry('2027-04-10T21:00', true)).toBeUndefined();
    // Materials narrow it as they narrow points.
    const cat = await finderCatalogue(env.DB);
    const withMaterial = async (m: string) =>
      (
        await drivesForFinder(env.DB, cat, query({ materials: [m] }), new Date(at('2027-04-10T12:00')), {
          edition: 'ru',
          origin: { lat: 55.8, lng: 37.7 },
          distances: false,
        })
      ).some((e) => e.id === id);
    expect(await withMaterial('paper')).toBe(true);
    expect(await withMaterial('glass')).toBe(false);
  });
});

describe('the finder at the real clock', () => {
  it('the API and the page list a drive that is on now, marked as a drive, before the points', async () => {
    const today = utcToLocal(Date.now(), 'America/Argentina/Buenos_Aires').slice(0, 10);
    const id = await acceptedDrive(organiser, manager, 'international', {
      title: 'Pilas hoy en la escuela',
      lat: -34.58,
      lng: -58.43,
      timeZone: 'America/Argentina/Buenos_Aires',
      startDate: today,
      endDate: today,
      opens: '00:00',
      closes: '23:59',
      materials: ['batteries'],
    });
    const res = await getPage(`${HOSTS.intl}/api/v1/recycling-points?near=-34.58,-58.43&material=batteries`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { drives: { id: string; phase: string; startDate: string; url: string }[] };
    const drive = body.drives.find((d) => d.id === id);
    expect(drive).toMatchObject({ phase: 'on', startDate: today });
    expect(drive!.url).toContain(`/collection-drives/${id}`);
    const html = await (await getPage(`${HOSTS.intl}/recycling-points?near=-34.58,-58.43`)).text();
    expect(html).toContain(`data-id="drive:${id}"`);
    const driveAt = html.indexOf('data-testid="finder-drive"');
    const pointAt = html.indexOf('data-testid="finder-entry"');
    expect(driveAt).toBeGreaterThan(0);
    if (pointAt >= 0) expect(driveAt).toBeLessThan(pointAt);
    expect(html).toContain('Pilas hoy en la escuela');
  });
});

describe('an edition with more drives than one copy holds (a January of Christmas-tree drop-offs)', () => {
  it('lists the nearest drives kept by grid cell, each once at a cell edge, a new one at once, none after the end', async () => {
    const fields = {
      timeZone: 'Europe/Moscow',
      startDate: '2028-01-05',
      endDate: '2028-01-10',
      items: 'christmas-tree',
    };
    const template = await acceptedDrive(organiser, manager, 'ru', { title: 'Ёлки', lat: 55.5, lng: 37.5, ...fields });
    // 800 copies on a 40 × 20 grid across four degree cells around Moscow, one of them on the edge lat 56.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 799)
       INSERT INTO collection_drives (id, org_id, author_id, edition, title, address, lat, lng, time_zone,
         start_date, end_date, hours, materials, material_mask, items, notes, status, shown_from, starts_at,
         ends_at, created_at, updated_at)
       SELECT 'cell-' || i, org_id, author_id, edition, 'Ёлки ' || i, address, 55.2 + (i / 20) * 0.04,
         37.1 + (i % 20) * 0.09, time_zone, start_date, end_date, hours, materials, material_mask, items, notes,
         status, shown_from, starts_at, ends_at, created_at, updated_at
       FROM n, collection_drives WHERE id = ?`,
    )
      .bind(template)
      .run();
    const d = (await findDrive(env.DB, template))!;
    const at = d.startsAt + 3_600_000;
    const origin = { lat: 55.99, lng: 37.55 };
    const ids = async (when: number, o = origin) => (await listed('ru', o, when)).map((e) => e.id);
    // The nearest five, as a read of every shown drive sorted by distance would give them.
    const { results } = await env.DB.prepare(
      `SELECT id, lat, lng FROM collection_drives WHERE edition = 'ru' AND status = 'accepted' AND shown_from <= ? AND ends_at > ?`,
    )
      .bind(at, at)
      .all<{ id: string; lat: number; lng: number }>();
    expect(results.length).toBeGreaterThan(500);
    const dist = (p: { lat: number; lng: number }) =>
      (p.lat - origin.lat) ** 2 + ((p.lng - origin.lng) * Math.cos((origin.lat * Math.PI) / 180)) ** 2;
    const nearest = results
      .sort((a, b) => dist(a) - dist(b) || a.id.localeCompare(b.id))
      .slice(0, 5)
      .map((r) => r.id);
    expect(await ids(at)).toEqual(nearest);
    // Row 20 × 20 sits on lat 56.00, the edge of two cells: listed once, from the cell that holds it.
    const edge = await ids(at, { lat: 56, lng: 37.1 + 0.09 * 5 });
    expect(edge[0]).toBe('cell-405');
    expect(new Set(edge).size).toBe(edge.length);
    // Kept copies do not hide a drive accepted later: its review bumps the edition's version.
    const fresh = await acceptedDrive(organiser, manager, 'ru', { title: 'Новая', ...origin, ...fields });
    expect((await ids(at))[0]).toBe(fresh);
    // After the last day every one leaves by the clock.
    expect(await ids(d.endsAt)).toEqual([]);
  });
});
