import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage, readSnapshot } from './helpers';

describe('builds/meta/{buildId}.json (docs/product.md §4.9, §7)', () => {
  it('lists every route pattern with its page and each page\u2019s files, cached for good', async () => {
    const { buildId } = readSnapshot(await (await getPage(`${HOSTS.ru}/`)).text());
    const res = await SELF.fetch(`${HOSTS.ru}/builds/meta/${buildId}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = (await res.json()) as {
      buildId: string;
      entry: string;
      routes: { path: string; page: string }[];
      pages: Record<string, string[]>;
    };
    expect(meta.buildId).toBe(buildId);
    expect(meta.routes).toContainEqual({ path: '/charity-event/:id', page: 'charityEvent' });
    expect(meta.pages.home!.length).toBeGreaterThan(0);
    expect(meta.pages.home!.every((f) => f.startsWith('/assets/'))).toBe(true);
  });

  it('another build id is a JSON 404', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/builds/meta/not-this-build.json`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
