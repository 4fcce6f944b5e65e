/**
 * Browsing the item guide by category and letter over HTTP (ADR 214): the landing page lists no
 * item, a category page and a letter page list theirs with the Kazakh or Latin letters of the
 * page's language, bad parameters are a 404, canonical keeps the filter. At the dictionary's coming
 * size: 3,000 synthetic items added for this describe only (as manager additions in D1, removed
 * after), every browse page stays within the HTML budget (25 KB raw, 8 KB gzip).
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES } from '../../data/items';
import { HOSTS, attr, getPage, readSnapshot } from './helpers';

const KK = 'АӘБВГҒДЕЖЗИЙКҚЛМНҢОӨПРСТУҰҮФХҺЦЧШЩЫІЭЮЯ';
const EN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gz = async (text: string) =>
  (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;
/** Past the cache-version memo (worker/data/cache-versions.ts), so the next request rebuilds the index. */
async function bumpItems() {
  await env.DB.prepare(
    "INSERT INTO cache_tags (tag, version) VALUES ('l:items', 1) ON CONFLICT (tag) DO UPDATE SET version = version + 1",
  ).run();
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

describe('item guide: browse by category and letter', () => {
  it('the landing page lists categories and letters, no items; a category lists its items', async () => {
    const landing = readSnapshot(await (await getPage(`${HOSTS.kz}/what-goes-where`)).text()).data;
    expect(landing.items).toEqual([]);
    expect(landing.categories.map(([id]: [string, number]) => id)).toEqual([...ITEM_CATEGORIES]);
    const html = await (await getPage(`${HOSTS.kz}/what-goes-where?category=batteries`)).text();
    expect(html).toContain('data-testid="guide-list"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/what-goes-where\?category=batteries"/);
    // A category of many items pages by 30; its letter narrows it to the item.
    const letter = `${HOSTS.kz}/what-goes-where?category=batteries&letter=${encodeURIComponent('С')}`;
    expect(await (await getPage(letter)).text()).toContain('href="/what-goes-where/aa-battery"');
  });

  it('kk-KZ letters are Kazakh (Ә, Қ, Ү, І…), en-US Latin; a letter lists the names starting with it', async () => {
    const kk = readSnapshot(
      await (await getPage(`${HOSTS.kz}/what-goes-where?letter=${encodeURIComponent('Қ')}`)).text(),
    ).data;
    expect(kk.letters.map(([l]: [string, number]) => l).join('')).toBe(`${KK}#`);
    expect(kk.items.length).toBeGreaterThan(0);
    for (const [, name] of kk.items) expect(name.charAt(0).toLocaleUpperCase()).toBe('Қ');
    const en = readSnapshot(await (await getPage(`${HOSTS.intl}/what-goes-where?category=glass&letter=b`)).text()).data;
    expect(en.letters.map(([l]: [string, number]) => l).join('')).toBe(`${EN}#`);
    expect(en.letter).toBe('B');
    for (const [, name] of en.items) expect(name.startsWith('B')).toBe(true);
    // A letter page belongs to one language: canonical with the letter, no hreflang twins.
    const html = await (await getPage(`${HOSTS.intl}/what-goes-where?letter=B`)).text();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/what-goes-where\?letter=B$/);
    expect(html).not.toContain('hreflang=');
  });

  it('an unknown category, a letter outside the alphabet or a page past the last is a 404', async () => {
    for (const q of [
      'category=nope',
      `letter=${encodeURIComponent('Ә')}`,
      'letter=AB',
      'category=glass&page=99',
      'page=2',
      'page=x',
    ])
      expect((await getPage(`${HOSTS.intl}/what-goes-where?${q}`)).status, q).toBe(404);
    expect((await getPage(`${HOSTS.kz}/what-goes-where?letter=${encodeURIComponent('Ә')}`)).status).toBe(200);
  });

  describe('at 3,000 items', () => {
    beforeAll(async () => {
      const now = Date.now();
      const rows = Array.from({ length: 3000 }, (_, i) => {
        const kk = `${KK[i % KK.length]}зат синтетикалық ${i}`;
        const en = `${EN[i % EN.length]}ynthetic thing number ${i}`;
        const names = { ru: [`${KK[i % 30]}предмет ${i}`], kk: [kk], en: [en], es: [en] };
        return env.DB.prepare(
          "INSERT INTO guide_items (slug, category, materials, names, waste, created_by, created_at) VALUES (?, ?, '[]', ?, 'general', NULL, ?)",
        ).bind(`browse-synthetic-${i}`, ITEM_CATEGORIES[i % ITEM_CATEGORIES.length], JSON.stringify(names), now);
      });
      for (let i = 0; i < rows.length; i += 500) await env.DB.batch(rows.slice(i, i + 500));
      await bumpItems();
    });
    afterAll(async () => {
      await env.DB.prepare("DELETE FROM guide_items WHERE slug LIKE 'browse-synthetic-%'").run();
      await bumpItems();
    });

    it('every kind of browse page stays within 25 KB of HTML and 8 KB gzipped', async () => {
      const pages = [
        `${HOSTS.kz}/what-goes-where`,
        `${HOSTS.kz}/what-goes-where?category=general`,
        `${HOSTS.kz}/what-goes-where?letter=${encodeURIComponent('Қ')}`,
        `${HOSTS.kz}/what-goes-where?category=plastic&letter=${encodeURIComponent('Ә')}`,
        `${HOSTS.intl}/what-goes-where?category=general&page=2`,
        `${HOSTS.intl}/what-goes-where?letter=S`,
        `${HOSTS.ru}/what-goes-where?category=general`,
      ];
      const landing = readSnapshot(await (await getPage(pages[0]!)).text()).data;
      expect(landing.categories.reduce((n: number, [, count]: [string, number]) => n + count, 0)).toBeGreaterThan(3000);
      for (const url of pages) {
        const res = await getPage(url);
        expect(res.status, url).toBe(200);
        const html = await res.text();
        const data = readSnapshot(html).data;
        // Every single-filter page of this size has more than one page (the pager is in the page).
        if (url !== pages[0] && !url.includes('&letter')) expect(data.pages, url).toBeGreaterThan(1);
        expect(new TextEncoder().encode(html).byteLength, url).toBeLessThanOrEqual(25 * 1024);
        expect(await gz(html), url).toBeLessThanOrEqual(8 * 1024);
      }
    });
  });
});
