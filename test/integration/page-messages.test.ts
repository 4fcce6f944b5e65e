/**
 * ADR 114 (after ADR 052): the document carries no messages; the page's whole catalogue is one
 * cacheable request per build, locale and namespace list. ADR 165: the edition's settings come
 * with it, not in the document.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage, readSnapshot } from './helpers';

const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('per-page messages', () => {
  it('the home page document holds no messages, only the namespaces its catalogue request names (ADR 114)', async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    const snapshot = readSnapshot(html);
    expect(snapshot.messages).toEqual({});
    // Nor the edition's settings (ADR 165): they come with the catalogue.
    expect('edition' in snapshot).toBe(false);
    expect(snapshot.namespaces).toEqual(expect.arrayContaining(['common', 'layout', 'forms', 'validation', 'home']));
    // The texts themselves are in the markup the server rendered.
    expect(html).toContain('<title>');
    expect(size(snapshot)).toBeLessThan(5_000);
  });

  it('serves the whole catalogue of the page namespaces, cached for good for the current build', async () => {
    const snapshot = readSnapshot(await (await getPage(`${HOSTS.kz}/`)).text());
    const res = await SELF.fetch(
      `${HOSTS.kz}/builds/messages/${snapshot.buildId}/${snapshot.locale}.json?ns=${snapshot.namespaces.join(',')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const catalogue = (await res.json()) as {
      edition: { id: string; defaultPhoneCountry: string };
      messages: Record<string, Record<string, unknown>>;
    };
    expect(catalogue.edition).toMatchObject({ id: 'kz', defaultPhoneCountry: 'KZ' });
    const all = catalogue.messages;
    expect(Object.keys(all).sort()).toEqual([...snapshot.namespaces].sort());
    expect(all.forms!.writeToUs).toBeTruthy();
    expect((all.home as Record<string, string>).heroTitle).toBeTruthy();
  });

  it('refuses a locale the edition does not offer and malformed namespace lists', async () => {
    expect((await SELF.fetch(`${HOSTS.ru}/builds/messages/x/en-US.json?ns=common`)).status).toBe(404);
    expect((await SELF.fetch(`${HOSTS.ru}/builds/messages/x/ru-RU.json?ns=../x`)).status).toBe(404);
    const old = await SELF.fetch(`${HOSTS.ru}/builds/messages/old-build/ru-RU.json?ns=common`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');
  });
});
