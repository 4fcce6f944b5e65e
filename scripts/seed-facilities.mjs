#!/usr/bin/env node
/**
 * Demo recycling points for the development seed: one point in every status for the demo point
 * owner (points@example.org, ООО «ЭкоСбор» in scripts/demo-accounts.json), with rates and history,
 * in the Russian edition's language.
 *
 *   node scripts/seed-facilities.mjs            writes scripts/seed-data/050-recycling-points.sql
 *   node scripts/seed-facilities.mjs --stdout   prints the SQL instead
 *
 * scripts/seed.mjs loads every scripts/seed-data/*.sql after the accounts, so nothing else needs
 * hooking. Ids are stable (same derivation as seed.mjs), so re-runs and tests can rely on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finderFacilitiesSql } from './lib/finder-demo.mjs';
import { q, stableId } from './lib/seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// orgName is the organisation's seed key (its id derives from it); people read orgTitle (demo-accounts.json).
const DEMO_OWNER = { email: 'points@example.org', orgName: 'EcoCollect LLC', name: 'Полина Соколова' };
export const demoFacilityId = (status) => stableId(`facility:${status}`);

const day = (start, end, breakStart = '', breakEnd = '') => ({
  start,
  end,
  breakStart,
  breakEnd,
  worksFullDay: false,
  noLunchBreak: !breakStart,
});
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
const weekdays = (hours) => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: off,
  sunday: off,
});

const POINTS = [
  {
    status: 'accepted',
    name: 'ЭкоСбор — Лесная',
    address: 'ул. Лесная, д. 7, Москва',
    lng: 37.5912,
    lat: 55.7811,
    icon: 1,
    hours: { ...weekdays(day('09:00', '20:00', '13:00', '14:00')), saturday: day('10:00', '16:00'), sunday: off },
    rates: [
      [1, 'kg', '8.00'],
      [2, 'kg', '6.50'],
      [3, 'kg', '15.00'],
      [7, 'pcs', '0.50'],
    ],
  },
  {
    status: 'draft',
    name: 'ЭкоСбор — Сокольники (черновик)',
    address: 'Сокольническая пл., д. 4, Москва',
    lng: 37.6745,
    lat: 55.7893,
    icon: 2,
    hours: weekdays(day('10:00', '18:00')),
    rates: [[1, 'kg', '7.00']],
  },
  {
    status: 'checking',
    name: 'ЭкоСбор — Арбат',
    address: 'ул. Арбат, д. 24, Москва',
    lng: 37.5914,
    lat: 55.7503,
    icon: 3,
    hours: weekdays(day('08:00', '20:00')),
    rates: [
      [3, 'kg', '14.00'],
      [6, 'kg', '2.00'],
    ],
  },
  {
    status: 'declined',
    name: 'ЭкоСбор — Тверская',
    address: 'ул. Тверская, д. 12, Москва',
    lng: 37.6084,
    lat: 55.7616,
    icon: 4,
    hours: weekdays(day('09:00', '18:00')),
    rates: [[6, 'kg', '1.50']],
  },
  {
    status: 'temporarily_not_working',
    name: 'ЭкоСбор — Таганка',
    address: 'ул. Таганская, д. 3, Москва',
    lng: 37.6536,
    lat: 55.7399,
    icon: 6,
    hours: weekdays(day('09:00', '18:00')),
    rates: [[9, 'kg', '30.00']],
  },
  {
    status: 'closed',
    name: 'ЭкоСбор — Старое депо',
    address: 'ул. Рабочая, д. 1, Москва',
    lng: 37.6801,
    lat: 55.7412,
    icon: 5,
    hours: weekdays(day('09:00', '17:00')),
    rates: [[8, 'kg', '12.00']],
  },
  {
    status: 'blocked_by_moderator',
    name: 'ЭкоСбор — Даниловский рынок',
    address: 'ул. Мытная, д. 74, Москва',
    lng: 37.6208,
    lat: 55.7118,
    icon: 8,
    hours: weekdays(day('09:00', '15:00')),
    rates: [[11, 'kg', '3.00']],
  },
];

const HISTORY = {
  draft: [],
  checking: [['facility#draft_to_checking', 'draft', 'checking', '']],
  accepted: [
    ['facility#draft_to_checking', 'draft', 'checking', ''],
    ['facility#checking_to_accepted', 'checking', 'accepted', ''],
  ],
  declined: [
    ['facility#draft_to_checking', 'draft', 'checking', ''],
    ['facility#checking_to_declined', 'checking', 'declined', 'Нет фотографий контейнеров'],
  ],
  temporarily_not_working: [
    ['facility#draft_to_checking', 'draft', 'checking', ''],
    ['facility#checking_to_accepted', 'checking', 'accepted', ''],
    [
      'facility#accepted_to_temporarily_not_working',
      'accepted',
      'temporarily_not_working',
      'Ремонт до следующего месяца',
    ],
  ],
  closed: [
    ['facility#draft_to_checking', 'draft', 'checking', ''],
    ['facility#checking_to_accepted', 'checking', 'accepted', ''],
    ['facility#accepted_to_closed', 'accepted', 'closed', 'Закончилась аренда'],
  ],
  blocked_by_moderator: [
    ['facility#draft_to_checking', 'draft', 'checking', ''],
    ['facility#checking_to_accepted', 'checking', 'accepted', ''],
    ['facility#accepted_to_blocked_by_moderator', 'accepted', 'blocked_by_moderator', 'Жалобы на площадку'],
  ],
};

export function seedFacilitiesSql(now = Date.now()) {
  const orgId = stableId(`org:${DEMO_OWNER.orgName}`);
  const userId = stableId(`user:${DEMO_OWNER.email}`);
  const sql = [];
  POINTS.forEach((p, index) => {
    const id = demoFacilityId(p.status);
    const at = now - (POINTS.length - index) * 3_600_000;
    const contacts = {
      phone: '+74955550142',
      email: 'hello@ecocollect.example.org',
      website: 'https://ecocollect.example.org',
      telegram: '@ecocollect',
      whatsapp: '',
      vk: '',
    };
    sql.push(
      `INSERT OR IGNORE INTO facilities (id, org_id, author_id, status, name, address, lng, lat, comment, description, contacts, working_hours, supervisor_name, supervisor_phone, supervisor_email, icon_id, time_zone, status_changed_at, created_at, updated_at) VALUES (${[
        id,
        orgId,
        userId,
        p.status,
        p.name,
        p.address,
        p.lng,
        p.lat,
        'Вход со двора',
        'Сполосните бутылки и банки, сплющите картон. Пищевые отходы не принимаем.',
        JSON.stringify(contacts),
        JSON.stringify(p.hours),
        DEMO_OWNER.name,
        '+79161234567',
        'points@example.org',
        p.icon,
        'Europe/Moscow',
        at,
        at,
        at,
      ]
        .map(q)
        .join(', ')});`,
    );
    p.rates.forEach(([srm, unit, price], position) => {
      sql.push(
        `INSERT OR IGNORE INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES (${[stableId(`rate:${p.status}:${position}`), id, position, unit, price, srm].map(q).join(', ')});`,
      );
    });
    [['facility#create', null, 'draft', ''], ...HISTORY[p.status]].forEach(([transit, from, to, comment], step) => {
      sql.push(
        `INSERT OR IGNORE INTO facility_status_history (id, facility_id, actor_id, transit, from_status, to_status, comment, created_at) VALUES (${[
          stableId(`history:${p.status}:${step}`),
          id,
          transit.includes('_to_accepted') || transit.includes('declined') || transit.includes('blocked')
            ? null
            : userId,
          transit,
          from,
          to,
          comment,
          at + step,
        ]
          .map(q)
          .join(', ')});`,
      );
    });
  });
  return `${sql.join('\n')}\n`;
}

/** The finder demo point reported closed: the first one, ЭкоСбор — Сретенка in Moscow. */
export const REPORTED_CLOSED_ID = stableId('finder-point:17:0');
const REPORTED = REPORTED_CLOSED_ID;

