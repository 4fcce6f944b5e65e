#!/usr/bin/env node
/**
 * Demo collection drives (docs/product.md "Collection drives") for the development seed:
 * Christmas-tree drives in Moscow and Almaty in January 2027 (calendar dates: they are found from
 * seven days before their first day), a battery collection at a school in Buenos Aires three days
 * from the day the seed runs, linked to a charity event with a volunteer shift, and a finished
 * "Recycle Бірге" drive in Astana with what it collected. Each edition in its own language.
 *
 *   node scripts/seed-drives.mjs            writes scripts/seed-data/065-collection-drives.sql
 *   node scripts/seed-drives.mjs --stdout   prints the SQL instead
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { q, stableId } from './lib/seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const demoDriveId = (key) => stableId(`collection-drive:${key}`);
const eventId = (key) => stableId(`charity-event:${key}`);

const OWNER = stableId('user:events@example.org');
const ORG = {
  ru: stableId('org:Green Events LLC'),
  kz: stableId('org:Green Events KZ'),
  international: stableId('org:Green Events International'),
};
const NOW_S = `CAST(strftime('%s','now') AS INTEGER)`;
const NOW = `(${NOW_S} * 1000)`;
const DAY = 86_400_000;

/** A fixed local date's midnight (+ hours) as epoch ms for a zone with one offset all year. */
const fixedAt = (date, offset, hours = 0) => Date.parse(`${date}T00:00:00Z`) - offset * 3_600_000 + hours * 3_600_000;
/** Midnight (+ hours) `days` after today on the zone's own calendar, as an SQL expression (ms). */
const relativeAt = (offset, days, hours = 0) =>
  `((((${NOW_S} + ${offset * 3600}) / 86400) * 86400 - ${offset * 3600}) * 1000 + ${days * DAY + hours * 3_600_000})`;
/** The local date `days` after today on the zone's calendar, as an SQL expression. */
const relativeDate = (offset, days) =>
  `date(${NOW_S} + ${offset * 3600}, 'unixepoch', '${days >= 0 ? '+' : ''}${days} days')`;

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hours = (start, end) =>
  JSON.stringify(
    Object.fromEntries(
      WEEK.map((d) => [d, { start, end, breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: true }]),
    ),
  );
const mask = (slugs) =>
  slugs.length
    ? `(SELECT COALESCE(SUM(1 << id), 0) FROM facility_material_types WHERE slug IN (${slugs.map(q).join(', ')}))`
    : '0';

/**
 * [key, edition, zone, offset, dates, title, address, lat, lng, opens, closes, materials, items, notes, eventKey, amounts]
 * `dates`: { start, end } fixed calendar dates, or { from, to } days from today on the zone's calendar.
 */
const DRIVES = [
  [
    'moscow-trees-2027',
    'ru',
    'Europe/Moscow',
    3,
    { start: '2027-01-03', end: '2027-01-20' },
    'Ёлочный круговорот: приём новогодних ёлок в Сокольниках',
    'Москва, парк «Сокольники», Сокольнический Вал, 1, у главного входа',
    55.7925,
    37.676,
    '10:00',
    '20:00',
    [],
    ['christmas-tree', 'potted-christmas-tree'],
    'Принимаем только живые ёлки и сосны без игрушек, дождика и подставок. Из ёлок сделают щепу для дорожек парка.',
    'ru-trees-2027',
    null,
  ],
  [
    'almaty-trees-2027',
    'kz',
    'Asia/Almaty',
    5,
    { start: '2027-01-04', end: '2027-01-14' },
    'Recycle Бірге: шыршаларды қабылдау',
    'Алматы, Бірінші Президент саябағы, Әл-Фараби даңғылы мен Навои көшесінің қиылысы',
    43.1887,
    76.8856,
    '09:00',
    '18:00',
    [],
    ['christmas-tree'],
    'Тек ойыншықсыз, жаңбырсыз және тұғырсыз тірі шыршалар қабылданады. Шыршалар саябақтағы жолдарға жаңқа болады.',
    null,
    null,
  ],
  [
    'buenos-aires-batteries',
    'international',
    'America/Argentina/Buenos_Aires',
    -3,
    { from: 3, to: 3 },
    'Recolección de pilas en la Escuela N.º 12',
    'Escuela N.º 12 D.E. 10, Av. Cabildo 2040, Belgrano, CABA',
    -34.5612,
    -58.4563,
    '09:00',
    '13:00',
    ['batteries'],
    [],
    'Traé las pilas en una bolsa cerrada y con los bornes tapados con cinta. No recibimos baterías de auto.',
    'intl-batteries-school',
    null,
  ],
  [
    'astana-recycle-birge',
    'kz',
    'Asia/Almaty',
    5,
    { from: -24, to: -23 },
    'Recycle Бірге: Астанадағы қалдықтарды бөлек жинау күні',
    'Астана, Ғашықтар саябағы, Сарайшық көшесі, 5',
    51.1282,
    71.4307,
    '10:00',
    '17:00',
    ['paper', 'pet', 'batteries'],
    [],
    'Қағазды байлап, бөтелкелерді жуып, батареяларды бөлек қапшықта әкеліңіз.',
    null,
    [
      { what: 'paper', amount: 420, unit: 'kg' },
      { what: 'pet', amount: 135, unit: 'kg' },
      { what: 'batteries', amount: 38, unit: 'kg' },
    ],
  ],
];

