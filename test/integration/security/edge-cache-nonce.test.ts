import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../helpers';

/**
 * The cached page's CSP nonce never reaches visitor text (docs/decisions/123-edge-cache-nonce.md):
 * on a hit only `nonce="…"` attributes get the live nonce, so a query that spells the old fixed
 * placeholder, or anything else, comes back exactly as typed.
 */
const status = (res: Response) => res.headers.get('x-edge-cache');
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('edge cache hit: only nonce attributes are substituted', () => {
  for (const probe of ['__EDGE_NONCE__zz', 'edge-', 'nonce="__EDGE_NONCE__"']) {
    it(`a search for ${JSON.stringify(probe)} never shows the live nonce`, async () => {
      const url = `${HOSTS.ru}/recycling-points?q=${encodeURIComponent(probe)}&v=${crypto.randomUUID().slice(0, 8)}`;
      const miss = await getPage(url);
      expect(status(miss)).toBe('MISS');
      await miss.text();
      const hit = await getPage(url);
      expect(status(hit)).toBe('HIT');
      const html = await hit.text();
      const nonce = nonceOf(hit)!;
      expect(nonce).toBeTruthy();
      expect(hit.headers.get('x-edge-nonce-placeholder')).toBeNull();
      // The live nonce appears only as script/style nonce attributes.
      const uses = html.split(nonce).length - 1;
      const attributes = html.split(`nonce="${nonce}"`).length - 1;
      expect(uses).toBe(attributes);
      expect(attributes).toBeGreaterThan(0);
      // The visitor's text is intact: the search box shows what was typed.
      const escaped = probe.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      expect(html.includes(escaped) || html.includes(probe)).toBe(true);
    });
  }
});
