/**
 * The item guide's seasonal answer (docs/decisions/234-collection-drive-hours-and-items.md): an item
 * a drive takes points to the drives shown now, nearest first; with none shown, a seasonal item says
 * when the next one begins. And the demo drives (scripts/seed-drives.mjs) as the seed makes them.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { guideIndex } from '../services/item-guide';
import { drivesForItem } from './guide';
// @ts-expect-error plain ESM seed helpers
import { stableId } from '../../scripts/lib/seed-sql.mjs';
// @ts-expect-error plain ESM seed helpers
import { demoDriveId, drivesSeedSql } from '../../scripts/seed-drives.mjs';
import { getPage, HOSTS } from '../../test/integration/helpers';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { acceptedDrive } from './test-support';

let organiser: TestUser;
let manager: TestUser;
beforeAll(async () => {
  organiser = await createTestUser({ roles: ['facility'], orgName: 'Шырша', edition: 'kz' });
  manager = await createTestUser({ roles: ['manager'] });
});

const DAY = 86_400_000;

describe('seasonal items point to drives', () => {
  it('"next on …" while no drive is shown, then the active drive first; only drives taking the item', async () => {
    const tree = (await guideIndex(env.DB)).items.get('christmas-tree')!;
    const almaty = { lat: 43.24, lng: 76.95 };
    const nextId = await acceptedDrive(organiser, manager, 'kz', {
      title: 'Шырша қабылдау',
      ...almaty,
      timeZone: 'Asia/Almaty',
      startDate: '2027-01-04',
      endDate: '2027-01-14',
      items: 'christmas-tree',
    });
    await acceptedDrive(organiser, manager, 'kz', {
      title: 'Батареялар',
      ...almaty,
      timeZone: 'Asia/Almaty',
      startDate: '2027-01-05',
      endDate: '2027-01-05',
      materials: ['batteries'],
    });
    // Late December: the drive is not shown yet (from 28 December), the guide says when it begins.
    const before = await drivesForItem(env.DB, tree, 'kz', almaty, new Date(Date.UTC(2026, 11, 20)));
    expect(before).toEqual({ active: [], next: { id: nextId, title: 'Шырша қабылдау', startDate: '2027-01-04' } });
    // On 5 January it is the active answer.
    const during = await drivesForItem(env.DB, tree, 'kz', almaty, new Date(Date.UTC(2027, 0, 5, 8)));
    expect(during?.active.map((d) => [d.id, d.phase])).toEqual([[nextId, 'on']]);
    expect(during?.next).toBeNull();
    // After it: nothing more is planned.
    expect(await drivesForItem(env.DB, tree, 'kz', almaty, new Date(Date.UTC(2027, 0, 20)))).toBeNull();
    // Another edition's drive never answers.
    expect(await drivesForItem(env.DB, tree, 'ru', almaty, new Date(Date.UTC(2027, 0, 5, 8)))).toBeNull();

    // The item page (the real clock is before the drive's window): the next drive and its first day.
    const html = await (await getPage(`${HOSTS.kz}/what-goes-where/christmas-tree`)).text();
    expect(html).toContain('data-testid="guide-next-drive"');
    expect(html).toContain('Келесі жинау акциясы: Шырша қабылдау');
    expect(html).toContain(`/collection-drives/${nextId}`);
  });

  it('the search page answers "шырша" with the drive that is on now', async () => {
    const today = utcToLocal(Date.now(), 'Asia/Almaty').slice(0, 10);
    const id = await acceptedDrive(organiser, manager, 'kz', {
      title: 'Бүгінгі шырша акциясы',
      lat: 43.25,
      lng: 76.94,
      timeZone: 'Asia/Almaty',
      startDate: today,
      endDate: today,
      items: 'christmas-tree',
    });
    const html = await (await getPage(`${HOSTS.kz}/what-goes-where/search?q=${encodeURIComponent('шырша')}`)).text();
    expect(html).toContain('data-testid="guide-drives"');
    expect(html).toContain(`data-id="${id}"`);
    // The JSON API answers the same drives, each with its page's URL.
    const api = await getPage(`${HOSTS.kz}/api/v1/what-goes-where?q=${encodeURIComponent('шырша')}&near=43.25,76.94`, {
      headers: { accept: 'application/json' },
    });
    const body = (await api.json()) as { drives: { active: { id: string; url: string; phase: string }[] } | null };
    const listed = body.drives?.active.find((d) => d.id === id);
    expect(listed).toMatchObject({ url: `/collection-drives/${id}`, phase: 'on' });
    expect(html).toContain('Бүгінгі шырша акциясы');
  });
});

describe('the demo drives', () => {
  it('seed: Moscow and Almaty trees in January 2027, a Buenos Aires school battery drive with a shift, a finished one with amounts', async () => {
    const now = Date.now();
    await env.DB.batch([
      ...['Green Events LLC', 'Green Events KZ', 'Green Events International'].map((name) =>
        env.DB.prepare('INSERT OR IGNORE INTO organisations (id, name, edition, created_at) VALUES (?, ?, ?, ?)').bind(
          stableId(`org:${name}`),
          name,
          'ru',
          now,
        ),
      ),
      env.DB.prepare(
        "INSERT OR IGNORE INTO users (id, email, locale, edition, status, created_at, updated_at) VALUES (?, 'events@example.org', 'ru-RU', 'ru', 'active', ?, ?)",
      ).bind(stableId('user:events@example.org'), now, now),
    ]);
    const statements = (drivesSeedSql() as string)
      .split('\n')
      .filter((l) => l.startsWith('INSERT'))
      .map((s) => env.DB.prepare(s.replace(/;$/, '')));
    await env.DB.batch(statements);
    const row = (key: string) =>
      env.DB.prepare('SELECT * FROM collection_drives WHERE id = ?')
        .bind(demoDriveId(key))
        .first<Record<string, any>>();
    const moscow = (await row('moscow-trees-2027'))!;
    expect([moscow.start_date, moscow.end_date, moscow.status]).toEqual(['2027-01-03', '2027-01-20', 'accepted']);
    expect(utcToLocal(moscow.shown_from, 'Europe/Moscow')).toBe('2026-12-27T00:00');
    expect((await row('almaty-trees-2027'))!.items).toContain('christmas-tree');
    const ba = (await row('buenos-aires-batteries'))!;
    expect(ba.start_date).toBe(utcToLocal(now + 3 * DAY, 'America/Argentina/Buenos_Aires').slice(0, 10));
    expect(utcToLocal(ba.starts_at, 'America/Argentina/Buenos_Aires')).toBe(`${ba.start_date}T00:00`);
    expect(ba.material_mask).toBeGreaterThan(0);
    const slots = await env.DB.prepare('SELECT capacity FROM charity_event_slots WHERE event_id = ?')
      .bind(ba.event_id)
      .all();
    expect(slots.results).toHaveLength(1);
    const done = (await row('astana-recycle-birge'))!;
    expect(done.ends_at).toBeLessThan(now);
    expect(JSON.parse(done.amounts)).toContainEqual({ what: 'paper', amount: 420, unit: 'kg' });
    // The Buenos Aires drive is found now (shown from seven days before), with its school's event to staff it.
    const page = await (await getPage(`${HOSTS.intl}/collection-drives/${ba.id}`)).text();
    expect(page).toContain('Recolección de pilas en la Escuela N.º 12');
    expect(page).toContain(`/charity-event/${ba.event_id}`);
    const record = await (await getPage(`${HOSTS.kz}/collection-drives/${done.id}`)).text();
    expect(record).toContain('data-phase="ended"');
    expect(record).toContain('420 кг');
  });
});