/** The charity events that staff two of the drives, each with one role and one slot (ADR 221). */
const EVENTS = {
  'ru-trees-2027': {
    edition: 'ru',
    zone: 'Europe/Moscow',
    offset: 3,
    at: { date: '2027-01-09' },
    from: 10,
    to: 16,
    title: 'Волонтёры на приёме ёлок в Сокольниках',
    summary: 'Помогите принимать ёлки и рассказывать, что с ними будет дальше.',
    city: 'Москва',
    address: 'Москва, парк «Сокольники», у главного входа',
    lat: 55.7925,
    lng: 37.676,
    role: ['Приём ёлок', 'Проверять ёлки и относить их к измельчителю', 'Тёплые перчатки'],
    slot: [10, 13, 4],
    contact: ['Анна Петрова', '+7 495 555-01-23', 'anna@green-events.example.org'],
  },
  'intl-batteries-school': {
    edition: 'international',
    zone: 'America/Argentina/Buenos_Aires',
    offset: -3,
    at: { days: 3 },
    from: 9,
    to: 13,
    title: 'Voluntariado: recolección de pilas en la Escuela N.º 12',
    summary: 'Ayudá a recibir y clasificar las pilas que trae el barrio.',
    city: 'Buenos Aires',
    address: 'Escuela N.º 12 D.E. 10, Av. Cabildo 2040, Belgrano, CABA',
    lat: -34.5612,
    lng: -58.4563,
    role: ['Recepción de pilas', 'Recibir las pilas y separarlas por tipo', 'Guantes'],
    slot: [9, 11, 3],
    contact: ['Lucía Fernández', '+54 11 5555-0123', 'lucia@green-events.example.org'],
  },
};

function eventSql(key) {
  const e = EVENTS[key];
  const at = (h) => (e.at.date ? String(fixedAt(e.at.date, e.offset, h)) : relativeAt(e.offset, e.at.days, h));
  const id = eventId(key);
  const roleId = stableId(`role:${key}:0`);
  const slotId = stableId(`slot:${key}:0:0`);
  const [cName, cPhone, cEmail] = e.contact;
  return [
    `INSERT OR IGNORE INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, lat, lng, capacity, reward_points, contact_name, contact_phone, contact_email, submitted_at, published_at, created_at, updated_at) VALUES (${[id, ORG[e.edition], OWNER, e.edition, 'published', e.title, e.summary, e.summary, 'collection_drive'].map(q).join(', ')}, ${at(e.from)}, ${at(e.to)}, ${[e.zone, e.address, e.city, e.lat, e.lng, 10, 20, cName, cPhone, cEmail].map(q).join(', ')}, ${NOW}, ${NOW}, ${NOW}, ${NOW});`,
    `INSERT OR IGNORE INTO charity_event_roles (id, event_id, position, name, duties, bring) VALUES (${[roleId, id, 0, ...e.role].map(q).join(', ')});`,
    `INSERT OR IGNORE INTO charity_event_slots (id, event_id, role_id, starts_at, ends_at, capacity) VALUES (${[slotId, id, roleId].map(q).join(', ')}, ${at(e.slot[0])}, ${at(e.slot[1])}, ${e.slot[2]});`,
  ];
}

export function drivesSeedSql() {
  const sql = [];
  for (const [
    key,
    edition,
    zone,
    offset,
    dates,
    title,
    address,
    lat,
    lng,
    opens,
    closes,
    materials,
    items,
    notes,
    eventKey,
    amounts,
  ] of DRIVES) {
    if (eventKey) sql.push(...eventSql(eventKey));
    const fixed = 'start' in dates;
    const startDate = fixed ? q(dates.start) : relativeDate(offset, dates.from);
    const endDate = fixed ? q(dates.end) : relativeDate(offset, dates.to);
    const shownFrom = fixed ? String(fixedAt(dates.start, offset) - 7 * DAY) : relativeAt(offset, dates.from - 7);
    const startsAt = fixed ? String(fixedAt(dates.start, offset)) : relativeAt(offset, dates.from);
    const endsAt = fixed ? String(fixedAt(dates.end, offset) + DAY) : relativeAt(offset, dates.to + 1);
    sql.push(
      `INSERT OR IGNORE INTO collection_drives (id, org_id, author_id, edition, title, address, lat, lng, time_zone, start_date, end_date, hours, materials, material_mask, items, notes, event_id, status, amounts, shown_from, starts_at, ends_at, created_at, updated_at, submitted_at) VALUES (${[demoDriveId(key), ORG[edition], OWNER, edition, title, address, lat, lng, zone].map(q).join(', ')}, ${startDate}, ${endDate}, ${[hours(opens, closes), JSON.stringify(materials)].map(q).join(', ')}, ${mask(materials)}, ${[JSON.stringify(items), notes, eventKey ? eventId(eventKey) : null, 'accepted', amounts ? JSON.stringify(amounts) : null].map(q).join(', ')}, ${shownFrom}, ${startsAt}, ${endsAt}, ${NOW}, ${NOW}, ${NOW});`,
    );
  }
  return `-- Generated by scripts/seed-drives.mjs: demo collection drives.\n${sql.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sql = drivesSeedSql();
  if (process.argv.includes('--stdout')) process.stdout.write(sql);
  else {
    const file = path.join(root, 'scripts/seed-data/065-collection-drives.sql');
    fs.writeFileSync(file, sql);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
