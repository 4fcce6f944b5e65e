import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';

type Host = keyof typeof HOSTS;
const html = async (url: string, headers: Record<string, string> = {}) => {
  const res = await getPage(url, { headers });
  return { status: res.status, body: await res.text() };
};
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe('static pages', () => {
  const BRANDS: Record<Host, string> = { ru: 'ЭкоПортал', kz: 'EcoPortal Qazaqstan', intl: 'EcoPortal' };
  const PAGES = [
    '/',
    '/get-app',
    '/charity-events-manual/',
    '/inspection-manual/',
    '/cookies/',
    '/personal-data/',
    '/privacy-policy',
  ];

  it.each(Object.keys(HOSTS) as Host[])(
    'every static page of the %s edition renders with the brand in its title',
    async (host) => {
      for (const path of PAGES) {
        const { status, body } = await html(`${HOSTS[host]}${path}`);
        expect(status, path).toBe(200);
        expect(decode(title(body)), path).toContain(BRANDS[host]);
      }
    },
  );

  it('titles are translated in both Kazakhstan locales', async () => {
    const kk = title((await html(`${HOSTS.kz}/get-app`)).body);
    const ru = title((await html(`${HOSTS.kz}/ru-kz/get-app`)).body);
    expect(kk).toContain('қосымшасы');
    expect(ru).toContain('Мобильное приложение');
  });

  it.each([
    ['ru', 'RUB'],
    ['kz', 'RUB'],
    ['intl', 'USD'],
  ] as const)('/get-app on %s carries a SoftwareApplication JSON-LD offer of 0 %s', async (host, currency) => {
    const { body } = await html(`${HOSTS[host]}/get-app`);
    const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(body)?.[1];
    const data = JSON.parse(json!) as { '@type': string; offers: { price: string; priceCurrency: string } };
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '0', priceCurrency: currency });
  });

  it('the manuals have their anchors', async () => {
    const events = (await html(`${HOSTS.ru}/charity-events-manual/`)).body;
    for (const id of ['registration', 'create-charity-event', 'charity-events-viewing-and-editing', 'faq'])
      expect(events).toContain(`id="${id}"`);
    const inspection = (await html(`${HOSTS.intl}/inspection-manual/`)).body;
    for (const id of ['create-inspection', 'view-inspections']) expect(inspection).toContain(`id="${id}"`);
  });

  it.each([
    ['ru', '/charity-events-manual/'],
    ['kz', '/inspection-manual/'],
    ['intl', '/charity-events-manual/'],
  ] as const)('%s%s: the two tables of contents are landmarks with different names', async (host, path) => {
    const { body } = await html(`${HOSTS[host]}${path}`);
    const tocs = [...body.matchAll(/<nav\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes('data-testid="toc-'));
    const names = tocs.map((tag) => decode(/aria-label="([^"]*)"/.exec(tag)?.[1] ?? ''));
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(2);
    // Every navigation landmark on the page, not only these two, has a name of its own.
    const all = [...body.matchAll(/<nav\b[^>]*aria-label="([^"]*)"/g)].map((m) => decode(m[1]!));
    expect(new Set(all).size, all.join(' | ')).toBe(all.length);
  });

  it('the header links the events manual but never the inspection manual or the policies', async () => {
    const { body } = await html(`${HOSTS.ru}/`);
    const header = /<header[\s\S]*?<\/header>/.exec(body)![0];
    expect(header).toContain('href="/charity-events-manual/"');
    expect(header).toContain('href="/get-app"');
    expect(header).not.toContain('inspection-manual');
    expect(header).not.toMatch(/cookies|personal-data|privacy-policy/);
  });

  it.each([
    ['ru', true, ['/cookies/', '/personal-data/'], false],
    ['kz', false, ['/privacy-policy'], true],
    ['intl', false, ['/privacy-policy'], false],
  ] as const)('%s: partner links %s, policy links %j, language picker %s', async (host, partners, policies, picker) => {
    const { body } = await html(`${HOSTS[host]}/`);
    expect(body.includes('data-testid="header-partner-links"')).toBe(partners);
    expect(body.includes('https://regulator.example.org')).toBe(partners);
    const footerPolicies = /data-testid="policy-links"[\s\S]*?<\/ul>/.exec(body)![0];
    expect([...footerPolicies.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(policies);
    expect(body.includes('data-testid="language-picker"')).toBe(picker);
  });

  it('the Kazakhstan footer lists both phones; links keep the locale prefix', async () => {
    const { body } = await html(`${HOSTS.kz}/ru-kz/`);
    expect(body.match(/data-testid="footer-phone"/g)).toHaveLength(2);
    expect(body).toContain('href="/ru-kz/get-app"');
    expect(body).toContain('href="/ru-kz/charity-events-manual/"');
  });

  it('the guest account menu offers Authorization and Registration', async () => {
    const { body } = await html(`${HOSTS.intl}/`);
    expect(body).toMatch(/href="\/login"[^>]*data-testid="account-login"/);
    expect(body).toMatch(/href="\/registration\/"[^>]*data-testid="account-registration"/);
  });

  it('?hide-layout-ui=true leaves only the page', async () => {
    const { body } = await html(`${HOSTS.kz}/?hide-layout-ui=true`, { 'accept-language': 'ru-RU' });
    for (const id of ['site-header', 'footer', 'language-prompt', 'menu-button'])
      expect(body).not.toContain(`data-testid="${id}"`);
    expect(body).toContain('data-testid="home-hero"');
    const normal = (await html(`${HOSTS.kz}/`, { 'accept-language': 'ru-RU' })).body;
    for (const id of ['site-header', 'footer', 'language-prompt']) expect(normal).toContain(`data-testid="${id}"`);
  });

  it("policy pages name the edition's data law", async () => {
    expect((await html(`${HOSTS.ru}/personal-data/`)).body).toContain('152-ФЗ');
    expect((await html(`${HOSTS.kz}/privacy-policy`)).body).toContain('94-V');
    expect((await html(`${HOSTS.intl}/privacy-policy`)).body).toContain('GDPR');
  });
});
