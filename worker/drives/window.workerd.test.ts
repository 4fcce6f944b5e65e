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
