import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS, spriteSvg } from '../../ui/components/common/icon-sprite';
import { HOSTS, getPage, readSnapshot } from './helpers';

/**
 * / ADR 113: icons are `<use>`s of one hashed sprite file built by scripts/build.mjs.
 * Fails when the build stops writing it, a page points elsewhere, a used id has no symbol, or
 * drawings creep back into the document.
 */
describe('icon sprite', () => {
  it('the page names the built sprite, every <use> points into it, and each id is a symbol there', async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    const { assets } = readSnapshot(html);
    expect(assets.sprite).toMatch(/^\/assets\/i-[0-9a-f]{8}\.svg$/);
    const uses = [...html.matchAll(/<use href="([^"]+)"/g)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(10);
    const ids = new Set(
      uses.map((href) => {
        expect(href.startsWith(`${assets.sprite}#`), href).toBe(true);
        return href.slice(assets.sprite.length + 1);
      }),
    );
    // No drawing is inlined any more: the body holds no <path> (the logo, socials and store marks included).
    expect(html.slice(html.indexOf('<body'))).not.toContain('<path');

    // The file itself is served by the assets binding (checked in test/e2e/icons.test.ts); here:
    // its name is the hash of today's drawings, so a stale build or manifest fails.
    const svg = spriteSvg();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(svg)));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(assets.sprite).toBe(`/assets/i-${hex.slice(0, 8)}.svg`);
    for (const id of [...ids, ...Object.keys(ICON_PATHS)]) expect(svg, id).toContain(`<symbol id="${id}" `);
    expect(svg).toContain('stroke="currentColor"');
  });

  it('the service worker precaches the sprite, so icons still draw offline', async () => {
    const { assets } = readSnapshot(await (await getPage(`${HOSTS.ru}/`)).text());
    const sw = await (await SELF.fetch(`${HOSTS.ru}/sw.js`)).text();
    expect(sw).toContain(JSON.stringify(assets.sprite));
  });
});
