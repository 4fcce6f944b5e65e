/**
 * The item guide's safety and inference rules over HTTP (ADR 207, ADR 208): a hazard is answered
 * first, an unknown item named with its material is answered with the material and flagged, a
 * query listing several things answers each part, in the API and on the results page.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage, readSnapshot } from './helpers';

const api = async (host: string, q: string) =>
  (await (await SELF.fetch(`${host}/api/v1/what-goes-where?q=${encodeURIComponent(q)}`)).json()) as {
    data: { slug: string; inferred: string | null; hazard: string | null }[];
    parts?: { q: string; items: { slug: string }[] }[];
  };

describe('item guide safety over HTTP', () => {
  it('answers a vape and gas bottles with the hazard, never general waste or glass', async () => {
    expect((await api(HOSTS.intl, 'vapes / e-cigarettes')).data[0]).toMatchObject({ slug: 'vape', inferred: null });
    expect((await api(HOSTS.intl, 'gas bottles')).data[0]!.slug).toBe('gas-cylinder');
    expect((await api(HOSTS.kz, 'батарейкаларды қайда тапсыру керек')).data[0]!.slug).toBe('batteries');
  });

  it('flags an answer inferred from a material, in the API and on the page', async () => {
    expect((await api(HOSTS.intl, 'glass lampshade')).data[0]).toMatchObject({
      slug: 'glass-jar',
      inferred: 'material',
    });
    const html = await (
      await getPage(`${HOSTS.intl}/what-goes-where/search?q=${encodeURIComponent('glass lampshade')}`)
    ).text();
    expect(readSnapshot(html).data.inferred).toBe('material');
    expect(html).toContain('data-testid="guide-inferred"');
    expect(html).toContain('We don’t know this item');
  });

  it('answers each thing a query lists', async () => {
    const body = await api(HOSTS.ru, 'газеты, журналы');
    expect(body.parts?.map((p) => p.items[0]?.slug)).toEqual(['newspapers', 'magazines']);
    expect(body.data.slice(0, 2).map((i) => i.slug)).toEqual(['newspapers', 'magazines']);
    const html = await (
      await getPage(`${HOSTS.ru}/what-goes-where/search?q=${encodeURIComponent('газеты, журналы')}`)
    ).text();
    expect(readSnapshot(html).data.parts.map((p: { item: { slug: string } }) => p.item.slug)).toEqual([
      'newspapers',
      'magazines',
    ]);
    expect(html).toContain('data-testid="guide-parts"');
  });
});
