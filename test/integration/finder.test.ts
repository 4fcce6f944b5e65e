import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexFacilities } from '../../worker/data/finder-reindex';
import { HOSTS, finderEntries, getPage, readSnapshot } from './helpers';

/** Points stored straight in D1: known places, hours, materials and every status. */
const ORG = crypto.randomUUID();
const day = (start: string, end: string) => ({
  start,
  end,
  breakStart: '',
  breakEnd: '',
  worksFullDay: false,
  noLunchBreak: true,
});
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
const full = { ...off, worksFullDay: true };
const week = (h: object) => ({ monday: h, tuesday: h, wednesday: h, thursday: h, friday: h, saturday: h, sunday: h });

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
const SPB = { lat: 59.9343, lng: 30.3351 };
const P = {
  moscowCardboard: crypto.randomUUID(),
  spbBatteries: crypto.randomUUID(),
  moscowSuburb: crypto.randomUUID(),
  temporarilyClosed: crypto.randomUUID(),
};
const HIDDEN = {
  draft: crypto.randomUUID(),
  checking: crypto.randomUUID(),
  declined: crypto.randomUUID(),
  closed: crypto.randomUUID(),
  blocked_by_moderator: crypto.randomUUID(),
};

function point(
  id: string,
  status: string,
  name: string,
  address: string,
  at: { lat: number; lng: number },
  hours: object,
  materials: number[],
) {
  const now = Date.now();
  return [
    env.DB.prepare(
      `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Europe/Moscow', ?, ?, ?)`,
    ).bind(id, ORG, status, name, address, at.lat, at.lng, JSON.stringify(hours), now, now, now),
    ...materials.map((srm, i) =>
      env.DB.prepare(
        'INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(`r${i}`, id, i, 'kg', '1.00', srm),
    ),
  ];
}

const api = (query: string, init?: RequestInit) =>
  SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points${query}`, { headers: { accept: 'application/json' }, ...init });
type Answer = {
  data: {
    id: string;
    name: string;
    distanceM?: number;
    openNow: boolean;
    status: string;
    materials: string[];
    url: string;
    lat: number;
    lng: number;
  }[];
  total: number;
};
const ids = (body: Answer) => body.data.map((d) => d.id);

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Finder test org', 'ru', 0)",
  )
    .bind(ORG)
    .run();
  await env.DB.batch([
    // cardboard (2), paper (1); open 24 hours.
    ...point(P.moscowCardboard, 'accepted', 'Пункт у Кремля', 'ул. Моховая, д. 1, Москва', MOSCOW, week(full), [2, 1]),
    // batteries (9); a day without hours every day, so never open.
    ...point(P.spbBatteries, 'accepted', 'Nevsky drop-off', 'Невский пр-т, д. 1, Санкт-Петербург', SPB, week(off), [9]),
    ...point(
      P.moscowSuburb,
      'accepted',
      'Химки сбор',
      'Ленинградское ш., д. 1, Химки',
      { lat: 55.897, lng: 37.4297 },
      week(day('00:00', '23:59')),
      [6],
    ),
    ...point(
      P.temporarilyClosed,
      'temporarily_not_working',
      'Таганка временно',
      'ул. Таганская, д. 3, Москва',
      { lat: 55.7399, lng: 37.6536 },
      week(full),
      [2],
    ),
    ...Object.entries(HIDDEN).flatMap(([status, id]) =>
      point(id, status, `Hidden ${status} cardboard`, 'ул. Скрытая, д. 1, Москва', MOSCOW, week(full), [2, 9]),
    ),
  ]);
  // Plain SQL bypasses worker/data/facilities.ts, which keeps the finder index: re-index as it would.
  await reindexFacilities(env.DB);
});

describe('GET /api/v1/recycling-points', () => {
  it('answers guests with the public points, nearest first, with distances', async () => {
    const res = await api(`?near=${MOSCOW.lat},${MOSCOW.lng}&limit=1000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = (await res.json()) as Answer;
    expect(body.data[0]!.id).toBe(P.moscowCardboard);
    expect(body.data[0]!.distanceM).toBe(0);
    const distances = body.data.map((d) => d.distanceM!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const spb = body.data.find((d) => d.id === P.spbBatteries)!;
    expect(Math.abs(spb.distanceM! - 634_000) / 634_000).toBeLessThan(0.005);
    expect(body.data[0]).toMatchObject({
      name: 'Пункт у Кремля',
      openNow: true,
      status: 'accepted',
      materials: ['paper', 'cardboard'],
      url: `${HOSTS.ru}/recycling-points/${P.moscowCardboard}`,
    });
  });

  it('starts from the other end of the country when near is Saint Petersburg', async () => {
    const body = (await (await api(`?near=${SPB.lat},${SPB.lng}`)).json()) as Answer;
    expect(body.data[0]!.id).toBe(P.spbBatteries);
    expect(body.data[0]!.openNow).toBe(false);
  });

  it('never lists draft, checking, declined, closed, blocked or temporarily closed points (their pages are 404 for guests)', async () => {
    const body = (await (await api('?limit=1000')).json()) as Answer;
    for (const id of Object.values(HIDDEN)) expect(ids(body)).not.toContain(id);
    // One rule with the point page (docs/decisions/136-one-public-visibility-rule.md): guests see accepted points only.
    expect(ids(body)).not.toContain(P.temporarilyClosed);
    const search = (await (await api('?q=hidden&limit=1000')).json()) as Answer;
    expect(ids(search).filter((id) => (Object.values(HIDDEN) as string[]).includes(id))).toEqual([]);
  });

  it('finds material names with a typo in English and in Russian', async () => {
    const en = (await (await api('?q=cardbord&limit=1000')).json()) as Answer;
    expect(ids(en)).toContain(P.moscowCardboard);
    expect(ids(en)).not.toContain(P.spbBatteries);
    const ru = (await (await api(`?q=${encodeURIComponent('батарийки')}&limit=1000`)).json()) as Answer;
    expect(ids(ru)).toContain(P.spbBatteries);
    expect(ids(ru)).not.toContain(P.moscowCardboard);
    // Names and addresses too, in Spanish and Kazakh material names as well.
    expect(ids((await (await api(`?q=${encodeURIComponent('Невский')}`)).json()) as Answer)).toContain(P.spbBatteries);
    expect(ids((await (await api(`?q=${encodeURIComponent('Pilas')}`)).json()) as Answer)).toContain(P.spbBatteries);
    expect(ids((await (await api(`?q=${encodeURIComponent('Шыны')}`)).json()) as Answer)).toContain(P.moscowSuburb);
  });

  it('filters by materials (every chosen one) and by open now', async () => {
    const batteries = (await (await api('?material=batteries&limit=1000')).json()) as Answer;
    expect(ids(batteries)).toContain(P.spbBatteries);
    expect(ids(batteries)).not.toContain(P.moscowCardboard);
    const both = (await (await api('?material=cardboard&material=paper&limit=1000')).json()) as Answer;
    expect(ids(both)).toContain(P.moscowCardboard);
    expect(ids(both)).not.toContain(P.temporarilyClosed);
    const open = (await (await api('?open=now&limit=1000')).json()) as Answer;
    expect(ids(open)).toContain(P.moscowCardboard);
    expect(ids(open)).not.toContain(P.spbBatteries);
    expect(ids(open)).not.toContain(P.temporarilyClosed);
    expect(open.data.every((d) => d.openNow)).toBe(true);
  });

  it('pages with limit and offset', async () => {
    const first = (await (await api(`?near=${MOSCOW.lat},${MOSCOW.lng}&limit=1`)).json()) as Answer;
    const second = (await (await api(`?near=${MOSCOW.lat},${MOSCOW.lng}&limit=1&offset=1`)).json()) as Answer;
    expect(first.data).toHaveLength(1);
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    expect(second.total).toBe(first.total);
  });

  it.each([
    ['near=abc', 'near'],
    ['near=95,37', 'near'],
    ['near=55.7', 'near'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['open=later', 'open'],
    ['material=unobtainium', 'material'],
    ['material=DROP%20TABLE', 'material'],
    ['near=1,2&near=3,4', 'near'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 with the error body for %s', async (query) => {
    const res = await api(`?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.message.length).toBeGreaterThan(5);
  });

  it('caps fuzzy search at 1,000 results', async () => {
    const now = Date.now();
    const statements = Array.from({ length: 1100 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, status_changed_at, created_at, updated_at) VALUES (?, ?, 'accepted', ?, 'Quokka lane', 10, 10, '{}', ?, ?, ?)",
      ).bind(crypto.randomUUID(), ORG, `Quokka point ${i}`, now, now, now),
    );
    for (let i = 0; i < statements.length; i += 250) await env.DB.batch(statements.slice(i, i + 250));
    await reindexFacilities(env.DB);
    const body = (await (await api('?q=quokka&limit=1000')).json()) as Answer;
    expect(body.total).toBe(1000);
    expect(body.data).toHaveLength(1000);
    const page = (await (await api('?q=quokka')).json()) as Answer;
    expect(page.data).toHaveLength(50);
  });

  it('sees a point change at once (the index follows the data version)', async () => {
    await env.DB.prepare("UPDATE facilities SET status = 'closed', status_changed_at = ?, updated_at = ? WHERE id = ?")
      .bind(Date.now() + 1, Date.now() + 1, P.moscowSuburb)
      .run();
    // A direct write, then what a product write path does in the same batch: re-index the point and
    // bump its cache tags (and let the per-isolate memo of the versions, one second, run out).
    await reindexFacilities(env.DB);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const body = (await (await api('?limit=1000')).json()) as Answer;
    expect(ids(body)).not.toContain(P.moscowSuburb);
    await env.DB.prepare(
      "UPDATE facilities SET status = 'accepted', status_changed_at = ?, updated_at = ? WHERE id = ?",
    )
      .bind(Date.now() + 2, Date.now() + 2, P.moscowSuburb)
      .run();
    await reindexFacilities(env.DB);
  });

  it('follows new hours for "open now": each schedule is one finder_hours row, and every index row points at its own', async () => {
    const setHours = async (hours: object, at: number) => {
      await env.DB.prepare('UPDATE facilities SET working_hours = ?, updated_at = ? WHERE id = ?')
        .bind(JSON.stringify(hours), at, P.moscowCardboard)
        .run();
      await reindexFacilities(env.DB);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    };
    const mismatched = async () =>
      (await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM finder_facilities p LEFT JOIN finder_hours h ON h.id = p.hours_id WHERE h.id IS NULL OR h.hours <> p.hours OR h.time_zone <> p.time_zone',
      ).first<{ n: number }>())!.n;
    const openIds = async () => ids((await (await api('?open=now&limit=1000')).json()) as Answer);
    expect(await openIds()).toContain(P.moscowCardboard);
    // The Saint Petersburg point's schedule (closed every day): the Moscow point now shares it.
    await setHours(week(off), Date.now() + 3);
    expect(await openIds()).not.toContain(P.moscowCardboard);
    expect(await mismatched()).toBe(0);
    const closedAllWeek = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM finder_hours WHERE time_zone = 'Europe/Moscow' AND hours = ?",
    )
      .bind(JSON.stringify(week(off)))
      .first<{ n: number }>();
    expect(closedAllWeek!.n).toBe(1);
    await setHours(week(full), Date.now() + 4);
    expect(await openIds()).toContain(P.moscowCardboard);
    expect(await mismatched()).toBe(0);
  });

  it('answers 304 to a repeated request with the same ETag', async () => {
    const res = await api('?q=cardbord');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await api('?q=cardbord', { headers: { accept: 'application/json', 'if-none-match': etag } })).status).toBe(
      304,
    );
  });

  it('does not disturb the owner JSON:API (guests still get 401 there)', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/api/web/v1/facility/facility/`, {
      headers: { accept: 'application/json' },
    });
    expect([401, 404, 405]).toContain(res.status);
    expect(res.status).not.toBe(200);
  });

  it('answers the street lookup with nothing when reverse geocoding is off', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points/near?near=55.75,37.61`);
    expect(await res.json()).toEqual({ data: { street: null, countryCode: null } });
    expect((await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points/near?near=x`)).status).toBe(400);
  });
});

