import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { HOSTS, getPage } from './helpers';

/** / ADR 105: manifest per edition and locale, icons, app-link files per deployment. */
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestAt(url: string): Promise<Manifest> {
  const res = await SELF.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/manifest+json');
  return (await res.json()) as Manifest;
}

describe('web app manifest', () => {
  it.each([
    [`${HOSTS.ru}/manifest.webmanifest`, 'ru-RU', '/', 'ЭкоПортал'],
    [`${HOSTS.kz}/manifest.webmanifest`, 'kk-KZ', '/', 'EcoPortal'],
    [`${HOSTS.kz}/ru-kz/manifest.webmanifest`, 'ru-KZ', '/ru-kz/', 'EcoPortal'],
    [`${HOSTS.intl}/manifest.webmanifest`, 'en-US', '/', 'EcoPortal'],
  ])('%s: valid for its locale', async (url, lang, start, shortName) => {
    const m = await manifestAt(url);
    expect(m.lang).toBe(lang);
    expect(m.start_url).toBe(start);
    expect(m.start_url.startsWith(m.scope)).toBe(true);
    expect(m.short_name).toBe(shortName);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.name.length).toBeGreaterThan(0);
    expect(m.description.length).toBeGreaterThan(0);
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe('#37927B');
    expect(m.icons.map((i) => `${i.sizes}/${i.purpose}`).sort()).toEqual([
      '192x192/any',
      '512x512/any',
      '512x512/maskable',
    ]);
    for (const icon of m.icons) expect(icon.type).toBe('image/png');
  });

  it('Kazakh and Russian manifests of the Kazakhstan edition are translated', async () => {
    const kk = await manifestAt(`${HOSTS.kz}/manifest.webmanifest`);
    const ru = await manifestAt(`${HOSTS.kz}/ru-kz/manifest.webmanifest`);
    expect(kk.description).not.toBe(ru.description);
  });

  it('every page links the manifest of its locale, the apple-touch-icon and favicon.ico', async () => {
    const html = await (await getPage(`${HOSTS.kz}/ru-kz/get-app`)).text();
    expect(html).toContain('<link rel="manifest" href="/ru-kz/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(html).toContain('href="/favicon.ico"');
  });
});

describe('app-link files', () => {
  it('answer 404 where the deployment configures no apps', async () => {
    expect((await SELF.fetch(`${HOSTS.ru}/.well-known/assetlinks.json`)).status).toBe(404);
    expect((await SELF.fetch(`${HOSTS.ru}/.well-known/apple-app-site-association`)).status).toBe(404);
  });

  it('are served from APP_LINKS', async () => {
    const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
    const configured = {
      ...env,
      APP_LINKS: JSON.stringify({
        android: [{ package: 'org.example.ecoportal', sha256: [fingerprint] }],
        ios: { appIds: ['ABCDE12345.org.example.ecoportal'], paths: ['/charity-event/*'] },
      }),
    };
    const android = await app.request('http://localhost/.well-known/assetlinks.json', {}, configured);
    expect(android.status).toBe(200);
    expect(await android.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'org.example.ecoportal',
          sha256_cert_fingerprints: [fingerprint],
        },
      },
    ]);
    const ios = await app.request('http://localhost/.well-known/apple-app-site-association', {}, configured);
    expect(ios.headers.get('content-type')).toContain('application/json');
    expect(await ios.json()).toEqual({
      applinks: {
        details: [{ appIDs: ['ABCDE12345.org.example.ecoportal'], components: [{ '/': '/charity-event/*' }] }],
      },
    });
  });
});
