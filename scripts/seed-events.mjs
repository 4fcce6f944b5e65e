#!/usr/bin/env node
/**
 * Demo charity events for the development seed: events in every status, in the cities of
 * all three editions, some in the past with attendance credited to the demo volunteer. Each edition's
 * events are in its languages: ru Russian, kz Kazakh and Russian, international English.
 *
 *   node scripts/seed-events.mjs            writes scripts/seed-data/060-charity-events.sql
 *   node scripts/seed-events.mjs --stdout   prints the SQL instead
 *
 * scripts/seed.mjs loads every scripts/seed-data/*.sql after the accounts. Times are SQL expressions
 * relative to the moment the seed runs, so "upcoming" stays upcoming whenever the database is made;
 * days are counted on each event's own calendar, so "tomorrow" is tomorrow where the event is
 * (test/integration/seed-demo-events.test.ts).
 * Author: events@example.org; organisations: Green Events LLC (demo-accounts.json) for the Russian
 * edition, one of each other edition's own (ORGS). Volunteers: volunteer@example.org in the Russian
 * edition, each other edition's own demo people elsewhere (a history never mixes editions).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALENDAR_EVENTS } from './lib/demo-events.mjs';
import { VOLUNTEER_EVENTS } from './lib/demo-events-volunteers.mjs';
import { q, stableId } from './lib/seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const demoEventId = (key) => stableId(`charity-event:${key}`);

const OWNER = stableId('user:events@example.org');
const ORG = stableId('org:Green Events LLC');
const VOLUNTEER = stableId('user:volunteer@example.org');
/** The seed's "now" in seconds: the moment the SQL runs, or a fixed instant (tests). */
const SQL_NOW_SECONDS = `CAST(strftime('%s','now') AS INTEGER)`;
/**
 * `hour`:00 local time `days` days after today, where "today" is the date on the event's own wall
 * clock (UTC offset `offset` hours; the demo zones keep one offset all year), as epoch ms.
 * An Almaty event seeded at 20:00 UTC (01:00 in Almaty) is "tomorrow" on Almaty's calendar.
 */
const localAt = (nowSeconds, offset, days, hour) =>
  `((((${nowSeconds} + ${offset * 3600}) / 86400) * 86400 - ${offset * 3600}) * 1000 + ${days * 86400000 + hour * 3600000})`;

const contact = {
  ru: ['Анна Петрова', '+7 495 555-01-23', 'anna@green-events.example.org'],
  kz: ['Айгүл Серікова', '+7 727 355-01-45', 'aigul@green-events.example.org'],
  international: ['Lucía Fernández', '+54 11 5555-0123', 'lucia@green-events.example.org'],
};

// The rows: [key, edition, status, category, title, …] (scripts/lib/demo-events.mjs names the columns).
const EVENTS = [...CALENDAR_EVENTS, ...VOLUNTEER_EVENTS];

/**
 * Demo volunteers (they cannot sign in: no password), each edition's own: a volunteer's history
 * holds only events of their edition. The first of each edition signs up and attends as the demo
 * volunteer (volunteer@example.org) does in the Russian edition; the others fill the full event.
 */
const person = (n, name, locale, edition) => ({
  id: stableId(`user:crowd-${n}@example.org`),
  email: `crowd-${n}@example.org`,
  name,
  locale,
  edition,
});
const CROWDS = {
  ru: [
    person(1, 'Мария Иванова', 'ru-RU', 'ru'),
    person(4, 'Дмитрий Орлов', 'ru-RU', 'ru'),
    person(5, 'Ольга Кузнецова', 'ru-RU', 'ru'),
    person(6, 'Павел Морозов', 'ru-RU', 'ru'),
  ],
  kz: [
    person(7, 'Әсел Нұрланқызы', 'kk-KZ', 'kz'),
    person(8, 'Дәурен Сейітов', 'kk-KZ', 'kz'),
    person(9, 'Гүлнар Жұмабаева', 'ru-KZ', 'kz'),
    person(10, 'Нұржан Омаров', 'kk-KZ', 'kz'),
  ],
  international: [
    person(11, 'Martín López', 'es-AR', 'international'),
    person(12, 'Emily Carter', 'en-US', 'international'),
    person(13, 'Valentina Ruiz', 'es-AR', 'international'),
    person(14, 'Lucas Romero', 'es-AR', 'international'),
  ],
};
const EDITION_VOLUNTEER = {
  ru: null,
  kz: person(2, 'Ерлан Ахметов', 'kk-KZ', 'kz'),
  international: person(3, 'Sofía Gómez', 'es-AR', 'international'),
};
const CROWD = [...Object.values(EDITION_VOLUNTEER).filter(Boolean), ...Object.values(CROWDS).flat()];
const volunteerOf = (edition) => EDITION_VOLUNTEER[edition]?.id ?? VOLUNTEER;

