import { env } from 'cloudflare:test';
import { createElement } from 'react';
// @ts-expect-error stringChunks: only the generated module has it (wrangler.toml [alias])
import { renderToReadableStream, stringChunks } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_BOOT } from '../../ui/components/layout/CookieNotice';
import { clientManifest } from '../../worker/render/assets';
import { clientBoot } from '../../worker/render/client-boot';
import { HOSTS, getPage, readSnapshot } from './helpers';

describe('streaming SSR', () => {
  it('sends the shell before a suspended part resolves', async () => {
    const res = await getPage(`${HOSTS.ru}/dev/streaming?ms=400`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const started = Date.now();
    const first = decoder.decode((await reader.read()).value);
    const firstAt = Date.now() - started;
    expect(first).toContain('id="shell"');
    expect(first).toContain('id="fallback"');
    expect(first).not.toContain('resolved');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toContain('resolved');
    expect(firstAt).toBeLessThan(400);
  });

  it('renders with React\u2019s edge renderer in string chunks, as the deploy bundle does (ADR 185)', async () => {
    expect(stringChunks).toBe(true);
    const html = await new Response(
      await renderToReadableStream(createElement('p', { title: '«Әлия»' }, 'Пункт приёма '.repeat(600))),
    ).text();
    expect(html).toBe(`<p title="«Әлия»">${'Пункт приёма '.repeat(600)}</p>`);
  });

  it("streams real pages with the state snapshot as an escaped JSON data block and a nonce'd module entry", async () => {
    const res = await getPage(`${HOSTS.ru}/`);
    expect(res.headers.get('transfer-encoding') ?? 'chunked').toBe('chunked');
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(readSnapshot(html)).toMatchObject({ page: 'home', locale: 'ru-RU' });
    // Two inline executable scripts, nonce'd: the cookie notice's head script (ADR 182) and the
    // bootstrap that asks for the page's chunks and the client entry after the first paint (ADRs
    // 184, 188); before it, nothing but the stylesheet is fetched: no script tag with a source,
    // no modulepreload link. The snapshot and JSON-LD are data.
    const inline = [
      ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)([^>]*)>([^<]*)<\/script>/g),
    ];
    expect(inline.map((m) => m[2])).toEqual([COOKIE_NOTICE_BOOT, clientBoot(clientManifest.pages.home!)]);
    // What that script asks the browser for: worker/render/client-boot.test.ts.
    expect(html).not.toContain('rel="modulepreload"');
    for (const script of inline) expect(script[1]).toMatch(/ nonce="[^"]+"/);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain(`href="${clientManifest.entry}"`);
  });
});

describe('errors', () => {
  it('renders the localized not-found page with the path', async () => {
    const ru = await getPage(`${HOSTS.ru}/that/path`);
    expect(ru.status).toBe(404);
    expect(await ru.text()).toContain('Страница не найдена: /that/path');
    const en = await getPage(`${HOSTS.intl}/that/path`);
    expect(await en.text()).toContain('Page not found: /that/path');
  });

  it('blocks /raw-pages/ paths', async () => {
    expect((await getPage(`${HOSTS.ru}/raw-pages/x`)).status).toBe(404);
    expect((await getPage(`${HOSTS.ru}/raw-pages/`)).status).toBe(404);
  });

  it('serves /404/ as a page of its own for role guards, with status 404 like any unknown path', async () => {
    for (const path of ['/404/', '/404']) {
      const res = await getPage(`${HOSTS.intl}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('data-testid="not-found"');
    }
    const res = await getPage(`${HOSTS.intl}/404/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('data-testid="not-found"');
  });

  it('answers a thrown error with a bare 500 page, never a stack', async () => {
    const res = await getPage(`${HOSTS.ru}/dev/boom`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Internal Server Error');
    expect(html).not.toMatch(/boom|secret|at .*\.ts|Error:/);
  });

  it('answers API errors as JSON { error: { code, message } }', async () => {
    const boom = await getPage(`${HOSTS.intl}/api/dev/boom`);
    expect(boom.status).toBe(500);
    expect(boom.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await boom.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('internal');
    expect(body.error.message).not.toMatch(/boom/);
    const missing = await getPage(`${HOSTS.intl}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('security', () => {
  it('sets a fresh CSP nonce per response and stamps it on every script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await getPage(`${HOSTS.kz}/`);
      const csp = res.headers.get('content-security-policy')!;
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      nonces.add(nonce);
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it('sets the other protective headers', async () => {
    const res = await getPage(`${HOSTS.ru}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('rejects unsafe requests from another origin (CSRF) with JSON', async () => {
    const forged = await getPage(`${HOSTS.ru}/api/anything`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', accept: 'application/json' },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('csrf_rejected');
    const crossSite = await getPage(`${HOSTS.ru}/api/anything`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const same = await getPage(`${HOSTS.ru}/api/anything`, { method: 'POST', headers: { origin: HOSTS.ru } });
    expect(same.status).toBe(404);
  });
});

describe('robots and build ids', () => {
  it('keeps non-production out of search engines', async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    expect(html).toContain('<meta name="robots" content="none"/>');
    const robots = await getPage(`${HOSTS.ru}/robots.txt`);
    expect(await robots.text()).toContain('Disallow: /');
  });

  it('serves the latest build id from KV without caching', async () => {
    const own = await getPage(`${HOSTS.ru}/builds/latest.json?t=1`);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const ownId = ((await own.json()) as { buildId: string }).buildId;
    expect(ownId).toMatch(/^[0-9a-f]{12}$/);
    await env.KV.put('build:latest', 'newer-build');
    const latest = await getPage(`${HOSTS.ru}/builds/latest.json?t=2`);
    expect(((await latest.json()) as { buildId: string }).buildId).toBe('newer-build');
    await env.KV.delete('build:latest');
  });
});
