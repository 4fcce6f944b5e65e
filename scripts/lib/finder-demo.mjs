/**
 * Deterministic demo recycling points for the finder: cities of every edition, names,
 * addresses and notes in each edition's own languages (the Kazakh edition's in Kazakh), each pin on
 * the street its address names, prices per kilogram or piece in the edition's currency, addresses
 * in local form, varied hours (24-hour points included), materials and time zones. Used by
 * scripts/seed-facilities.mjs (300+ points for development) and test/bench/finder.mjs (10,000 for
 * the benchmark). The cities themselves are in finder-demo-cities.mjs.
 */
import { CITIES, ZIP } from './finder-demo-cities.mjs';
import { q, stableId } from './seed-sql.mjs';
import { seededRandom } from './seeded-random.mjs';

const day = (start, end, breakStart = '', breakEnd = '') => ({
  start,
  end,
  breakStart,
  breakEnd,
  worksFullDay: false,
  noLunchBreak: !breakStart,
});
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
const full = { ...off, worksFullDay: true };
const week = (mon, sat = mon, sun = sat) => ({
  monday: mon,
  tuesday: mon,
  wednesday: mon,
  thursday: mon,
  friday: mon,
  saturday: sat,
  sunday: sun,
});
const HOURS = [
  week(full), // 24 hours every day
  week(day('09:00', '18:00', '13:00', '14:00'), off, off),
  week(day('08:00', '20:00'), day('10:00', '16:00'), off),
  week(day('10:00', '22:00')),
  week(day('07:00', '19:00', '12:00', '12:30'), day('09:00', '15:00')),
  week(off, day('10:00', '18:00'), day('10:00', '18:00')), // weekends only
  week(day('11:00', '20:00'), day('11:00', '17:00'), off),
  week(day('20:00', '02:00'), day('20:00', '02:00'), off), // evening shift past midnight
];
const MATERIALS = 13; // facility_material_types ids 1..13 (migrations/0003)
/** Degrees of latitude (about 280 m) a pin may stand from its street's spot. */
const PIN_SPREAD = 0.0025;

/**
 * What a point pays, by material (ids 1..13 of migrations/0003): per kilogram, or per piece for cans
 * and lamps, in the currency each edition shows (ui/shared/facility/display.ts: ₽, ₸, US$),
 * at plausible buy-back prices (tenge about 5.5 to the rouble).
 */
const RATES = {
  //   paper  cardboard  PET  hard plastic  film  glass  cans(pc)  scrap  batteries  electronics  textiles  cartons  lamps(pc)
  ru: [6, 5, 18, 14, 8, 1.5, 0.5, 20, 10, 15, 3, 2, 5],
  kz: [30, 25, 90, 70, 40, 8, 3, 110, 50, 80, 15, 10, 25],
  international: [0.08, 0.06, 0.25, 0.2, 0.1, 0.02, 0.05, 0.25, 0.1, 0.2, 0.05, 0.03, 0.1],
};
const PER_PIECE = new Set([7, 13]);
/** A material's unit and price at a point: the edition's rate, varied by a few per cent per point. */
function demoRate(edition, srm, pointIndex) {
  const base = RATES[edition][srm - 1];
  const factor = 0.9 + 0.05 * (pointIndex % 5);
  return { unit: PER_PIECE.has(srm) ? 'pcs' : 'kg', price: (base * factor).toFixed(2) };
}

export function finderFacilities(count, seed = 17) {
  const rnd = seededRandom(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const points = [];
  for (let i = 0; i < count; i++) {
    const city = CITIES[i % CITIES.length];
    const lang = city.langs[Math.floor(i / CITIES.length) % city.langs.length];
    const streetIndex = Math.floor(rnd() * city.streets[lang].length);
    const street = city.streets[lang][streetIndex];
    const house = 1 + Math.floor(rnd() * 120);
    const zip = ZIP[city.key](Math.floor(rnd() * 1000));
    const operator = pick(city.operators[lang]);
    const materials = new Set();
    const n = 2 + Math.floor(rnd() * 5);
    while (materials.size < n) materials.add(1 + Math.floor(rnd() * MATERIALS));
    // The pin stands on the street the address names: within PIN_SPREAD of a real spot on it.
    const [anchorLat, anchorLng] = city.anchors[streetIndex];
    const r = PIN_SPREAD * Math.sqrt(rnd());
    const a = rnd() * 2 * Math.PI;
    points.push({
      id: stableId(`finder-point:${seed}:${i}`),
      index: i,
      city: city.key,
      street: streetIndex,
      edition: city.edition,
      lang,
      name: `${city.name[lang](operator, street)}${i >= CITIES.length * 10 ? ` ${house}` : ''}`,
      address: city.address[lang](street, house, zip),
      lat: Number((anchorLat + r * Math.sin(a)).toFixed(6)),
      lng: Number((anchorLng + (r * Math.cos(a)) / Math.cos((anchorLat * Math.PI) / 180)).toFixed(6)),
      zone: city.zone,
      hours: HOURS[i % HOURS.length],
      materials: [...materials].sort((x, y) => x - y),
      comment: pick(city.notes[lang]),
      rules: city.rules[lang],
      phone: `${city.phone}${String(1000 + (i % 9000)).padStart(4, '0')}`,
      icon: 1 + (i % 8),
      // A few are temporarily closed, to show the mark in the list.
      status: i % 37 === 36 ? 'temporarily_not_working' : 'accepted',
    });
  }
  return points;
}

/**
 * Organisations that run the demo points: one per city (not the owner demo account's), under the
 * country's legal form (ООО, ЖШС, S.R.L., LLC) and tax number format.
 */
const finderOrgId = (city) => stableId(`org:finder:${city}`);

/** INSERT statements for `count` points (and their cities' organisations). */
export function finderFacilitiesSql(count, { seed = 17, now = Date.UTC(2026, 0, 15) } = {}) {
  const sql = [];
  for (const city of CITIES) {
    sql.push(
      `INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (${[
        finderOrgId(city.key),
        `${city.operators[city.langs[0]][0]} (${city.org.city})`,
        city.org.legal(city.operators[city.langs[0]][0]),
        city.org.tin,
        city.address[city.langs[0]](city.streets[city.langs[0]][0], 1, ZIP[city.key](0)),
        null,
        city.edition,
        '{}',
        now,
      ]
        .map(q)
        .join(', ')});`,
    );
  }
  for (const p of finderFacilities(count, seed)) {
    const contacts = { phone: p.phone, email: '', website: '', telegram: '', whatsapp: '', vk: '' };
    sql.push(
      `INSERT OR IGNORE INTO facilities (id, org_id, author_id, status, name, address, lng, lat, comment, description, contacts, working_hours, supervisor_name, supervisor_phone, supervisor_email, icon_id, time_zone, status_changed_at, created_at, updated_at) VALUES (${[
        p.id,
        finderOrgId(p.city),
        null,
        p.status,
        p.name,
        p.address,
        p.lng,
        p.lat,
        p.comment,
        p.rules,
        JSON.stringify(contacts),
        JSON.stringify(p.hours),
        '',
        '',
        '',
        p.icon,
        p.zone,
        now,
        now,
        now,
      ]
        .map(q)
        .join(', ')});`,
    );
    p.materials.forEach((srm, position) => {
      const { unit, price } = demoRate(p.edition, srm, p.index);
      sql.push(
        `INSERT OR IGNORE INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES (${[`${p.id.slice(0, 8)}-${position}`, p.id, position, unit, price, srm].map(q).join(', ')});`,
      );
    });
  }
  return sql;
}
