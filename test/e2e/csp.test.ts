import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration } from './browser';
import { signInAs } from './support/accounts';

/**
 * item 9 (docs/decisions/047): with style-src limited to 'self' + nonce for elements and
 * 'unsafe-inline' only for attributes, pages render and hydrate without one CSP violation; static
 * files carry the security headers too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const watch = () => {
  (window as unknown as { __csp: string[] }).__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
  );
};

describe('Content-Security-Policy in Chromium', () => {
  it('public pages in every edition report no violations', async () => {
    const context = await newContext(browser);
    await context.addInitScript(watch);
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && seen.push(m.text()));
    for (const [edition, path] of [
      ['ru', '/'],
      ['kz', '/'],
      ['intl', '/'],
      ['ru', '/charity-events'],
      ['ru', '/login'],
      ['ru', '/registration'],
      ['intl', '/support/question'],
      ['ru', '/cookies'],
    ] as const) {
      expect(await violations(page, `${baseUrl(edition)}${path}`), `${edition} ${path}`).toEqual([]);
    }
    expect(seen).toEqual([]);
    await context.close();
  });

  it('signed-in pages report no violations', async () => {
    const context = await newContext(browser);
    await context.addInitScript(watch);
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    for (const path of ['/profile', '/profile/recycling-points', '/profile/balance']) {
      expect(await violations(page, `${baseUrl('ru')}${path}`), path).toEqual([]);
    }
    await context.close();
  });

  it('pages and static files carry the security headers', async () => {
    const page = await fetch(`${baseUrl('ru')}/`, { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src-elem 'self' 'nonce-[^']+'/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    for (const file of ['/favicon.svg', '/logo.svg']) {
      const res = await fetch(`${baseUrl('ru')}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('strict-transport-security')).toContain('includeSubDomains; preload');
    }
  });
});
