import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';

/** The same app with production vars: what only production does must be proven too. */
const production = { ...env, ENVIRONMENT: 'production' };
const get = (url: string) => app.request(url, { headers: { accept: 'text/html' } }, production);

describe('production mode', () => {
  it('serves pages and lets search engines in', async () => {
    const res = await get('http://localhost/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="all"/>');
    expect(await (await get('http://localhost/robots.txt')).text()).toContain('Allow: /');
  });

  it('has no development endpoints', async () => {
    expect((await get('http://localhost/dev/boom')).status).toBe(404);
    expect((await get('http://localhost/dev/streaming')).status).toBe(404);
    expect((await get('http://localhost/api/dev/boom')).status).toBe(404);
  });

  it('maps configured production hostnames to editions', async () => {
    const hosts = { ...production, EDITION_HOSTS: JSON.stringify({ 'eco.example.kz': 'kz' }) };
    const res = await app.request('http://eco.example.kz/', { headers: { accept: 'text/html' } }, hosts);
    expect(await res.text()).toMatch(/<html lang="kk-KZ"/);
  });
});
