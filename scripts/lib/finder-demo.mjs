/**
 * Deterministic demo recycling points for the finder: cities of every edition, names,
 * addresses and notes in each edition's own languages (the Kazakh edition's in Kazakh), each pin on
 * the street its address names, prices per kilogram or piece in the edition's currency, addresses
 * in local form, varied hours (24-hour points included), materials and time zones. Used by scripts/seed-facilities.mjs (300+ points
 * for development) and test/bench/finder.mjs (10,000 for the benchmark).
 */
import { q, stableId } from './seed-sql.mjs';
import { seededRandom } from './seeded-random.mjs';

const RU_NOTES = [
  'Вход со двора, звонок у ворот.',
  'Контейнеры у шлагбаума, рядом с парковкой.',
  'Пакеты с вторсырьём оставляйте у стойки приёма.',
  'Принимаем чистое и сухое вторсырьё.',
  'Рядом остановка общественного транспорта.',
];
const RU_RULES = 'Сполосните бутылки и банки, сплющите картон. Пищевые отходы не принимаем.';
const CITIES = [
  {
    key: 'moscow',
    edition: 'ru',
    zone: 'Europe/Moscow',
    lat: 55.7558,
    lng: 37.6173,
    phone: '+7495555',
    org: { city: 'Москва', legal: (op) => `ООО «${op}»`, tin: '7707083893' },
    langs: ['ru'],
    operators: { ru: ['ЭкоСбор', 'Зелёная точка', 'ВторРесурс', 'Чистый город', 'Собиратор'] },
    streets: {
      ru: [
        'ул. Тверская',
        'ул. Арбат',
        'Ленинский пр-т',
        'ул. Профсоюзная',
        'Кутузовский пр-т',
        'ул. Бауманская',
        'ул. Новослободская',
        'Мичуринский пр-т',
        'ул. Большая Ордынка',
        'Каширское ш.',
        'ул. Сретенка',
        'Варшавское ш.',
        'ул. Покровка',
        'Дмитровское ш.',
        'ул. Маросейка',
      ],
    },
    anchors: [
      [55.764, 37.606],
      [55.7495, 37.592],
      [55.7075, 37.5855],
      [55.685, 37.572],
      [55.741, 37.535],
      [55.7725, 37.679],
      [55.784, 37.599],
      [55.695, 37.5],
      [55.74, 37.625],
      [55.6545, 37.6487],
      [55.7685, 37.6335],
      [55.6826, 37.6209],
      [55.759, 37.646],
      [55.8186, 37.5747],
      [55.7575, 37.637],
    ],
    name: { ru: (op, street) => `${op} — ${street.replace(/^(ул\.|пр-т|ш\.) ?/, '').replace(/ (пр-т|ш\.)$/, '')}` },
    address: { ru: (street, house, zip) => `${street}, д. ${house}, Москва, ${zip}` },
    notes: { ru: RU_NOTES },
    rules: { ru: RU_RULES },
  },
  {
    key: 'spb',
    edition: 'ru',
    zone: 'Europe/Moscow',
    lat: 59.9343,
    lng: 30.3351,
    phone: '+7812555',
    org: { city: 'Санкт-Петербург', legal: (op) => `ООО «${op}»`, tin: '7841000026' },
    langs: ['ru'],
    operators: { ru: ['ЭкоСбор', 'Балтийский вторресурс', 'Зелёная точка', 'Невский экопункт', 'РазДельный Сбор'] },
    streets: {
      ru: [
        'Невский пр-т',
        'ул. Марата',
        'Лиговский пр-т',
        'Садовая ул.',
        'Большой пр-т В. О.',
        'ул. Рубинштейна',
        'Московский пр-т',
        'наб. реки Фонтанки',
        'ул. Савушкина',
        'пр-т Просвещения',
        'Гороховая ул.',
        'ул. Типанова',
      ],
    },
    anchors: [
      [59.934, 30.335],
      [59.926, 30.352],
      [59.923, 30.359],
      [59.927, 30.317],
      [59.941, 30.27],
      [59.929, 30.345],
      [59.892, 30.318],
      [59.933, 30.343],
      [59.988, 30.26],
      [60.051, 30.332],
      [59.929, 30.32],
      [59.853, 30.345],
    ],
    name: { ru: (op, street) => `${op} — ${street}` },
    address: { ru: (street, house, zip) => `${street}, д. ${house}, Санкт-Петербург, ${zip}` },
    notes: { ru: RU_NOTES },
    rules: { ru: RU_RULES },
  },
  {
    key: 'almaty',
    edition: 'kz',
    zone: 'Asia/Almaty',
    lat: 43.2389,
    lng: 76.8897,
    phone: '+7727555',
    org: { city: 'Алматы', legal: (op) => `ЖШС «${op}»`, tin: '180540012345' },
    langs: ['kk'],
    operators: { kk: ['ЭкоЖинақ', 'Таза қала', 'Жасыл нүкте'] },
    streets: {
      kk: [
        'Абай даңғылы',
        'Төле би көшесі',
        'Сейфуллин даңғылы',
        'Жібек жолы көшесі',
        'Әл-Фараби даңғылы',
        'Райымбек даңғылы',
      ],
    },
    // A spot on each street, in the order above (pins sit within a few hundred metres of it).
    anchors: [
      [43.2404, 76.911],
      [43.2525, 76.9],
      [43.249, 76.9375],
      [43.2615, 76.942],
      [43.218, 76.92],
      [43.2705, 76.92],
    ],
    name: { kk: (op, street) => `${op} — ${street}` },
    address: { kk: (street, house, zip) => `Алматы қ., ${street}, ${house}, ${zip}` },
    notes: {
      kk: ['Кіреберіс аула жағынан.', 'Контейнерлер тұрақ жанында.', 'Тек таза және құрғақ шикізат қабылданады.'],
    },
    rules: { kk: 'Бөтелкелер мен банкаларды шайыңыз, картонды жалпақтаңыз. Тамақ қалдықтары қабылданбайды.' },
  },
  {
    key: 'astana',
    edition: 'kz',
    zone: 'Asia/Almaty',
    lat: 51.1694,
    lng: 71.4491,
    phone: '+7717555',
    org: { city: 'Астана', legal: (op) => `ЖШС «${op}»`, tin: '190340023456' },
    langs: ['kk'],
    operators: { kk: ['ЭкоЖинақ', 'Таза Астана', 'Жасыл нүкте'] },
    streets: {
      kk: [
        'Қабанбай батыр даңғылы',
        'Тұран даңғылы',
        'Республика даңғылы',
        'Мәңгілік Ел даңғылы',
        'Кенесары көшесі',
        'Сарыарқа даңғылы',
      ],
    },
    anchors: [
      [51.128, 71.43],
      [51.13, 71.41],
      [51.165, 71.43],
      [51.09, 71.418],
      [51.166, 71.44],
      [51.171, 71.415],
    ],
    name: { kk: (op, street) => `${op} — ${street}` },
    address: { kk: (street, house, zip) => `Астана қ., ${street}, ${house}, ${zip}` },
    notes: { kk: ['Кіреберіс аула жағынан.', 'Сауда орталығының тұрағында.', 'Қоңырау шалып келіңіз.'] },
    rules: { kk: 'Бөтелкелер мен банкаларды шайыңыз, картонды жалпақтаңыз. Тамақ қалдықтары қабылданбайды.' },
  },
  {
    key: 'buenos-aires',
    edition: 'international',
    zone: 'America/Argentina/Buenos_Aires',
    lat: -34.6037,
    lng: -58.3816,
    phone: '+541155',
    org: { city: 'Buenos Aires', legal: (op) => `${op} S.R.L.`, tin: '30-71234567-1' },
    langs: ['es'],
    operators: { es: ['Punto Verde', 'EcoPunto', 'Reciclá BA', 'Cooperativa El Ceibo', 'Campana Verde'] },
    streets: {
      es: [
        'Av. Corrientes',
        'Av. Santa Fe',
        'Av. Rivadavia',
        'Av. Cabildo',
        'Thames',
        'Defensa',
        'Av. Córdoba',
        'Humboldt',
        'Av. San Juan',
        'Gorriti',
        'Av. Belgrano',
        'Billinghurst',
      ],
    },
    anchors: [
      [-34.6035, -58.389],
      [-34.595, -58.395],
      [-34.609, -58.4],
      [-34.562, -58.456],
      [-34.588, -58.43],
      [-34.615, -58.372],
      [-34.599, -58.395],
      [-34.585, -58.438],
      [-34.623, -58.39],
      [-34.587, -58.431],
      [-34.613, -58.385],
      [-34.592, -58.412],
    ],
    name: { es: (op, street) => `${op} ${street.replace(/^Av\. /, '')}` },
    address: { es: (street, house, zip) => `${street} ${house * 10 + 3}, ${zip} CABA` },
    notes: {
      es: [
        'Entrada por el portón lateral.',
        'Contenedores junto al estacionamiento.',
        'Recibimos materiales limpios y secos.',
        'A media cuadra del subte.',
      ],
    },
    rules: { es: 'Enjuagá botellas y latas y aplastá el cartón. No se reciben restos de comida.' },
  },
  {
    key: 'new-york',
    edition: 'international',
    zone: 'America/New_York',
    lat: 40.7484,
    lng: -73.9857,
    phone: '+1212555',
    org: { city: 'New York', legal: (op) => `${op} LLC`, tin: '12-3456789' },
    langs: ['en'],
    operators: { en: ['GreenDrop', 'Recycle Hub', 'Sims Drop-off', 'Big Reuse', 'Lower East Side Ecology'] },
    streets: {
      en: [
        'W 54th St',
        'Broadway',
        'E 14th St',
        'Atlantic Ave',
        'Bedford Ave',
        'Amsterdam Ave',
        'Canal St',
        'Lexington Ave',
        'Flatbush Ave',
        'W 125th St',
        'Greenwich St',
        '2nd Ave',
      ],
    },
    anchors: [
      [40.764, -73.98],
      [40.759, -73.985],
      [40.733, -73.987],
      [40.686, -73.98],
      [40.717, -73.958],
      [40.787, -73.975],
      [40.719, -74.001],
      [40.758, -73.971],
      [40.68, -73.975],
      [40.81, -73.949],
      [40.72, -74.01],
      [40.73, -73.986],
    ],
    name: { en: (op, street) => `${op} ${street}` },
    address: { en: (street, house, zip) => `${house * 10 + 5} ${street}, New York, NY ${zip}` },
    notes: {
      en: [
        'Enter through the loading dock.',
        'Bins next to the parking lot.',
        'Clean and dry items only.',
        'Two blocks from the subway.',
      ],
    },
    rules: { en: 'Rinse bottles and cans, flatten cardboard. No food waste.' },
  },
];

/** Postcodes in each country's own form (a plausible range for the city). */
const ZIP = {
  moscow: (n) => `1${String(15000 + n * 15).padStart(5, '0')}`,
  spb: (n) => `19${String(1000 + n * 8).slice(0, 4)}`,
  almaty: (n) => `0500${String(n % 70).padStart(2, '0')}`,
  astana: (n) => `0100${String(n % 20).padStart(2, '0')}`,
  'buenos-aires': (n) => `C1${String(n).padStart(3, '0')}${['AAB', 'ABD', 'ACF', 'ADH'][n % 4]}`,
  'new-york': (n) => `100${String(1 + (n % 40)).padStart(2, '0')}`,
};

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
