/**
 * The finder's one search box understands items (ADR 160): words naming an item show its card and
 * filter the list by its materials; `by=name` (or words naming no item) is the name and address
 * search. Server-rendered GET, so all of it works without JavaScript.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, finderEntries, getPage, readSnapshot } from './helpers';
import { reindexFacilities } from '../../worker/data/finder-reindex';

const ORG = crypto.randomUUID();
const BATTERIES = crypto.randomUUID();
const NAMED = crypto.randomUUID();
const full = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: true, noLunchBreak: false };
const week = {
  monday: full,
  tuesday: full,
  wednesday: full,
  thursday: full,
  friday: full,
  saturday: full,
  sunday: full,
};

beforeAll(async () => {
  const now = Date.now();
  const point = (id: string, name: string, address: string) =>
    env.DB.prepare(`INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at)
      VALUES (?, ?, 'accepted', ?, ?, 55.7558, 37.6173, ?, 'Europe/Moscow', ?, ?, ?)`).bind(
      id,
      ORG,
      name,
      address,
      JSON.stringify(week),
      now,
      now,
      now,
    );
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Finder item org', 'ru', 0)",
    ).bind(ORG),
    point(BATTERIES, 'Приём у Моховой', 'Моховая 3'),
    // A point whose name holds an item's word ("чайник", a kettle) but takes only glass.
    point(NAMED, 'Чайник Квазар', 'Квазарная 9'),
    env.DB.prepare(
      "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('fi0', ?, 0, 'pcs', '0', 9)",
    ).bind(BATTERIES),
    env.DB.prepare(
      "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('fi1', ?, 0, 'kg', '0', (SELECT id FROM facility_material_types WHERE slug = 'glass'))",
    ).bind(NAMED),
  ]);
  await reindexFacilities(env.DB);
});

const finder = async (host: string, search: string) => {
  const html = await (await getPage(`${host}/recycling-points${search}`)).text();
  return { html, data: readSnapshot(html).data, entries: finderEntries(html) };
};
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('the finder search box understands items', () => {
  it('has one search box, a GET form to the finder itself', async () => {
    const { html } = await finder(HOSTS.ru, '');
    expect(html.match(/type="search"/g)).toHaveLength(1);
    expect(html).not.toContain('data-testid="guide-search"');
    const form = /<form[^>]*data-testid="finder-form"[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/recycling-points"');
    expect(form).toContain('method="get"');
  });

  it('"батарейки" shows the batteries card and lists only points that take batteries, in every edition', async () => {
    for (const host of [HOSTS.ru, HOSTS.kz, HOSTS.intl]) {
      const { html, data, entries } = await finder(host, `?q=${encodeURIComponent('батарейки')}`);
      expect(data.item?.slug, host).toBe('batteries');
      expect(data.item.hazard).toBeTruthy();
      expect(data.query.q).toBe('батарейки');
      expect(data.query.materials).toEqual(['batteries']);
      // The test's points are a Russian organisation's: only the Russian finder lists them (ADR 199).
      if (host === HOSTS.ru) expect(entries.length).toBeGreaterThan(0);
      const batteries = data.materials.find((m: { slug: string }) => m.slug === 'batteries').name;
      for (const e of entries) expect(e.materials).toContain(batteries);
      expect(html).toContain('data-testid="guide-item-card" data-slug="batteries"');
      // The chip is on and stays on while the words name the item (the server adds it back).
      const chip = /<input[^>]*value="batteries"[^>]*>/.exec(html)![0];
      expect(chip).toContain('checked=""');
      expect(chip).toContain('disabled=""');
    }
    const { entries } = await finder(HOSTS.ru, `?q=${encodeURIComponent('батарейки')}`);
    expect(ids(entries)).toContain(BATTERIES);
    expect(ids(entries)).not.toContain(NAMED);
    const kettle = await finder(HOSTS.ru, `?q=${encodeURIComponent('чайник')}`);
    expect(kettle.data.item?.slug).toBe('kettle');
    expect(kettle.data.query.materials).toEqual(['electronics']);
    expect(ids(kettle.entries)).not.toContain(NAMED);
  });

  it('a typo still finds the item when no point is named like it; the chosen chips stay', async () => {
    const { data } = await finder(HOSTS.ru, `?q=${encodeURIComponent('батарийки')}&material=glass`);
    expect(data.item?.slug).toBe('batteries');
    expect(data.query.materials.sort()).toEqual(['batteries', 'glass']);
  });

  it('words that name no item, or by=name, are the name and address search as before', async () => {
    const street = await finder(HOSTS.ru, `?q=${encodeURIComponent('Квазарная')}`);
    expect(street.data.item).toBeNull();
    expect(ids(street.entries)).toEqual([NAMED]);
    const named = await finder(HOSTS.ru, `?q=${encodeURIComponent('чайник')}&by=name`);
    expect(named.data.item).toBeNull();
    expect(named.data.query.byName).toBe(true);
    expect(ids(named.entries)).toEqual([NAMED]);
    expect(named.html).toContain('<input type="hidden" name="by" value="name"/>');
  });

  it('the item card links to a name search of the same words', async () => {
    const { html } = await finder(HOSTS.ru, `?q=${encodeURIComponent('батарейки')}`);
    expect(html).toMatch(/data-testid="finder-item-names"/);
    expect(html).toContain(`href="/recycling-points?q=${encodeURIComponent('батарейки')}&amp;by=name"`);
  });
});
