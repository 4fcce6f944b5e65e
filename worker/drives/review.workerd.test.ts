/**
 * A collection drive's life through its pages: the organiser's form (no JavaScript: a plain post),
 * the manager's review in the console, the public page, and the record with amounts after the end.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPage, HOSTS } from '../../test/integration/helpers';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { call, postForm } from '../../test/integration/support/manager';

let organiser: TestUser;
let manager: TestUser;
let volunteer: TestUser;
beforeAll(async () => {
  organiser = await createTestUser({ roles: ['promotion_creator'], orgName: 'Ёлочный круговорот' });
  manager = await createTestUser({ roles: ['manager'] });
  volunteer = await createTestUser({ roles: ['volunteer'] });
});

const FORM: [string, string][] = [
  ['intent', 'create'],
  ['title', 'Приём ёлок у парка'],
  ['address', 'Москва, Сокольнический Вал, 1'],
  ['lat', '55.7925'],
  ['lng', '37.676'],
  ['timeZone', 'Europe/Moscow'],
  ['startDate', '2027-01-03'],
  ['endDate', '2027-01-20'],
  ['opens', '10:00'],
  ['closes', '20:00'],
  ['items', 'christmas-tree'],
  ['notes', 'Без игрушек и подставок.'],
  ['eventId', ''],
];

const page = (path: string, user?: TestUser) =>
  getPage(`${HOSTS.ru}${path}`, user ? { headers: { cookie: user.cookie } } : {});

describe('a drive through review', () => {
  it('submit → the manager accepts → public; nothing public before', async () => {
    const created = await postForm('/profile/collection-drives', organiser, FORM);
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toContain('/profile/collection-drives?done=created');
    const row = await env.DB.prepare('SELECT id, status, shown_from, ends_at FROM collection_drives WHERE org_id = ?')
      .bind(organiser.orgId)
      .first<{ id: string; status: string; shown_from: number; ends_at: number }>();
    expect(row?.status).toBe('checking');
    // Moscow is UTC+3: shown from 27 December 00:00, gone at 21 January 00:00, local time.
    expect(row!.shown_from).toBe(Date.UTC(2026, 11, 26, 21));
    expect(row!.ends_at).toBe(Date.UTC(2027, 0, 20, 21));

    expect((await page(`/collection-drives/${row!.id}`)).status).toBe(404);
    const preview = await page(`/collection-drives/${row!.id}`, organiser);
    expect(preview.status).toBe(200);

    const queue = await (await page('/manager/drives', manager)).text();
    expect(queue).toContain('Приём ёлок у парка');
    // A decline needs its reason: refused, nothing changes.
    const bare = await postForm('/manager/drives', manager, [
      ['id', row!.id],
      ['intent', 'decline'],
      ['comment', ''],
    ]);
    expect(bare.status).toBe(422);
    const accepted = await postForm('/manager/drives', manager, [
      ['id', row!.id],
      ['intent', 'accept'],
      ['comment', ''],
    ]);
    expect(accepted.status).toBe(303);
    // Twice is refused: the conditional update already moved it.
    expect(
      (
        await postForm('/manager/drives', manager, [
          ['id', row!.id],
          ['intent', 'accept'],
        ])
      ).status,
    ).toBe(409);
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE subject_type = 'collection_drive' AND subject_id = ?",
    )
      .bind(row!.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);

    const res = await page(`/collection-drives/${row!.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Приём ёлок у парка');
    expect(html).toContain('data-status="accepted"');
    expect(html).toContain('Новогодняя ёлка');
    // Indexable as its edition's page: canonical to itself, listed in the edition's sitemap.
    const own = `${HOSTS.ru}/collection-drives/${row!.id}`;
    expect(html).toContain(`<link rel="canonical" href="${own}"/>`);
    const sitemap = await (await getPage(`${HOSTS.ru}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${own}</loc>`);
    expect(await (await getPage(`${HOSTS.kz}/sitemap.xml`)).text()).not.toContain(row!.id);
    // Asked on another edition's host, it is a 301 to its own.
    const elsewhere = await getPage(`${HOSTS.kz}/collection-drives/${row!.id}`, { redirect: 'manual' });
    expect(elsewhere.status).toBe(301);
    expect(elsewhere.headers.get('location')).toBe(own);
  });

  it('hours by weekday: posted without JavaScript, kept, listed on the page; a half-filled day is refused', async () => {
    const half = await postForm('/profile/collection-drives', organiser, [...FORM, ['opens-saturday', '11:00']]);
    expect(half.status).toBe(422);
    const refused = await half.text();
    expect(refused).toContain('data-testid="error-closes-saturday"');
    // Nothing lost: the day's time and the folded part stay open with the error.
    expect(refused).toContain('value="11:00"');
    const created = await postForm('/profile/collection-drives', organiser, [
      ...FORM.filter(([k]) => k !== 'title' && k !== 'startDate' && k !== 'endDate'),
      ['title', 'Ёлки по выходным'],
      ['startDate', '2027-01-08'], // a Friday
      ['endDate', '2027-01-10'],
      ['opens-saturday', '11:00'],
      ['closes-saturday', '16:00'],
      ['closed-sunday', 'on'],
    ]);
    expect(created.status).toBe(303);
    const { id } = (await env.DB.prepare('SELECT id FROM collection_drives WHERE title = ?')
      .bind('Ёлки по выходным')
      .first<{ id: string }>())!;
    const html = await (await page(`/collection-drives/${id}`, organiser)).text();
    const week = html.split('data-testid="drive-week"')[1]!.split('</ul>')[0]!;
    expect(week.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')).toContain('Пятница: 10:00–20:00');
    expect(week).toContain('Суббота');
    expect(week).toContain('11:00–16:00');
    expect(week).toContain('не работает');
  });

  it('refuses bad input with the field errors, and people without the roles', async () => {
    const bad = await postForm('/profile/collection-drives', organiser, [
      ...FORM.filter(([k]) => k !== 'endDate' && k !== 'items'),
      ['endDate', '2027-01-01'],
      ['items', ''],
    ]);
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('data-testid="error-endDate"');
    expect(html).toContain('Последний день не может быть раньше первого.');
    const zone = await postForm('/profile/collection-drives', organiser, [
      ...FORM.filter(([k]) => k !== 'timeZone'),
      ['timeZone', 'America/New_York'],
    ]);
    expect(zone.status).toBe(422);
    expect(await zone.text()).toContain('Выберите часовой пояс этой версии сайта.');
    // The organiser's page is for event creators and point owners, the console for managers:
    // the guard sends anyone else to /404/ and nothing is written.
    const stranger = await postForm('/profile/collection-drives', volunteer, FORM);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toContain('/404');
    const console = await postForm('/manager/drives', organiser, [['id', crypto.randomUUID()]]);
    expect(console.status).toBe(302);
    expect(console.headers.get('location')).toContain('/404');
  });

  it('after the end: the organiser enters the amounts and the page stays as a record', async () => {
    const created = await postForm('/profile/collection-drives', organiser, [
      ...FORM.filter(([k]) => k !== 'title' && k !== 'items'),
      ['title', 'Батарейки в школе'],
      ['items', ''],
      ['materials', 'batteries'],
    ]);
    expect(created.status).toBe(303);
    const { id } = (await env.DB.prepare('SELECT id FROM collection_drives WHERE title = ?')
      .bind('Батарейки в школе')
      .first<{ id: string }>())!;
    const early = await postForm('/profile/collection-drives', organiser, [
      ['intent', 'amounts'],
      ['id', id],
      ['amount.batteries', '12'],
    ]);
    expect(early.status).toBe(422); // not reviewed, not over
    await postForm('/manager/drives', manager, [
      ['id', id],
      ['intent', 'accept'],
    ]);
    // The drive was last month (as if time had passed).
    const past = Date.now() - 30 * 86_400_000;
    await env.DB.prepare(
      "UPDATE collection_drives SET start_date = '2026-11-01', end_date = '2026-11-01', shown_from = ?, starts_at = ?, ends_at = ? WHERE id = ?",
    )
      .bind(past - 7 * 86_400_000, past, past + 86_400_000, id)
      .run();
    const saved = await postForm('/profile/collection-drives', organiser, [
      ['intent', 'amounts'],
      ['id', id],
      ['amount.batteries', '12,5'],
      ['unit.batteries', 'kg'],
    ]);
    expect(saved.status).toBe(303);
    const html = await (await page(`/collection-drives/${id}`)).text();
    expect(html).toContain('data-phase="ended"');
    expect(html).toContain('data-testid="drive-amounts"');
    expect(html).toContain('12,5 кг');
  });
});

describe('the JSON API', () => {
  it('creates to review, refuses bad input localized and without a write, a manager decides', async () => {
    const body = {
      title: 'Pilas en la plaza',
      address: 'Plaza Irlanda, CABA',
      lat: '-34.6134',
      lng: '-58.4598',
      timeZone: 'Europe/Moscow',
      startDate: '2027-02-06',
      endDate: '2027-02-06',
      opens: '09:00',
      closes: '13:00',
      materials: ['batteries'],
      items: '',
      notes: '',
      eventId: '',
      submit: true,
    };
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM collection_drives').first<{ n: number }>();
    const wrong = await call('POST', '/api/v1/collection-drives', organiser, { ...body, closes: '08:00' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toEqual({
      code: 'invalid_body',
      message: 'Окончание работы должно быть позже начала.',
    });
    const long = await call('POST', '/api/v1/collection-drives', organiser, { ...body, endDate: '2027-06-30' });
    expect(long.json.error.message).toBe('Акция слишком длинная; максимум дней: 62.');
    const unknown = await call('POST', '/api/v1/collection-drives', organiser, { ...body, materials: ['uranium'] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe('invalid_material');
    expect((await call('POST', '/api/v1/collection-drives', volunteer, body)).status).toBe(403);
    expect((await call('POST', '/api/v1/collection-drives', null, body)).status).toBe(401);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM collection_drives').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);

    const created = await call('POST', '/api/v1/collection-drives', organiser, body);
    expect(created.status).toBe(201);
    expect(created.json.data.status).toBe('checking');
    const id = created.json.data.id as string;
    expect((await call('GET', `/api/v1/collection-drives/${id}`, null)).status).toBe(404);
    expect(
      (await call('POST', `/api/v1/collection-drives/${id}/review`, organiser, { decision: 'accept' })).status,
    ).toBe(403);
    const declined = await call('POST', `/api/v1/collection-drives/${id}/review`, manager, { decision: 'decline' });
    expect(declined.status).toBe(422);
    expect(declined.json.error.code).toBe('comment_required');
    const ok = await call('POST', `/api/v1/collection-drives/${id}/review`, manager, { decision: 'accept' });
    expect(ok.json.data).toEqual({ status: 'accepted' });
    const shown = await call('GET', `/api/v1/collection-drives/${id}`, null);
    expect(shown.json.data).toMatchObject({ id, status: 'accepted', phase: 'hidden', startDate: '2027-02-06' });
    const early = await call('POST', `/api/v1/collection-drives/${id}/amounts`, organiser, {
      amounts: [{ what: 'batteries', amount: 3, unit: 'kg' }],
    });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('drive_not_over');
  });
});
