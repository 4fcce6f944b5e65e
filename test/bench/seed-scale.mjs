/**
 * Bench data at scale: an organisation with `points` accepted recycling points and
 * `events` published upcoming events, spread over the three editions' cities. Rows are numbered,
 * so growing from 100 to 10,000 only inserts what is missing. Written with plain SQL through the
 * D1 binding in batches (one transaction each), then the edge-cache versions are bumped.
 */
import { importTs } from '../../scripts/lib/import-ts.mjs';

const { reindexFacilities } = await importTs('worker/data/finder-reindex.ts');

const CITIES = {
  ru: ['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург'],
  kz: ['Алматы', 'Астана', 'Шымкент'],
  international: ['Buenos Aires', 'Córdoba', 'Rosario'],
};
const EDITIONS = ['ru', 'ru', 'ru', 'kz', 'international'];
const CATEGORIES = ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other'];
const DAY = 86_400_000;
const BATCH = 250;
/** Miniflare's Node-side proxy can drop a large call on a busy machine; rows are idempotent. */
async function retry(fn, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= tries) throw e;
    }
  }
}
const ORG = '00000000-0000-4000-8000-00000000b0b0';
const AUTHOR = '00000000-0000-4000-8000-00000000b0b1';
export const facilityId = (i) => `00000000-0000-4000-8001-${String(i).padStart(12, '0')}`;
export const eventId = (i) => `00000000-0000-4000-8002-${String(i).padStart(12, '0')}`;

/**
 * Miniflare's proxied `prepare()` and `bind()` are synchronous cross-thread calls that, on a loaded
 * host, now and then read no reply and throw an AssertionError inside miniflare (the same race
 * scripts/lib/local-bindings.mjs avoids with an asynchronous bridge). Nothing was sent, so asking
 * again is safe.
 */
const UNWRAPPED = Symbol('statement');
function steady(db) {
  const again = (f) => {
    for (let i = 1; ; i++) {
      try {
        return f();
      } catch (e) {
        if (i >= 5 || e?.code !== 'ERR_ASSERTION') throw e;
      }
    }
  };
  return {
    prepare(sql) {
      const statement = again(() => db.prepare(sql));
      return {
        [UNWRAPPED]: statement,
        bind: (...params) => again(() => statement.bind(...params)),
        first: (column) => statement.first(column),
        all: () => statement.all(),
        run: () => statement.run(),
      };
    },
    batch: (statements) => db.batch(statements.map((s) => s[UNWRAPPED] ?? s)),
  };
}

export async function seedScale(rawDb, { points, events }) {
  const db = steady(rawDb);
  const now = Date.now();
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO organisations (id, name, edition, created_at) VALUES (?, 'Bench Recycling', 'ru', ?)`,
      )
      .bind(ORG, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, email, name, locale, edition, status, org_id, created_at, updated_at) VALUES (?, 'bench@example.org', 'Bench', 'ru-RU', 'ru', 'active', ?, ?, ?)`,
      )
      .bind(AUTHOR, ORG, now, now),
  ]);
  const have = async (table, prefix) =>
    (await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id LIKE ?`).bind(`${prefix}%`).first()).n;
  const hours = JSON.stringify(
    Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { start: '09:00', end: '18:00' }]),
    ),
  );
  for (let from = await have('facilities', '00000000-0000-4000-8001-'); from < points; from += BATCH) {
    const stmts = [];
    for (let i = from; i < Math.min(points, from + BATCH); i++) {
      stmts.push(
        db
          .prepare(`INSERT OR IGNORE INTO facilities (id, org_id, author_id, status, name, address, lat, lng, description, contacts, working_hours, status_changed_at, created_at, updated_at)
                    VALUES (?, ?, ?, 'accepted', ?, ?, ?, ?, ?, '{"phone":"+74955550123"}', ?, ?, ?, ?)`)
          .bind(
            facilityId(i),
            ORG,
            AUTHOR,
            `Пункт приёма №${i}`,
            `ул. Лесная, ${i}`,
            55 + (i % 1000) / 1000,
            37 + (i % 997) / 997,
            'Пластик, стекло, бумага',
            hours,
            now,
            now,
            now,
          ),
      );
    }
    await retry(() => db.batch(stmts));
  }
  for (let from = await have('charity_events', '00000000-0000-4000-8002-'); from < events; from += BATCH) {
    const stmts = [];
    for (let i = from; i < Math.min(events, from + BATCH); i++) {
      const edition = EDITIONS[i % EDITIONS.length];
      const city = CITIES[edition][i % CITIES[edition].length];
      const starts = now + (1 + (i % 90)) * DAY;
      stmts.push(
        db
          .prepare(`INSERT OR IGNORE INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, lat, lng, capacity, reward_points, contact_name, contact_email, published_at, created_at, updated_at)
                    VALUES (?, ?, ?, ?, 'published', ?, 'Убираем парк вместе', 'Перчатки и мешки выдадим.', ?, ?, ?, 'Europe/Moscow', 'Парк Горького', ?, 55.73, 37.6, 50, 20, 'Анна', 'anna@example.org', ?, ?, ?)`)
          .bind(
            eventId(i),
            ORG,
            AUTHOR,
            edition,
            `Субботник №${i}`,
            CATEGORIES[i % CATEGORIES.length],
            starts,
            starts + 3 * 3_600_000,
            city,
            now,
            now,
            now,
          ),
      );
    }
    await retry(() => db.batch(stmts));
  }
  await reindexFacilities(db);
}
