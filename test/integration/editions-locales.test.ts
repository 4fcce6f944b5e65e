import { describe, expect, it } from 'vitest';
import { HOSTS, attr, getPage } from './helpers';

const lang = (html: string) => attr(html, /<html lang="([^"]+)"/);
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);

describe('edition and locale by hostname and prefix', () => {
  it('serves the Russian edition on localhost in ru-RU with its brand', async () => {
    const res = await getPage(`${HOSTS.ru}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(lang(html)).toBe('ru-RU');
    expect(title(html)).toContain('ЭкоПортал');
  });

  it('serves the Kazakhstan edition in kk-KZ and ru-KZ under /ru-kz/', async () => {
    const kk = await (await getPage(`${HOSTS.kz}/`)).text();
    expect(lang(kk)).toBe('kk-KZ');
    expect(title(kk)).toContain('EcoPortal Qazaqstan');
    const ru = await getPage(`${HOSTS.kz}/ru-kz/`);
    expect(ru.status).toBe(200);
    expect(lang(await ru.text())).toBe('ru-KZ');
  });

  it('serves the international edition in en-US only', async () => {
    const html = await (await getPage(`${HOSTS.intl}/`)).text();
    expect(lang(html)).toBe('en-US');
    expect(title(html)).toContain('EcoPortal');
    expect((await getPage(`${HOSTS.intl}/es-ar/`)).status).toBe(404);
    expect((await getPage(`${HOSTS.intl}/en-us/`)).status).toBe(404);
  });

  it('refuses prefixes on single-locale editions and foreign prefixes on kz', async () => {
    expect((await getPage(`${HOSTS.ru}/ru-ru/`)).status).toBe(404);
    expect((await getPage(`${HOSTS.kz}/en-us/`)).status).toBe(404);
  });

  it('keeps kk-KZ for Accept-Language ru on kz and offers ru-KZ in the prompt (decision 002)', async () => {
    const res = await getPage(`${HOSTS.kz}/`, { headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' } });
    const html = await res.text();
    expect(lang(html)).toBe('kk-KZ');
    expect(html).toContain('data-testid="language-prompt"');
    expect(html).toContain('href="/ru-kz/"');
    expect(html).toContain('"languagePrompt":"ru-KZ"');
  });

  it('shows no prompt when the visitor already prefers the page language or chose one', async () => {
    const kk = await (await getPage(`${HOSTS.kz}/`, { headers: { 'accept-language': 'kk' } })).text();
    expect(kk).not.toContain('data-testid="language-prompt"');
    const chosen = await (
      await getPage(`${HOSTS.kz}/`, { headers: { 'accept-language': 'ru', cookie: 'locale=kk-KZ' } })
    ).text();
    expect(chosen).not.toContain('data-testid="language-prompt"');
  });

  it('reflects a stored choice in the URL prefix and stores a visited prefix', async () => {
    const redirect = await getPage(`${HOSTS.kz}/?x=1`, { headers: { cookie: 'locale=ru-KZ' } });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/ru-kz/?x=1');
    const visit = await getPage(`${HOSTS.kz}/ru-kz/`);
    expect(visit.headers.get('set-cookie')).toMatch(/locale=ru-KZ/);
  });

  it('translates titles for every offered locale', async () => {
    const ru = await (await getPage(`${HOSTS.kz}/ru-kz/`)).text();
    expect(title(ru)).toMatch(/пункты приёма/);
    const en = await (await getPage(`${HOSTS.intl}/`)).text();
    expect(title(en)).toMatch(/recycling points/);
  });
});
