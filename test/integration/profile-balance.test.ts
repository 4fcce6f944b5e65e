import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { markAttendedAndCredit } from '../../worker/data/ledger';
import { HOSTS, getPage } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { profileApi } from './support/profile-api';

/**
 * The profile's balance (the ledger of attended events) and the /profile page; the profile API's
 * fields are in profile.test.ts.
 */
async function creditedEvent(
  volunteer: TestUser,
  creator: TestUser,
  title: string,
  points: number,
  at: number,
): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO charity_events (id, org_id, author_id, edition, status, title, reward_points, starts_at, ends_at, created_at, updated_at)
       VALUES (?, ?, ?, 'ru', 'published', ?, ?, ?, ?, ?, ?)`,
    ).bind(id, creator.orgId, creator.userId, title, points, at - 7_200_000, at - 3_600_000, at, at),
    env.DB.prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, status, created_at) VALUES (?, ?, 'active', ?)`,
    ).bind(id, volunteer.userId, at),
  ]);
  const { credited } = await markAttendedAndCredit(env.DB, id, volunteer.userId, creator.userId, at);
  expect(credited).toBe(true);
  return id;
}

describe('balance (the ledger of the events issue)', () => {
  it('equals the sum of the ledger and lists the attendance credits with their events', async () => {
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    const creator = await createTestUser({ roles: ['promotion_creator'], orgName: 'Eco org' });
    const first = await creditedEvent(volunteer, creator, 'Park clean-up', 30, Date.now() - 86_400_000);
    const second = await creditedEvent(volunteer, creator, 'Battery drive', 15, Date.now());
    // Crediting twice is a no-op (idempotent ledger).
    expect((await markAttendedAndCredit(env.DB, second, volunteer.userId, creator.userId)).credited).toBe(false);

    const res = await profileApi(HOSTS.ru, volunteer, 'GET', '/balance');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      balance: number;
      total: number;
      items: { points: number; reason: string; eventId: string; eventTitle: string }[];
    };
    const sum = await env.DB.prepare('SELECT SUM(points) AS s FROM balance_ledger WHERE user_id = ?')
      .bind(volunteer.userId)
      .first<{ s: number }>();
    expect(body.balance).toBe(45);
    expect(body.balance).toBe(sum!.s);
    expect(body.total).toBe(2);
    expect(body.items.map((i) => [i.eventId, i.eventTitle, i.points, i.reason])).toEqual([
      [second, 'Battery drive', 15, 'event_attendance'],
      [first, 'Park clean-up', 30, 'event_attendance'],
    ]);
    const profile = (await (await profileApi(HOSTS.ru, volunteer, 'GET', '')).json()) as { balance: number };
    expect(profile.balance).toBe(45);

    const page = await getPage(`${HOSTS.ru}/profile/balance`, { headers: { cookie: volunteer.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="balance-value" data-value="45"');
    expect(html).toContain(`/charity-event/${first}`);
    expect(html).toMatch(/data-value="45">45(<!-- -->)? <span[^>]*>баллов<\/span>/);
  });

  it('is paginated; the balance still covers the whole ledger', async () => {
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 23 }, (_, i) =>
        env.DB.prepare(
          'INSERT INTO balance_ledger (id, user_id, points, reason, event_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(crypto.randomUUID(), volunteer.userId, i + 1, 'event_attendance', crypto.randomUUID(), now - i * 1000),
      ),
    );
    const p1 = (await (await profileApi(HOSTS.intl, volunteer, 'GET', '/balance')).json()) as {
      balance: number;
      items: unknown[];
      pageCount: number;
      page: number;
    };
    const p2 = (await (await profileApi(HOSTS.intl, volunteer, 'GET', '/balance?page=2')).json()) as {
      balance: number;
      items: { points: number }[];
    };
    expect(p1).toMatchObject({ balance: 276, page: 1, pageCount: 2 });
    expect(p1.items).toHaveLength(20);
    expect(p2.items.map((i) => i.points)).toEqual([21, 22, 23]);
    expect(
      (await (await profileApi(HOSTS.intl, volunteer, 'GET', '/balance?page=zzz')).json()) as { page: number },
    ).toMatchObject({ page: 1 });
    const html = await (
      await getPage(`${HOSTS.intl}/profile/balance?page=2`, { headers: { cookie: volunteer.cookie } })
    ).text();
    expect(html).toContain('Page 2 of 2');
    expect(html).toMatch(/>276(<!-- -->)? <span[^>]*>points<\/span>/);
  });

  it('shows the empty state explaining how to earn points', async () => {
    const volunteer = await createTestUser({ roles: ['volunteer'], edition: 'kz' });
    const html = await (await getPage(`${HOSTS.kz}/profile/balance`, { headers: { cookie: volunteer.cookie } })).text();
    expect(html).toContain('data-testid="balance-empty"');
    expect(html).toContain('Әзірге ұпай жоқ');
  });

  it('/profile/balance → /404/ for users without role user; the API answers 403; guests go to /login', async () => {
    for (const roles of [['promotion_creator'], ['facility'], ['manager'], ['tester']]) {
      const user = await createTestUser({
        roles,
        ...(roles[0] === 'manager' || roles[0] === 'tester' ? {} : { orgName: 'Org' }),
      });
      const res = await getPage(`${HOSTS.ru}/profile/balance`, { headers: { cookie: user.cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/404/');
      expect((await profileApi(HOSTS.ru, user, 'GET', '/balance')).status).toBe(403);
    }
    const kz = await createTestUser({ roles: ['promotion_creator'], orgName: 'Org', edition: 'kz' });
    const res = await getPage(`${HOSTS.kz}/ru-kz/profile/balance`, { headers: { cookie: kz.cookie } });
    expect(res.headers.get('location')).toBe('/ru-kz/404/');
    const guest = await getPage(`${HOSTS.ru}/profile/balance`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login');
  });
});

describe('/profile page', () => {
  it('renders the sections for a corporate user with the tax id labelled by edition', async () => {
    const user = await createTestUser({
      roles: ['facility', 'promotion_creator'],
      orgName: 'EcoCollect',
      edition: 'kz',
    });
    const res = await getPage(`${HOSTS.kz}/profile`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of [
      'profile-overview',
      'profile-personal',
      'profile-organisation',
      'profile-security',
      'area-own-points',
      'area-own-events',
    ]) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain('>БСН<');
    expect(html).not.toContain('data-testid="area-balance"');
  });
});