/** 080-facilities-checked.sql: "checked on" dates and one point reported closed. */
export const CHECKED_DATES_SQL = `-- Runs before 090-finder-index.sql, so the finder index carries these dates.
-- "Checked on" dates as a real directory has them (docs/points-trust.md), counted back from the day
-- the seed runs (fixed dates would age every point into "stale" as the calendar moves): the finder's
-- demo points (no author) spread over the past five months by their id, one in about twenty last
-- confirmed 13 to 15 months ago (stale: ranked lower and marked, still listed). The owner demo
-- account's points count as confirmed today.
UPDATE facilities SET checked_at = (CAST(strftime('%s', 'now') AS INTEGER) - 86400 * (CASE
    WHEN (unicode(substr(id, 2, 1)) + unicode(substr(id, 3, 1))) % 20 = 0 THEN 395 + unicode(substr(id, 4, 1)) % 60
    ELSE (unicode(substr(id, 1, 1)) * 7 + unicode(substr(id, 5, 1)) * 3 + unicode(substr(id, 6, 1))) % 150 END)) * 1000
  WHERE checked_at IS NULL AND author_id IS NULL;
UPDATE facilities SET checked_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE checked_at IS NULL;
UPDATE facilities SET remind_at = checked_at + 2592000000 WHERE remind_at IS NULL;
-- One point reported closed (docs/points-trust.md "Reported closed, being checked"): three visitors'
-- open reports since its last check, 40 days ago. The first finder demo point, ЭкоСбор — Сретенка in
-- Moscow (REPORTED).
UPDATE facilities SET checked_at = (CAST(strftime('%s', 'now') AS INTEGER) - 40 * 86400) * 1000, remind_at = (CAST(strftime('%s', 'now') AS INTEGER) - 10 * 86400) * 1000
  WHERE id = '${REPORTED}' AND NOT EXISTS (SELECT 1 FROM facility_reports WHERE id = 'seed-closed-report-1');
INSERT OR IGNORE INTO facility_reports (id, facility_id, kind, comment, visitor_key, created_at) VALUES
  ('seed-closed-report-1', '${REPORTED}', 'closed', 'Контейнеров нет, на двери объявление о закрытии.', 'seed-visitor-1', (CAST(strftime('%s', 'now') AS INTEGER) - 5 * 86400) * 1000),
  ('seed-closed-report-2', '${REPORTED}', 'closed', '', 'seed-visitor-2', (CAST(strftime('%s', 'now') AS INTEGER) - 3 * 86400) * 1000),
  ('seed-closed-report-3', '${REPORTED}', 'temporarily_closed', 'Закрыто уже неделю.', 'seed-visitor-3', (CAST(strftime('%s', 'now') AS INTEGER) - 1 * 86400) * 1000);
`;

