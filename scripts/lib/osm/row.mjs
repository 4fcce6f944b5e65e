/**
 * One OSM element → one osm_facilities row: names in several languages, an address from addr:*, the
 * catalogue materials, the hours, the time zone, and a digest of it all (unchanged digest = the
 * stored row is left untouched by a re-import).
 */
import { createHash } from 'node:crypto';
import { osmHours } from './hours.mjs';
import { osmKind, osmMaterials } from './materials.mjs';

const CATALOGUE = [
  'paper',
  'cardboard',
  'pet',
  'hard-plastic',
  'plastic-film',
  'glass',
  'metal-cans',
  'scrap-metal',
  'batteries',
  'electronics',
  'textiles',
  'cartons',
  'lamps',
];
const NAME_LANGS = ['ru', 'kk', 'en', 'es'];

/**
 * Time zone by position: the zones of the editions' countries by longitude bands, then the
 * edition's default. Coarse on purpose (no zone polygons shipped); `--time-zone` overrides.
 */
const ZONES = [
  // [minLat, maxLat, minLng, maxLng, zone]
  [-56, -21, -74, -53, 'America/Argentina/Buenos_Aires'],
  [24, 50, -90, -66, 'America/New_York'],
  [24, 50, -104, -90, 'America/Chicago'],
  [24, 50, -115, -104, 'America/Denver'],
  [24, 50, -125, -115, 'America/Los_Angeles'],
  [40, 56, 46, 88, 'Asia/Almaty'],
  [54, 56, 19, 23, 'Europe/Kaliningrad'],
  [41, 82, 23, 50, 'Europe/Moscow'],
  [41, 82, 50, 66, 'Asia/Yekaterinburg'],
  [41, 82, 66, 76, 'Asia/Omsk'],
  [41, 82, 76, 88, 'Asia/Novosibirsk'],
  [41, 82, 88, 106, 'Asia/Krasnoyarsk'],
  [41, 82, 106, 120, 'Asia/Irkutsk'],
  [41, 82, 120, 135, 'Asia/Yakutsk'],
  [41, 82, 135, 150, 'Asia/Vladivostok'],
];
const EDITION_ZONES = { ru: 'Europe/Moscow', kz: 'Asia/Almaty', international: 'UTC' };
const EDITION_COUNTRIES = { ru: 'ru', kz: 'kz' };

function zoneFor(lat, lng, edition) {
  // Kazakhstan and Russia overlap in the bands: the edition decides.
  for (const [a, b, c, d, zone] of ZONES) {
    if (lat >= a && lat <= b && lng >= c && lng <= d) {
      if (edition === 'kz' && zone !== 'Asia/Almaty' && lng > 46 && lng < 88 && lat < 56) return 'Asia/Almaty';
      if (edition !== 'kz' && zone === 'Asia/Almaty') continue;
      return zone;
    }
  }
  return EDITION_ZONES[edition] ?? 'UTC';
}

function countryFor(lat, lng, edition) {
  if (EDITION_COUNTRIES[edition]) return EDITION_COUNTRIES[edition];
  if (lat < -21 && lng > -74 && lng < -53) return 'ar';
  if (lat > 24 && lat < 50 && lng < -66 && lng > -125) return 'us';
  return '';
}

function address(tags) {
  if (tags['addr:full']) return tags['addr:full'];
  const street = [tags['addr:street'] ?? tags['addr:place'], tags['addr:housenumber']].filter(Boolean).join(', ');
  return [street, tags['addr:city']].filter(Boolean).join(', ');
}

/**
 * Invisible controls that can reorder or hide what a reader sees (docs/security.md, "OpenStreetMap
 * import"): bidi overrides and isolates, zero-width characters, the byte-order mark, and every other
 * Cc/Cf character except tab, line feed and carriage return. worker/data/osm-facilities.ts applies the
 * same rule where the worker reads rows stored before it.
 */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]|(?![\t\n\r])[\p{Cc}\p{Cf}]/gu;
const stripControls = (v) => String(v ?? '').replace(CONTROLS, '');

const clip = (v, n = 500) => stripControls(v).slice(0, n);

/**
 * A tagged website kept only as an absolute http(s) URL (javascript:, data: and bare words are
 * dropped, never guessed): pages put it in an href. ui/shared/osm/links.ts `safeWebUrl` is the
 * same rule where the worker renders it.
 */
