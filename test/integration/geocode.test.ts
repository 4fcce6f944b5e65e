/**
 * The point editor's address search (docs/decisions/200-geocoder-adapter.md): the adapter against
 * the worker's local stand-in, its day-long cache, the deployment's identification, and off when
 * not configured.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { GEOCODE_CACHE_SECONDS, geocodeConfig, geocoder } from '../../worker/services/geocode';
import { API, owner } from './facility-support';
import { HOSTS, readSnapshot } from './helpers';

const STAND_IN = '/dev/geocode?format=jsonv2&q={q}&lang={lang}';

/** The stand-in reached through the worker's own /dev route, every request recorded. */
function recordingFetcher() {
  const seen: { url: string; headers: Headers }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers) });
    return SELF.fetch(`${HOSTS.ru}${String(input)}`, init);
  }) as typeof fetch;
  return { seen, fetcher };
}

describe('the geocoder adapter', () => {
  it('finds an address through the local stand-in, identifying the deployment', async () => {
    const { seen, fetcher } = recordingFetcher();
    const coder = geocoder(
      { url: STAND_IN, userAgent: 'EcoPortal test (ops@example.org)', referer: 'https://ru.eco-portal.example.org' },
      env.KV,
      fetcher,
    )!;
    const places = await coder.search('Тверская 7 Москва', 'ru');
    expect(places).toEqual([
      {
        label: 'Тверская улица, 7, Тверской район, Москва, 125009, Россия',
        address: 'Тверская улица, 7, Москва, 125009',
        lat: 55.757,
        lng: 37.615,
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('user-agent')).toBe('EcoPortal test (ops@example.org)');
    expect(seen[0]!.headers.get('referer')).toBe('https://ru.eco-portal.example.org');
    expect(seen[0]!.url).toContain(`q=${encodeURIComponent('тверская 7 москва')}`);
  });

  it('caches an answer for a day: the same words (any case or spacing) never reach the provider twice', async () => {
    const { seen, fetcher } = recordingFetcher();
    const coder = geocoder(
      { url: STAND_IN, userAgent: 'EcoPortal test', referer: 'https://example.org' },
      env.KV,
      fetcher,
    )!;
    const first = await coder.search('Corrientes Buenos Aires', 'es');
    const again = await coder.search('  corrientes   BUENOS aires ', 'es');
    expect(again).toEqual(first);
    expect(seen).toHaveLength(1);
    const { keys } = await env.KV.list({ prefix: 'geocode:' });
    const expirations = keys.map((k) => k.expiration ?? 0);
    const now = Date.now() / 1000;
    expect(expirations.some((e) => e > now + GEOCODE_CACHE_SECONDS - 120 && e <= now + GEOCODE_CACHE_SECONDS + 5)).toBe(
      true,
    );
  });

  it('is off when not configured, for a local path outside development, or a remote URL without an identifying User-Agent', () => {
    expect(geocodeConfig({}, true, 'https://example.org')).toBeNull();
    expect(geocodeConfig({ GEOCODE_URL: '' }, true, 'https://example.org')).toBeNull();
    expect(geocodeConfig({ GEOCODE_URL: STAND_IN }, false, 'https://example.org')).toBeNull();
    expect(
      geocodeConfig({ GEOCODE_URL: 'https://nominatim.example.org/search?q={q}' }, false, 'https://example.org'),
    ).toBeNull();
    expect(
      geocodeConfig(
        {
          GEOCODE_URL: 'https://nominatim.example.org/search?q={q}',
          GEOCODE_USER_AGENT: 'EcoPortal (ops@example.org)',
        },
        false,
        'https://example.org',
      ),
    ).toEqual({
      url: 'https://nominatim.example.org/search?q={q}',
      userAgent: 'EcoPortal (ops@example.org)',
      referer: 'https://example.org',
    });
  });
});

describe("the editor's address search", () => {
  const configured = { ...env, GEOCODE_URL: STAND_IN };
  const get = (url: string, cookie: string, vars: object) =>
    app.request(url, { headers: { accept: 'application/json', cookie } }, vars);

  it('answers an owner through the stand-in when configured, and the editor shows its box', async () => {
    const user = await owner();
    const res = await get(`${API}/geocode?q=${encodeURIComponent('5th Avenue New York')}`, user.cookie, configured);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { address: string }[] }).data[0]?.address).toBe(
      '5th Avenue, 476, New York, 10018',
    );
    const page = await app.request(
      `${HOSTS.ru}/profile/create-recycling-point`,
      { headers: { accept: 'text/html', cookie: user.cookie } },
      configured,
    );
    expect(readSnapshot(await page.text()).data.locator.search).toBe(true);
  });

  it('is off without configuration: 404 for the call, no box in the editor (the map stays)', async () => {
    const user = await owner();
    const res = await SELF.fetch(`${API}/geocode?q=Tverskaya`, {
      headers: { accept: 'application/json', cookie: user.cookie },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('geocoding_off');
    const html = await (
      await SELF.fetch(`${HOSTS.ru}/profile/create-recycling-point`, {
        headers: { accept: 'text/html', cookie: user.cookie },
      })
    ).text();
    expect(readSnapshot(html).data.locator.search).toBe(false);
    expect(html).not.toContain('data-testid="locator-q"');
    expect(html).toContain('data-testid="locator-map"');
  });

  it('refuses guests and bad queries with a localized 4xx', async () => {
    expect((await get(`${API}/geocode?q=Tverskaya`, '', configured)).status).toBe(401);
    const user = await owner();
    const short = await get(`${API}/geocode?q=ab`, user.cookie, configured);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { code: string; message: string } }).error.message).toMatch(/3/);
  });
});