/**
 * Each edition's events belong to an organisation of that edition, under its country's legal form
 * (ООО in Russia, ЖШС in Kazakhstan); the Russian one is the demo organiser's (demo-accounts.json).
 */
const ORGS = {
  ru: { id: ORG },
  kz: {
    id: stableId('org:Green Events KZ'),
    name: 'Жасыл іс-шаралар',
    fullName: 'ЖШС «Жасыл іс-шаралар»',
    tin: '180540012345',
    address: 'Алматы қ., Абай даңғылы, 52',
  },
  international: {
    id: stableId('org:Green Events International'),
    name: 'Green Events',
    fullName: 'Green Events Inc.',
    tin: '30-7123456-9',
    address: 'Av. Corrientes 1234, C1043AAZ CABA',
  },
};

/** The seed SQL; `nowSeconds` fixes "now" (tests), else each time is relative to when the SQL runs. */
export function eventsSeedSql({ nowSeconds } = {}) {
  const nowS = nowSeconds === undefined ? SQL_NOW_SECONDS : String(Math.floor(nowSeconds));
  const NOW = `(${nowS} * 1000)`;
  const orgs = Object.entries(ORGS)
    .filter(([, o]) => o.name)
    .map(
      ([edition, o]) =>
        `INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (${[o.id, o.name, o.fullName, o.tin, o.address, null, edition, '{}'].map(q).join(', ')}, ${NOW});`,
    );
  const sql = [
    ...orgs,
    ...CROWD.map(
      (u) =>
        `INSERT OR IGNORE INTO users (id, email, name, locale, edition, status, email_verified_at, created_at, updated_at) VALUES (${[u.id, u.email, u.name, u.locale, u.edition].map(q).join(', ')}, 'active', ${NOW}, ${NOW}, ${NOW});` +
        `\nINSERT OR IGNORE INTO user_roles (user_id, role) VALUES (${q(u.id)}, 'volunteer');`,
    ),
  ];
  for (const [
    key,
    edition,
    status,
    category,
    title,
    summary,
    city,
    address,
    lat,
    lng,
    tz,
    offset,
    dayOffset,
    hour,
    hours,
    capacity,
    points,
    extra,
  ] of EVENTS) {
    const id = demoEventId(key);
    // An event under way whenever the seed runs (check-in) is placed in hours from now instead.
    const start = extra.fromNow ? `(${NOW} + ${extra.fromNow[0] * 3600000})` : localAt(nowS, offset, dayOffset, hour);
    const end = extra.fromNow
      ? `(${NOW} + ${extra.fromNow[1] * 3600000})`
      : localAt(nowS, offset, dayOffset, hour + hours);
    const [cName, cPhone, cEmail] = status === 'draft' ? ['', '', ''] : contact[edition];
    const description = `${summary}\n\n${edition === 'international' ? 'Bring gloves and water. We provide bags and tools.' : edition === 'kz' ? 'Қолғап пен су ала келіңіз. Қапшықтар мен құралдарды біз береміз.' : 'Возьмите перчатки и воду. Мешки и инвентарь выдадим на месте.'}`;
    sql.push(
      `INSERT OR IGNORE INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, lat, lng, capacity, reward_points, contact_name, contact_phone, contact_email, review_comment, submitted_at, published_at, cancelled_at, cancel_reason, created_at, updated_at) VALUES (${[
        id,
        ORGS[edition].id,
        OWNER,
        edition,
        status,
        title,
        summary,
        description,
        category,
      ]
        .map(q)
        .join(
          ', ',
        )}, ${start}, ${end}, ${[tz, address, city, lat, lng, capacity, points, cName, cPhone, cEmail, extra.comment ?? null].map(q).join(', ')}, ${status === 'draft' ? 'NULL' : NOW}, ${status === 'published' || status === 'cancelled' ? NOW : 'NULL'}, ${status === 'cancelled' ? NOW : 'NULL'}, ${q(extra.reason ?? null)}, ${NOW}, ${NOW});`,
    );
    if (extra.signup) {
      sql.push(
        `INSERT OR IGNORE INTO charity_event_signups (event_id, user_id, status, created_at, attended_at, attendance_marked_by) VALUES (${q(id)}, ${q(volunteerOf(edition))}, 'active', ${NOW}, ${extra.attended ? end : 'NULL'}, ${extra.attended ? q(OWNER) : 'NULL'});`,
      );
    }
    // Places first (the crowd), then the line: the first of the crowd left over, then the demo volunteer.
    for (let i = 0; i < (extra.crowd ?? 0); i += 1) {
      sql.push(
        `INSERT OR IGNORE INTO charity_event_signups (event_id, user_id, status, created_at) VALUES (${q(id)}, ${q(CROWDS[edition][i].id)}, 'active', ${NOW} - ${(10 - i) * 60000});`,
      );
    }
    if (extra.waiting) {
      sql.push(
        `INSERT OR IGNORE INTO charity_event_waitlist (event_id, user_id, joined_at) VALUES (${q(id)}, ${q(CROWDS[edition][3].id)}, ${NOW} - 120000);`,
      );
      sql.push(
        `INSERT OR IGNORE INTO charity_event_waitlist (event_id, user_id, joined_at) VALUES (${q(id)}, ${q(volunteerOf(edition))}, ${NOW} - 60000);`,
      );
    }
    // Roles and slots: [name, duties, bring, [[from, to (hours after the start), capacity, crowd holding, crowd waiting]]].
    for (const [r, [name, duties, bring, slots]] of (extra.shifts ?? []).entries()) {
      const roleId = stableId(`role:${key}:${r}`);
      sql.push(
        `INSERT OR IGNORE INTO charity_event_roles (id, event_id, position, name, duties, bring) VALUES (${[roleId, id, r, name, duties, bring].map(q).join(', ')});`,
      );
      for (const [n, [from, to, places, holding, waiting]] of slots.entries()) {
        const slotId = stableId(`slot:${key}:${r}:${n}`);
        sql.push(
          `INSERT OR IGNORE INTO charity_event_slots (id, event_id, role_id, starts_at, ends_at, capacity) VALUES (${[slotId, id, roleId].map(q).join(', ')}, ${localAt(nowS, offset, dayOffset, hour + from)}, ${localAt(nowS, offset, dayOffset, hour + to)}, ${places});`,
        );
        const who = (w) => (w === 'volunteer' ? volunteerOf(edition) : CROWDS[edition][w].id);
        for (const [i, w] of holding.entries())
          sql.push(
            `INSERT OR IGNORE INTO charity_event_signups (event_id, user_id, slot_id, status, created_at) VALUES (${[id, who(w), slotId].map(q).join(', ')}, 'active', ${NOW} - ${(10 - i) * 60000});`,
          );
        for (const [i, w] of waiting.entries())
          sql.push(
            `INSERT OR IGNORE INTO charity_event_waitlist (event_id, user_id, slot_id, joined_at) VALUES (${[id, who(w), slotId].map(q).join(', ')}, ${NOW} - ${(5 - i) * 60000});`,
          );
      }
    }
    if (extra.attended) {
      sql.push(
        `INSERT OR IGNORE INTO balance_ledger (id, user_id, points, reason, event_id, created_at) VALUES (${q(stableId(`ledger:${key}`))}, ${q(volunteerOf(edition))}, ${points}, 'event_attendance', ${q(id)}, ${end});`,
      );
    }
  }
  return `-- Generated by scripts/seed-events.mjs: demo charity events.\n${sql.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sql = eventsSeedSql();
  if (process.argv.includes('--stdout')) process.stdout.write(sql);
  else {
    const file = path.join(root, 'scripts/seed-data/060-charity-events.sql');
    fs.writeFileSync(file, sql);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
