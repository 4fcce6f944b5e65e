import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { reviewEvent } from '../../worker/services/event-review';
import { owner, facilityIn } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { DAY, api, completeEvent, creator } from './support/events';

/** / ADR 103: event and point pages carry their own share card and JSON-LD, per edition. */
type Host = keyof typeof HOSTS;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const ZONES: Record<Host, string> = { ru: 'Europe/Moscow', kz: 'Asia/Almaty', intl: 'America/Argentina/Buenos_Aires' };

async function eventIn(host: Host, overrides: Record<string, unknown> = {}) {
  const user = await creator();
  await env.DB.prepare(`UPDATE organisations SET contacts = ? WHERE id = ?`)
    .bind(JSON.stringify({ website: 'green.example.org' }), user.orgId)
    .run();
  const start = Date.now() + 7 * DAY;
  const body = completeEvent({
    startsAt: utcToLocal(start, ZONES[host]),
    endsAt: utcToLocal(start + 3 * 3600_000, ZONES[host]),
    timeZone: ZONES[host],
    ...overrides,
  });
  const created = await api('POST', '', user, body, `${HOSTS[host]}/api/web/v1/charity-event`);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as string;
  expect(
    (await api('POST', `/${id}/send-to-review`, user, undefined, `${HOSTS[host]}/api/web/v1/charity-event`)).status,
  ).toBe(200);
  await reviewEvent(env.DB, { eventId: id, managerId: user.userId, decision: 'publish' });
  return id;
}

describe('event share card and Event JSON-LD', () => {
  it.each([
    ['ru', 'RUB', 'RU'],
    ['kz', 'KZT', 'KZ'],
    ['intl', 'USD', 'AR'],
  ] as const)(
    '%s: own title, og:type event, description ≤ 200, currency %s, country %s, one origin',
    async (host, currency, country) => {
      const long = 'Bring gloves. '.repeat(19); // 266 characters: within the summary limit, over the card's 200
      const id = await eventIn(host, { title: 'River bank cleanup', summary: long });
      const html = await (await getPage(`${HOSTS[host]}/charity-event/${id}`)).text();
      expect(title(html)).toMatch(/^River bank cleanup — /);
      expect(meta(html, 'og:title')).toBe(title(html));
      expect(meta(html, 'og:type')).toBe('event');
      const description = meta(html, 'og:description')!;
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description.startsWith('Bring gloves.')).toBe(true);
      expect(meta(html, 'og:url')).toBe(`${HOSTS[host]}/charity-event/${id}`);
      expect(meta(html, 'og:image')!.startsWith(`${HOSTS[host]}/`)).toBe(true);

      const [ld] = jsonLd(html).filter((j) => j['@type'] === 'Event');
      expect(ld).toBeDefined();
      expect(ld!.name).toBe('River bank cleanup');
      expect(ld!.url).toBe(`${HOSTS[host]}/charity-event/${id}`);
      expect(ld!.offers).toMatchObject({
        '@type': 'Offer',
        price: '0',
        priceCurrency: currency,
        url: `${HOSTS[host]}/charity-event/${id}`,
      });
      expect(ld!.location.address.addressCountry).toBe(country);
      expect(ld!.organizer).toMatchObject({ '@type': 'Organization', url: 'https://green.example.org' });
      expect(ld!.image[0]).toBe(meta(html, 'og:image'));
      expect(ld!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(ld!.eventStatus).toBe('https://schema.org/EventScheduled');
      // Only one Event object: the page body no longer carries its own copy.
      expect(jsonLd(html).filter((j) => j['@type'] === 'Event')).toHaveLength(1);
    },
  );
});

describe('point share card and RecyclingCenter JSON-LD', () => {
  it('names the point, og:type place, address in the description, opening hours with the lunch break split', async () => {
    const id = await facilityIn(await owner(), 'accepted');
    const html = await (await getPage(`${HOSTS.ru}/recycling-points/${id}`)).text();
    expect(title(html)).toMatch(/^Eco point on Lesnaya — /);
    expect(meta(html, 'og:type')).toBe('place');
    expect(meta(html, 'og:description')).toContain('Lesnaya st. 7, Moscow');
    const ld = jsonLd(html).find((j) => j['@type'] === 'RecyclingCenter')!;
    expect(ld).toMatchObject({
      name: 'Eco point on Lesnaya',
      url: `${HOSTS.ru}/recycling-points/${id}`,
      address: { '@type': 'PostalAddress', streetAddress: 'Lesnaya st. 7, Moscow', addressCountry: 'RU' },
      geo: { '@type': 'GeoCoordinates', latitude: 55.7811, longitude: 37.5912 },
    });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '14:00', closes: '18:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '10:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });
});

describe('home pages: Organization and WebSite with a SearchAction into the finder', () => {
  it.each(['ru', 'kz', 'intl'] as const)('%s', async (host) => {
    const html = await (await getPage(`${HOSTS[host]}/`)).text();
    const org = jsonLd(html).find((j) => j['@type'] === 'Organization')!;
    const site = jsonLd(html).find((j) => j['@type'] === 'WebSite')!;
    expect(org.url).toBe(`${HOSTS[host]}/`);
    expect(site.url).toBe(`${HOSTS[host]}/`);
    expect(site.potentialAction.target.urlTemplate).toBe(`${HOSTS[host]}/recycling-points?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(meta(html, 'og:type')).toBe('website');
  });
});
