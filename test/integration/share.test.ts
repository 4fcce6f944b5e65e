import { describe, expect, it } from 'vitest';
import { HOSTS, attr, getPage } from './helpers';

const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`));

describe('share meta (docs/product.md §2.2, §9)', () => {
  it("puts Open Graph tags and X's card kind with the page title and the edition image on every page", async () => {
    const html = await (await getPage(`${HOSTS.kz}/ru-kz/`)).text();
    const title = attr(html, /<title>([^<]*)<\/title>/)!;
    expect(meta(html, 'og:title')).toBe(title);
    // X falls back to the og: tags for title, description and image: the document does not repeat them.
    expect(meta(html, 'twitter:title')).toBeUndefined();
    expect(meta(html, 'twitter:image')).toBeUndefined();
    expect(meta(html, 'og:image')).toBe(`${HOSTS.kz}/share/kz.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('600');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`${HOSTS.kz}/ru-kz/`);
    expect(meta(html, 'description')!.length).toBeLessThanOrEqual(200);
    const intl = await (await getPage(`${HOSTS.intl}/get-app`)).text();
    expect(meta(intl, 'og:image')).toBe(`${HOSTS.intl}/share/international.png`);
  });

  it('?modal=write-to-us and ?modal=question change the share and search title and image', async () => {
    const html = await (await getPage(`${HOSTS.intl}/?modal=write-to-us`)).text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Write to EcoPortal');
    expect(meta(html, 'og:title')).toBe('Write to EcoPortal');
    expect(meta(html, 'og:image')).toBe(`${HOSTS.intl}/share/write-to-us.png`);
    const ru = await (await getPage(`${HOSTS.ru}/?modal=question`)).text();
    expect(meta(ru, 'og:title')).toBe('Задайте вопрос команде ЭкоПортал');
    expect(meta(ru, 'og:image')).toBe(`${HOSTS.ru}/share/question.png`);
    const other = await (await getPage(`${HOSTS.intl}/?modal=other`)).text();
    expect(meta(other, 'og:image')).toBe(`${HOSTS.intl}/share/international.png`);
  });
});
