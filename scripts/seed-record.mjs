#!/usr/bin/env node
/**
 * Demo data of the volunteer record (docs/product.md "The volunteer record"): the demo volunteer
 * (volunteer@example.org, Russian edition) took part in ten past events over the last year, across
 * three organisations and several roles, with verified hours, one unverified, one no-show, two
 * corrections (an organiser's and a manager's), and one PDF issued ten days ago (its check page
 * /v/demorecord29 states the snapshot).
 *
 *   node scripts/seed-record.mjs            writes scripts/seed-data/075-volunteer-record.sql
 *   node scripts/seed-record.mjs --stdout   prints the SQL instead
 *
 * Times are SQL expressions relative to the moment the seed runs; days are counted on Moscow's
 * calendar (UTC+3 all year), as the events' own local dates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { q, stableId } from './lib/seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VOLUNTEER = stableId('user:volunteer@example.org');
const MANAGER = stableId('user:manager@example.org');
const DEMO_RECORD_TOKEN = 'demorecord29';

/** The organisations: the demo organiser's own and two more, each with its organiser (no password). */
const ORGS = [
  { id: stableId('org:Green Events LLC'), organiser: stableId('user:events@example.org') },
  {
    id: stableId('org:record-clean-shore'),
    name: 'АНО «Чистый берег»',
    tin: '7701234567',
    address: 'Москва, ул. Нижние Мнёвники, 37',
    organiser: stableId('user:record-org-1@example.org'),
    email: 'record-org-1@example.org',
    person: 'Ирина Волкова',
  },
  {
    id: stableId('org:record-forest-watch'),
    name: 'Фонд «Лесной дозор»',
    tin: '7707654321',
    address: 'Москва, Профсоюзная ул., 154',
    organiser: stableId('user:record-org-2@example.org'),
    email: 'record-org-2@example.org',
    person: 'Андрей Лебедев',
  },
];

// [key, days ago, local start hour, hours, organisation, category, title, address, role, minutes, verified, source, correction]
const ACTIVITIES = [
  [
    'gorky',
    355,
    10,
    3,
    0,
    'cleanup',
    'Субботник в Парке Горького',
    'Парк Горького, главный вход',
    'Уборка территории',
    180,
    1,
  ],
  [
    'kolomenskoe',
    320,
    11,
    4,
    1,
    'cleanup',
    'Уборка берега Москвы-реки в Коломенском',
    'Коломенское, спуск к реке',
    'Сбор мусора',
    210,
    1,
    'check_in',
    [240, 'Ушла на полчаса раньше, время выхода не отмечено', 'organiser'],
  ],
  [
    'bitsa-planting',
    286,
    10,
    3,
    2,
    'tree_planting',
    'Посадка деревьев в Битцевском лесу',
    'Битцевский лес, вход с Профсоюзной улицы',
    'Посадка саженцев',
    180,
    1,
  ],
  [
    'school-batteries',
    250,
    12,
    3,
    0,
    'collection_drive',
    'Сбор батареек в школе № 1234',
    'ул. Академика Волгина, 13',
    'Приём и сортировка',
    150,
    1,
  ],
  [
    'vdnh-fest',
    214,
    10,
    5,
    0,
    'education',
    'Экофестиваль на ВДНХ',
    'ВДНХ, павильон № 75',
    'Ведущая мастер-класса',
    270,
    1,
  ],
  [
    'izmailovo',
    176,
    9,
    4,
    2,
    'tree_planting',
    'Весенняя посадка в Измайловском парке',
    'Измайловский парк, Главная аллея',
    'Координатор группы',
    240,
    1,
  ],
  [
    'strogino',
    141,
    10,
    3,
    1,
    'cleanup',
    'Чистый берег: Строгинская пойма',
    'Строгинская пойма, пляж № 1',
    'Сбор мусора',
    165,
    1,
  ],
  [
    'sokol-yard',
    104,
    11,
    3,
    0,
    'collection_drive',
    'Раздельный сбор во дворе на Соколе',
    'ул. Алабяна, 12',
    'Сортировщица',
    120,
    0,
    'attendance',
  ],
  [
    'bitsa-care',
    67,
    10,
    4,
    2,
    'tree_planting',
    'Уход за саженцами в Битцевском лесу',
    'Битцевский лес, вход с Профсоюзной улицы',
    'Полив и мульчирование',
    200,
    1,
    'check_in',
    [180, 'Отметка выхода пропала, время подтвердили по фотоотчёту', 'manager'],
  ],
  [
    'serebryany-bor',
    45,
    10,
    3,
    1,
    'cleanup',
    'Уборка пляжа в Серебряном бору',
    'Серебряный бор, 3-я линия',
    '',
    0,
    0,
    'no_show',
  ],
  [
    'library-talk',
    30,
    12,
    2,
    0,
    'education',
    'Лекция о переработке в библиотеке',
    'Библиотека им. Некрасова, ул. Бауманская, 58/25',
    'Помощница лектора',
    120,
    1,
  ],
];