/** The finder's demo points: accepted points across the editions' cities. */
const FINDER_DEMO_COUNT = 330;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // Loaded only when run: the workerd tests import this module's SQL, and jiti is Node's.
  const { importTs } = await import('./lib/import-ts.mjs');
  const { FINDER_REINDEX_SQL } = await importTs('worker/data/finder-reindex.ts');
  const files = {
    '050-recycling-points.sql': `-- Generated by scripts/seed-facilities.mjs: demo recycling points in every status. Do not edit by hand.\n${seedFacilitiesSql(Date.UTC(2026, 0, 15))}`,
    '055-finder-facilities.sql': `-- Generated by scripts/seed-facilities.mjs: ${FINDER_DEMO_COUNT} finder demo points in six cities (scripts/lib/finder-demo.mjs). Do not edit by hand.\n${finderFacilitiesSql(FINDER_DEMO_COUNT).join('\n')}\n`,
    '080-facilities-checked.sql': `-- Generated by scripts/seed-facilities.mjs. Do not edit by hand.\n${CHECKED_DATES_SQL}`,
    '090-finder-index.sql': `-- Generated by scripts/seed-facilities.mjs: the seeded points into the finder index (worker/data/finder-reindex.ts). Do not edit by hand.\n${FINDER_REINDEX_SQL.join('\n')}\n`,
  };
  if (process.argv.includes('--stdout')) process.stdout.write(Object.values(files).join(''));
  else {
    for (const [name, sql] of Object.entries(files)) {
      const target = path.join(root, 'scripts/seed-data', name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, sql);
      console.log(`wrote ${path.relative(root, target)}`);
    }
  }
}
