/**
 * Deterministic demo recycling points for the finder: cities of every edition, names,
 * addresses and notes in each edition's own languages, addresses in local form, varied hours
 * (24-hour points included), materials and time zones. Used by scripts/seed-facilities.mjs (300+ points
 * for development) and test/bench/finder.mjs (10,000 for the benchmark).
 */
import { q, stableId } from './seed-sql.mjs';
import { seededRandom } from './seeded-random.mjs';


const RU_NOTES = ['Вход со двора, звонок у ворот.', 'Контейнеры у шлагбаума, рядом с парковкой.', 'Пакеты с вторсырьём оставляйте у стойки приёма.', 'Принимаем чистое и сухое вторсырьё.', 'Рядом остановка общественного транспорта.'];
const RU_RULES = 'Сполосните бутылки и банки, сплющите картон. Пищевые отходы не принимаем.';
const CITIES = [
  {
    key: 'moscow', edition: 'ru', zone: 'Europe/Moscow', lat: 55.7558, lng: 37.6173, spread: 0.12, phone: '+7495555',
    langs: ['ru'],
    operators: { ru: ['ЭкоСбор', 'Зелёная точка', 'ВторРесурс', 'Чистый город', 'Собиратор'] },
    streets: { ru: ['ул. Тверская', 'ул. Арбат', 'Ленинский пр-т', 'ул. Профсоюзная', 'Кутузовский пр-т', 'ул. Бауманская', 'ул. Новослободская', 'Мичуринский пр-т', 'ул. Большая Ордынка', 'Каширское ш.', 'ул. Сретенка', 'Варшавское ш.', 'ул. Покровка', 'Дмитровское ш.', 'ул. Маросейка'] },
    name: { ru: (op, street) => `${op} — ${street.replace(/^(ул\.|пр-т|ш\.) ?/, '').replace(/ (пр-т|ш\.)$/, '')}` },
    address: { ru: (street, house, zip) => `${street}, д. ${house}, Москва, ${zip}` },
    notes: { ru: RU_NOTES }, rules: { ru: RU_RULES },
  },
  {
    key: 'spb', edition: 'ru', zone: 'Europe/Moscow', lat: 59.9343, lng: 30.3351, spread: 0.1, phone: '+7812555',
    langs: ['ru'],
    operators: { ru: ['ЭкоСбор', 'Балтийский вторресурс', 'Зелёная точка', 'Невский экопункт', 'РазДельный Сбор'] },
    streets: { ru: ['Невский пр-т', 'ул. Марата', 'Лиговский пр-т', 'Садовая ул.', 'Большой пр-т В. О.', 'ул. Рубинштейна', 'Московский пр-т', 'наб. реки Фонтанки', 'ул. Савушкина', 'пр-т Просвещения', 'Гороховая ул.', 'ул. Типанова'] },
    name: { ru: (op, street) => `${op} — ${street}` },
    address: { ru: (street, house, zip) => `${street}, д. ${house}, Санкт-Петербург, ${zip}` },
    notes: { ru: RU_NOTES }, rules: { ru: RU_RULES },
  },
  {
    key: 'almaty', edition: 'kz', zone: 'Asia/Almaty', lat: 43.2389, lng: 76.8897, spread: 0.09, phone: '+7727555',
    langs: ['kk', 'ru'],
    operators: { kk: ['ЭкоЖинақ', 'Таза қала', 'Жасыл нүкте'], ru: ['ЭкоСбор Алматы', 'Чистый город', 'Зелёная точка'] },
    streets: { kk: ['Абай даңғылы', 'Төле би көшесі', 'Сейфуллин даңғылы', 'Жібек жолы көшесі', 'Әл-Фараби даңғылы', 'Райымбек даңғылы'], ru: ['пр. Абая', 'ул. Толе би', 'пр. Сейфуллина', 'ул. Жибек Жолы', 'пр. аль-Фараби', 'пр. Райымбека'] },
    name: { kk: (op, street) => `${op} — ${street}`, ru: (op, street) => `${op} — ${street}` },
    address: { kk: (street, house, zip) => `Алматы қ., ${street}, ${house}, ${zip}`, ru: (street, house, zip) => `г. Алматы, ${street}, ${house}, ${zip}` },
    notes: { kk: ['Кіреберіс аула жағынан.', 'Контейнерлер тұрақ жанында.', 'Тек таза және құрғақ шикізат қабылданады.'], ru: ['Вход со двора.', 'Контейнеры у парковки.', 'Принимаем только чистое и сухое вторсырьё.'] },
    rules: { kk: 'Бөтелкелер мен банкаларды шайыңыз, картонды жалпақтаңыз. Тамақ қалдықтары қабылданбайды.', ru: RU_RULES },
  },
  {
    key: 'astana', edition: 'kz', zone: 'Asia/Almaty', lat: 51.1694, lng: 71.4491, spread: 0.08, phone: '+7717555',
    langs: ['kk', 'ru'],
    operators: { kk: ['ЭкоЖинақ', 'Таза Астана', 'Жасыл нүкте'], ru: ['ЭкоСбор Астана', 'Чистая столица', 'Зелёная точка'] },
    streets: { kk: ['Қабанбай батыр даңғылы', 'Тұран даңғылы', 'Республика даңғылы', 'Мәңгілік Ел даңғылы', 'Кенесары көшесі', 'Сарыарқа даңғылы'], ru: ['пр. Кабанбай батыра', 'пр. Туран', 'пр. Республики', 'пр. Мангилик Ел', 'ул. Кенесары', 'пр. Сарыарка'] },
    name: { kk: (op, street) => `${op} — ${street}`, ru: (op, street) => `${op} — ${street}` },
    address: { kk: (street, house, zip) => `Астана қ., ${street}, ${house}, ${zip}`, ru: (street, house, zip) => `г. Астана, ${street}, ${house}, ${zip}` },
    notes: { kk: ['Кіреберіс аула жағынан.', 'Сауда орталығының тұрағында.', 'Қоңырау шалып келіңіз.'], ru: ['Вход со двора.', 'На парковке торгового центра.', 'Перед визитом позвоните.'] },
    rules: { kk: 'Бөтелкелер мен банкаларды шайыңыз, картонды жалпақтаңыз. Тамақ қалдықтары қабылданбайды.', ru: RU_RULES },
  },
  {
    key: 'buenos-aires', edition: 'international', zone: 'America/Argentina/Buenos_Aires', lat: -34.6037, lng: -58.3816, spread: 0.08, phone: '+541155',
    langs: ['es'],
    operators: { es: ['Punto Verde', 'EcoPunto', 'Reciclá BA', 'Cooperativa El Ceibo', 'Campana Verde'] },
    streets: { es: ['Av. Corrientes', 'Av. Santa Fe', 'Av. Rivadavia', 'Av. Cabildo', 'Thames', 'Defensa', 'Av. Córdoba', 'Humboldt', 'Av. San Juan', 'Gorriti', 'Av. Belgrano', 'Billinghurst'] },
    name: { es: (op, street) => `${op} ${street.replace(/^Av\. /, '')}` },
    address: { es: (street, house, zip) => `${street} ${house * 10 + 3}, ${zip} CABA` },
    notes: { es: ['Entrada por el portón lateral.', 'Contenedores junto al estacionamiento.', 'Recibimos materiales limpios y secos.', 'A media cuadra del subte.'] },
    rules: { es: 'Enjuagá botellas y latas y aplastá el cartón. No se reciben restos de comida.' },
  },
  {
    key: 'new-york', edition: 'international', zone: 'America/New_York', lat: 40.7484, lng: -73.9857, spread: 0.06, phone: '+1212555',
    langs: ['en'],
    operators: { en: ['GreenDrop', 'Recycle Hub', 'Sims Drop-off', 'Big Reuse', 'Lower East Side Ecology'] },
    streets: { en: ['W 54th St', 'Broadway', 'E 14th St', 'Atlantic Ave', 'Bedford Ave', 'Amsterdam Ave', 'Canal St', 'Lexington Ave', 'Flatbush Ave', 'W 125th St', 'Greenwich St', '2nd Ave'] },
    name: { en: (op, street) => `${op} ${street}` },
    address: { en: (street, house, zip) => `${house * 10 + 5} ${street}, New York, NY ${zip}` },
    notes: { en: ['Enter through the loading dock.', 'Bins next to the parking lot.', 'Clean and dry items only.', 'Two blocks from the subway.'] },
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

const day = (start, end, breakStart = '', breakEnd = '') => ({ start, end, breakStart, breakEnd, worksFullDay: false, noLunchBreak: !breakStart });
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
const full = { ...off, worksFullDay: true };
const week = (mon, sat = mon, sun = sat) => ({ monday: mon, tuesday: mon, wednesday: mon, thursday: mon, friday: mon, saturday: sat, sunday: sun });
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
const UNITS = ['kg', 'kg', 'kg', 'pcs', 't'];

export function finderFacilities(count, seed = 17) {
  const rnd = seededRandom(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const points = [];
  for (let i = 0; i < count; i++) {
    const city = CITIES[i % CITIES.length];
    const lang = city.langs[Math.floor(i / CITIES.length) % city.langs.length];
    const street = pick(city.streets[lang]);
    const house = 1 + Math.floor(rnd() * 120);
    const zip = ZIP[city.key](Math.floor(rnd() * 1000));
    const operator = pick(city.operators[lang]);
    const materials = new Set();
    const n = 2 + Math.floor(rnd() * 5);
    while (materials.size < n) materials.add(1 + Math.floor(rnd() * MATERIALS));
    // Points cluster around the centre (closer ones more likely), like a real city.
    const r = city.spread * Math.sqrt(rnd());
    const a = rnd() * 2 * Math.PI;
    points.push({
      id: stableId(`finder-point:${seed}:${i}`),
      city: city.key,
      edition: city.edition,
      lang,
      name: `${city.name[lang](operator, street)}${i >= CITIES.length * 10 ? ` ${house}` : ''}`,
      address: city.address[lang](street, house, zip),
      lat: Number((city.lat + r * Math.sin(a)).toFixed(6)),
      lng: Number((city.lng + (r * Math.cos(a)) / Math.cos((city.lat * Math.PI) / 180)).toFixed(6)),
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

/** Organisations that run the demo points: one per city (not the owner demo account's). */
const finderOrgId = (city) => stableId(`org:finder:${city}`);

/** INSERT statements for `count` points (and their cities' organisations). */
export function finderFacilitiesSql(count, { seed = 17, now = Date.UTC(2026, 0, 15) } = {}) {
  const sql = [];
  for (const city of CITIES) {
    sql.push(`INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (${[
      finderOrgId(city.key), `${city.operators[city.langs[0]][0]} (${city.key})`, `${city.operators[city.langs[0]][0]}`, '7707083893', city.address[city.langs[0]](city.streets[city.langs[0]][0], 1, ZIP[city.key](0)), null, city.edition, '{}', now,
    ].map(q).join(', ')});`);
  }
  for (const p of finderFacilities(count, seed)) {
    const contacts = { phone: p.phone, email: '', website: '', telegram: '', whatsapp: '', vk: '' };
    sql.push(`INSERT OR IGNORE INTO facilities (id, org_id, author_id, status, name, address, lng, lat, comment, description, contacts, working_hours, supervisor_name, supervisor_phone, supervisor_email, icon_id, time_zone, status_changed_at, created_at, updated_at) VALUES (${[
      p.id, finderOrgId(p.city), null, p.status, p.name, p.address, p.lng, p.lat, p.comment, p.rules, JSON.stringify(contacts), JSON.stringify(p.hours), '', '', '', p.icon, p.zone, now, now, now,
    ].map(q).join(', ')});`);
    p.materials.forEach((srm, position) => {
      sql.push(`INSERT OR IGNORE INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES (${[`${p.id.slice(0, 8)}-${position}`, p.id, position, UNITS[(srm + position) % UNITS.length], String(((srm * 7 + position * 3) % 40) + 1) + '.00', srm].map(q).join(', ')});`);
    });
  }
  return sql;
}