export function recordSeedSql({ nowSeconds } = {}) {
  const nowS = nowSeconds === undefined ? `CAST(strftime('%s','now') AS INTEGER)` : String(Math.floor(nowSeconds));
  const NOW = `(${nowS} * 1000)`;
  /** `hour`:00 Moscow time `days` days before today on Moscow's calendar, as epoch ms. */
  const at = (days, hour) =>
    `((((${nowS} + 10800) / 86400) * 86400 - 10800) * 1000 - ${days * 86400000} + ${hour * 3600000})`;
  const day = (ms) => `date((${ms}) / 1000, 'unixepoch', '+3 hours')`;
  const sql = [];
  for (const o of ORGS.filter((o) => o.name)) {
    sql.push(
      `INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, edition, contacts, created_at) VALUES (${[o.id, o.name, o.name, o.tin, o.address, 'ru', '{}'].map(q).join(', ')}, ${NOW});`,
      `INSERT OR IGNORE INTO users (id, email, name, locale, edition, status, email_verified_at, org_id, created_at, updated_at) VALUES (${[o.organiser, o.email, o.person, 'ru-RU', 'ru'].map(q).join(', ')}, 'active', ${NOW}, ${q(o.id)}, ${NOW}, ${NOW});`,
      `INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (${q(o.organiser)}, 'promotion_creator');`,
    );
  }
  for (const [
    key,
    days,
    hour,
    hours,
    orgIndex,
    category,
    title,
    address,
    role,
    minutes,
    verified,
    source,
    fix,
  ] of ACTIVITIES) {
    const id = stableId(`record-event:${key}`);
    const org = ORGS[orgIndex];
    const start = at(days, hour);
    const end = `(${start} + ${hours * 3600000})`;
    const checkedIn = source === 'no_show' ? 'NULL' : `(${start} + 600000)`;
    const checkedOut = source === 'no_show' ? 'NULL' : `(${start} + ${600000 + minutes * 60000})`;
    const by = source === 'check_in' || source === undefined ? q(org.organiser) : 'NULL';
    sql.push(
      `INSERT OR IGNORE INTO charity_events (id, org_id, author_id, edition, status, title, summary, category, starts_at, ends_at, time_zone, address, city, created_at, updated_at, published_at) VALUES (${[id, org.id, org.organiser, 'ru', 'published', title, title, category].map(q).join(', ')}, ${start}, ${end}, 'Europe/Moscow', ${q(address)}, 'Москва', (${start} - 1209600000), (${start} - 1209600000), (${start} - 1209600000));`,
      `INSERT OR IGNORE INTO volunteer_hours (event_id, user_id, slot_id, org_id, role_name, source, checked_in_at, checked_out_at, checked_in_by, checked_out_by, minutes, verified, time_zone, local_date, created_at, updated_at) VALUES (${[id, VOLUNTEER, '', org.id, role, source ?? 'check_in'].map(q).join(', ')}, ${checkedIn}, ${checkedOut}, ${by}, ${by}, ${minutes}, ${verified}, 'Europe/Moscow', ${day(start)}, ${end}, ${end});`,
    );
    if (fix) {
      const [before, reason, who] = fix;
      sql.push(
        `INSERT OR IGNORE INTO volunteer_hours_corrections (id, event_id, user_id, slot_id, corrected_by, reason, minutes_before, minutes_after, created_at) VALUES (${[stableId(`record-correction:${key}`), id, VOLUNTEER, '', who === 'manager' ? MANAGER : org.organiser, reason, before, minutes].map(q).join(', ')}, (${end} + 86400000));`,
      );
    }
  }
  // The PDF issued ten days ago for the year before it: its facts built from the rows above as the
  // worker builds them (worker/hours/record.ts issueRecord).
  const issued = at(10, 12);
  const from = `date(${day(issued)}, '-1 year')`;
  const to = day(issued);
  const inPeriod = `h.user_id = ${q(VOLUNTEER)} AND h.source != 'no_show' AND h.local_date >= ${from} AND h.local_date <= ${to}`;
  sql.push(
    `INSERT OR IGNORE INTO volunteer_record_issues (id, user_id, token, period_from, period_to, facts, locale, edition, created_at)
SELECT ${q(stableId('record-issue:demo'))}, u.id, ${q(DEMO_RECORD_TOKEN)}, ${from}, ${to}, json_object(
  'name', u.name, 'brand', 'ЭкоПортал', 'from', ${from}, 'to', ${to},
  'activities', (SELECT json_group_array(json_object('eventId', a.event_id, 'slotId', a.slot_id, 'date', a.local_date,
      'organisation', a.org, 'event', a.title, 'role', a.role_name, 'minutes', a.minutes,
      'verified', CASE WHEN a.verified = 1 THEN json('true') ELSE json('false') END))
    FROM (SELECT h.*, o.name AS org, e.title FROM volunteer_hours h JOIN organisations o ON o.id = h.org_id
      JOIN charity_events e ON e.id = h.event_id WHERE ${inPeriod} ORDER BY h.local_date DESC, h.event_id) a),
  'years', (SELECT json_group_array(json_object('year', y.year, 'minutes', y.minutes, 'verifiedMinutes', y.verified, 'activities', y.n))
    FROM (SELECT substr(h.local_date, 1, 4) AS year, SUM(h.minutes) AS minutes,
      SUM(CASE WHEN h.verified = 1 THEN h.minutes ELSE 0 END) AS verified, COUNT(*) AS n
      FROM volunteer_hours h WHERE ${inPeriod} GROUP BY year ORDER BY year DESC) y),
  'minutes', (SELECT COALESCE(SUM(h.minutes), 0) FROM volunteer_hours h WHERE ${inPeriod}),
  'verifiedMinutes', (SELECT COALESCE(SUM(h.minutes), 0) FROM volunteer_hours h WHERE ${inPeriod} AND h.verified = 1),
  'issuedAt', ${issued}), 'ru-RU', 'ru', ${issued}
FROM users u WHERE u.id = ${q(VOLUNTEER)};`,
  );
  return `-- Generated by scripts/seed-record.mjs: the demo volunteer's record.\n${sql.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sql = recordSeedSql();
  if (process.argv.includes('--stdout')) process.stdout.write(sql);
  else {
    const file = path.join(root, 'scripts/seed-data/075-volunteer-record.sql');
    fs.writeFileSync(file, sql);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