describe('/recycling-points page', () => {
  it('renders the list and the search form on the server (works without JavaScript)', async () => {
    const res = await getPage(`${HOSTS.ru}/recycling-points?q=cardbord&near=${MOSCOW.lat},${MOSCOW.lng}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const form = /<form[^>]*data-testid="finder-form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/recycling-points"');
    expect(html).toContain('name="q"');
    expect(html).toContain('Пункт у Кремля');
    expect(html).not.toContain('Hidden draft');
    expect(html).toContain(`href="/recycling-points/${P.moscowCardboard}"`);
  });

  it('orders from the edge position when the visitor gave none', async () => {
    const html = await (
      await getPage(`${HOSTS.ru}/recycling-points?q=${encodeURIComponent('Nevsky Кремля')}`, {
        headers: { 'x-dev-edge-position': `${SPB.lat},${SPB.lng},RU` },
      })
    ).text();
    expect(html).toContain('data-source="edge"');
  });

  it('lets the configured tile server, and only it, serve images (CSP img-src)', async () => {
    const csp = (await getPage(`${HOSTS.ru}/recycling-points`)).headers.get('content-security-policy')!;
    const imgSrc = /img-src ([^;]+)/.exec(csp)![1]!;
    expect(imgSrc.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:9']);
  });

  it('drops a malformed parameter instead of failing the page', async () => {
    const res = await getPage(`${HOSTS.ru}/recycling-points?near=nowhere&limit=9999&material=nope`);
    expect(res.status).toBe(200);
  });

  it('exists in every edition and locale (es-AR texts are checked by the locale test)', async () => {
    for (const url of [
      `${HOSTS.ru}/recycling-points`,
      `${HOSTS.kz}/recycling-points`,
      `${HOSTS.kz}/ru-kz/recycling-points`,
      `${HOSTS.intl}/recycling-points`,
    ]) {
      expect((await getPage(url)).status, url).toBe(200);
    }
  });

  it('its snapshot carries only what the map reads (the list is server HTML): id, name, coordinates to 1e-5°', async () => {
    const html = await (await getPage(`${HOSTS.ru}/recycling-points?near=${MOSCOW.lat},${MOSCOW.lng}`)).text();
    const { data } = readSnapshot(html);
    expect(data.entries).toBeUndefined();
    expect(data.markers.map((m: { id: string }) => m.id)).toEqual(finderEntries(html).map((e) => e.id));
    for (const marker of data.markers) {
      expect(Object.keys(marker).sort()).toEqual(['id', 'lat', 'lng', 'name']);
      for (const degrees of [marker.lat, marker.lng]) expect(Math.round(degrees * 1e5) / 1e5).toBe(degrees);
    }
  });
});