export function webUrl(value) {
  const text = stripControls(value).trim();
  if (!/^https?:\/\//i.test(text) || text.length > 300) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : '';
  } catch {
    return '';
  }
}

/**
 * Most points share a few opening_hours values ('24/7', 'Mo-Fr 09:00-18:00'): each distinct value
 * is evaluated once per country and day of import (bounded, so a huge extract cannot grow it).
 */
const hoursCache = new Map();
function cachedHours(text, country, lat, lng, now) {
  if (!text) return osmHours(text, { country, lat, lon: lng, now });
  // Sunrise/sunset depend on the position: such values are not shared.
  const key = /sun|dawn|dusk/.test(text) ? null : `${country}|${now.toISOString().slice(0, 10)}|${text}`;
  if (key && hoursCache.has(key)) return hoursCache.get(key);
  const hours = osmHours(text, { country, lat, lon: lng, now });
  if (key) {
    if (hoursCache.size >= 5000) hoursCache.delete(hoursCache.keys().next().value);
    hoursCache.set(key, hours);
  }
  return hours;
}

/** A real place: finite, latitude within -90..90, longitude within -180..180. */
export const inRange = (lat, lng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** The row for an element already known to be wanted, at (lat, lng). */
export function osmRow(element, { lat, lng, edition, now = new Date(), timeZone = null }) {
  // Every value the row is made of, hours and materials included, without invisible controls.
  const tags = Object.fromEntries(Object.entries(element.tags).map(([k, v]) => [k, stripControls(v)]));
  const names = {};
  for (const lang of NAME_LANGS) if (tags[`name:${lang}`]) names[lang] = clip(tags[`name:${lang}`], 200);
  const { known, slugs } = osmMaterials(tags, CATALOGUE);
  const zone = timeZone ?? zoneFor(lat, lng, edition);
  const hours = cachedHours(tags.opening_hours, countryFor(lat, lng, edition), lat, lng, now);
  const row = {
    id: `${element.type}-${element.id}`,
    osm_type: element.type,
    osm_id: element.id,
    osm_version: element.version ?? 0,
    osm_timestamp: element.timestamp ?? null,
    check_date: /^\d{4}-\d{2}(-\d{2})?$/.test(tags.check_date ?? tags['survey:date'] ?? '')
      ? (tags.check_date ?? tags['survey:date'])
      : '',
    edition,
    lat: Math.round(lat * 1e7) / 1e7,
    lng: Math.round(lng * 1e7) / 1e7,
    name: clip(tags.name, 200),
    names: JSON.stringify(names),
    address: clip(address(tags)),
    kind: osmKind(tags),
    materials: JSON.stringify(slugs),
    materials_known: known ? 1 : 0,
    opening_hours: clip(tags.opening_hours, 1000),
    hours_kind: hours.kind,
    working_hours: JSON.stringify(hours.workingHours),
    intervals: JSON.stringify(hours.intervals?.ranges ? hours.intervals : []),
    time_zone: zone,
    operator: clip(tags.operator, 200),
    website: webUrl(tags.website ?? tags['contact:website']),
    phone: clip(tags.phone ?? tags['contact:phone'], 100),
    wheelchair: clip(tags.wheelchair, 20),
  };
  // Dated hours depend on the import date; hash the tags they come from instead, so an unchanged
  // point is not rewritten by every import.
  // The month of the window is hashed too, so monthly re-imports move a dated year forward.
  const basis = {
    ...row,
    intervals:
      row.hours_kind === 'dated'
        ? `${row.opening_hours}@${Math.floor(hours.intervals.from / (30 * 24 * 60))}`
        : row.intervals,
  };
  row.digest = createHash('sha1').update(JSON.stringify(basis)).digest('base64url').slice(0, 16);
  return row;
}

export const ROW_COLUMNS = [
  'id',
  'osm_type',
  'osm_id',
  'osm_version',
  'osm_timestamp',
  'check_date',
  'edition',
  'digest',
  'lat',
  'lng',
  'name',
  'names',
  'address',
  'kind',
  'materials',
  'materials_known',
  'opening_hours',
  'hours_kind',
  'working_hours',
  'intervals',
  'time_zone',
  'operator',
  'website',
  'phone',
  'wheelchair',
];
