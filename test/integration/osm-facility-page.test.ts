/**
 * The OpenStreetMap point page says things the way owners' point pages do: the time zone as people
 * name it, "closed · opens tomorrow at 10:00", the phone formatted, and the tagged website only as
 * an http(s) link (worker/routes/osm.tsx, ui/pages/recycling-points/OsmFacilityPage.tsx); and no
 * invisible control stored in a row's text reaches the page or the GeoJSON download.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../ui/shared/finder/open-now';
import { WEEKDAYS } from '../../ui/shared/facility/model';
import { HOSTS, getPage } from './helpers';
import { osmFacilityRow } from './support/osm-rows';

const SPOOFED = 'Пункт\u202Eорп\u202C\u200Fприёма\u0007';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters on purpose
const CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF\u0000-\u0008]/;

const html = async (id: number) => {
  const res = await getPage(`${HOSTS.ru}/recycling-points/osm-node-${id}`);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  // Open only tomorrow (on Moscow's wall clock), 10:00–18:00.
  const today = wallClock(new Date(), 'Europe/Moscow').day;
  const tomorrow = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7]!;
  const hours = { [tomorrow]: { start: '10:00', end: '18:00', worksFullDay: false, noLunchBreak: true } };
  await env.DB.batch([
    osmFacilityRow(7001, {
      opening_hours: `${tomorrow.slice(0, 2)} 10:00-18:00`,
      working_hours: JSON.stringify(hours),
      phone: '+74955551186',
      website: 'https://eco.example.org/point',
    }),
    osmFacilityRow(7002, { website: 'javascript:alert(document.cookie)', phone: 'звоните днём' }),
    // Stored before the importer stripped invisible controls (docs/security.md, "OpenStreetMap import").
    osmFacilityRow(7003, {
      name: SPOOFED,
      names: JSON.stringify({ ru: SPOOFED }),
      address: `Невский\u200B проспект\uFEFF`,
      operator: 'Эко\u2066Сбор\u2069',
    }),
  ]);
});

describe('OpenStreetMap point page', () => {
  it('names the time zone as people do, never its IANA id', async () => {
    const page = await html(7001);
    expect(page).toContain('Местное время (Москва)');
    expect(page).not.toContain('Europe/Moscow)');
  });

  it("says when a closed point opens next, as owners' pages do", async () => {
    expect(await html(7001)).toMatch(/data-testid="open-now"[^>]*>.*Закрыто · откроется завтра в 10:00/s);
  });

  it('formats the phone and keeps its tel: link', async () => {
    const page = await html(7001);
    expect(page).toMatch(/href="tel:\+74955551186"[^>]*>\+7 495 555 11 86</);
    // Not a number: shown as tagged.
    expect(await html(7002)).toContain('звоните днём');
  });

  it('links only an http(s) website', async () => {
    expect(await html(7001)).toContain('href="https://eco.example.org/point"');
    const bad = await html(7002);
    expect(bad).not.toContain('javascript:alert');
    expect(bad).not.toContain('data-testid="osm-website"');
  });
});

describe('OpenStreetMap text with invisible controls', () => {
  it('reaches neither the point page nor the GeoJSON download', async () => {
    const page = await html(7003);
    expect(page).toContain('Пункторпприёма');
    expect(page).toContain('Невский проспект');
    expect(page).not.toMatch(CONTROLS);
    const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points.geojson?source=osm`);
    const feature = (
      (await res.json()) as { features: { id: string; properties: Record<string, unknown> }[] }
    ).features.find((f) => f.id === 'osm-node-7003');
    expect(feature?.properties.name).toBe('Пункторпприёма');
    expect(JSON.stringify(feature)).not.toMatch(CONTROLS);
  });
});
