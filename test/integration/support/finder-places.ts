import { env } from 'cloudflare:test';
import { reindexFacilities } from '../../../worker/data/finder-reindex';
import { DAY_MS, STALE_DISTANCE_PENALTY_M } from '../../../ui/shared/facility/freshness';
import { distanceM } from '../../../ui/shared/finder/geo';

/**
 * A dense place: the pages of the nearest-first search (worker/services/finder.ts, widening blocks
 * of cells) must equal the exact ranking of every point, penalties included. Around the origin lie
 * many stale points (ranked as if 5 km farther) and a few ranked-down ones, so a search that cut a
 * block short by plain distance (docs/bench.md tells of one tried) would miss the fresh points a
 * little farther out.
 */
export const ORG = crypto.randomUUID();
export const ORIGIN = { lat: 55.7963, lng: 49.1088 };
const RANK_PENALTY_M = 2_000;

interface Seeded {
  id: string;
  lat: number;
  lng: number;
  stale: boolean;
  rankedDown: boolean;
}

let seed = 7;
const rnd = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
/** A position `fromM`..`toM` metres from the origin in a random direction. */
function around(fromM: number, toM: number) {
  const r = fromM + (toM - fromM) * rnd();
  const a = 2 * Math.PI * rnd();
  return {
    lat: ORIGIN.lat + (r * Math.sin(a)) / 111_195,
    lng: ORIGIN.lng + (r * Math.cos(a)) / (111_195 * Math.cos((ORIGIN.lat * Math.PI) / 180)),
  };
}

/** A sparse place: a village's points 30–50 km out, a city's 600 km away. */
export const VILLAGE = { lat: 62.0, lng: 100.0 };
export const villagePoints = Array.from({ length: 30 }, (_, i) => ({
  id: crypto.randomUUID(),
  lat: VILLAGE.lat + 0.27 + (i % 6) * 0.03,
  lng: VILLAGE.lng + Math.floor(i / 6) * 0.06,
}));
const cityPoints = Array.from({ length: 600 }, (_, i) => ({
  id: crypto.randomUUID(),
  lat: VILLAGE.lat + 5.4 + (i % 20) * 0.005,
  lng: VILLAGE.lng + Math.floor(i / 20) * 0.008,
}));

/**
 * A street name more than 1,000 points share: 1,100 of them 280 km north (written first, so the
 * lowest rowids), then five near the origin and a few near points on other streets. The first
 * 1,001 full-text matches are all far away; the nearest five must still come first.
 */
export const STREET_ORIGIN = { lat: 45.04, lng: 38.98 };
export const farStreet = Array.from({ length: 1100 }, (_, i) => ({
  id: crypto.randomUUID(),
  lat: 47.5 + (i % 40) * 0.004,
  lng: 38.98 + Math.floor(i / 40) * 0.006,
}));
export const nearStreet = Array.from({ length: 5 }, (_, i) => ({
  id: crypto.randomUUID(),
  lat: STREET_ORIGIN.lat + 0.002 * (i + 1),
  lng: STREET_ORIGIN.lng + 0.001 * i,
}));
export const nearOther = Array.from({ length: 30 }, (_, i) => ({
  id: crypto.randomUUID(),
  lat: STREET_ORIGIN.lat - 0.001 * (i + 1),
  lng: STREET_ORIGIN.lng,
}));

export const points: Seeded[] = [
  ...Array.from({ length: 90 }, () => ({ ...around(0, 300), stale: true, rankedDown: false })),
  ...Array.from({ length: 10 }, () => ({ ...around(0, 300), stale: false, rankedDown: true })),
  ...Array.from({ length: 80 }, () => ({ ...around(500, 3_000), stale: false, rankedDown: false })),
  ...Array.from({ length: 20 }, () => ({ ...around(3_000, 9_000), stale: false, rankedDown: false })),
].map((p) => ({ ...p, id: crypto.randomUUID() }));

/** Every point in the exact order of the finder: distance plus penalties. */
export const expected = points
  .map((p) => ({
    id: p.id,
    key: distanceM(ORIGIN, p) + (p.stale ? STALE_DISTANCE_PENALTY_M : 0) + (p.rankedDown ? RANK_PENALTY_M : 0),
  }))
  .sort((a, b) => a.key - b.key)
  .map((p) => p.id);

/** Writes every place's points and indexes them (the test file's beforeAll). */
export async function seedPlaces() {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Dense finder org', 'ru', 0)",
  )
    .bind(ORG)
    .run();
  await env.DB.batch(
    points.map((p, i) =>
      env.DB.prepare(
        `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at, checked_at)
         VALUES (?, ?, 'accepted', ?, 'ул. Баумана, Казань', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?, ?)`,
      ).bind(p.id, ORG, `Пункт ${i}`, p.lat, p.lng, now, now, now, p.stale ? now - 400 * DAY_MS : now),
    ),
  );
  await env.DB.batch(
    [...villagePoints, ...cityPoints].map((p, i) =>
      env.DB.prepare(
        `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at, checked_at)
         VALUES (?, ?, 'accepted', ?, 'Центральная улица', ?, ?, '{}', 'Asia/Krasnoyarsk', ?, ?, ?, ?)`,
      ).bind(p.id, ORG, `Сбор ${i}`, p.lat, p.lng, now, now, now, now),
    ),
  );
  const street = (list: { id: string; lat: number; lng: number }[], address: string) =>
    list.map((p, i) =>
      env.DB.prepare(
        `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at, checked_at)
         VALUES (?, ?, 'accepted', ?, ?, ?, ?, '{}', 'Europe/Moscow', ?, ?, ?, ?)`,
      ).bind(p.id, ORG, `Приём ${i}`, `${address}, ${i + 1}`, p.lat, p.lng, now, now, now, now),
    );
  await env.DB.batch(street(farStreet, 'ул. Гагарина, Ростов-на-Дону'));
  await env.DB.batch([
    ...street(nearStreet, 'ул. Гагарина, Краснодар'),
    ...street(nearOther, 'ул. Красная, Краснодар'),
  ]);
  await reindex();
}

/** The index from the facilities again, and the ranked-down points' penalty (the reindex writes 0). */
export async function reindex() {
  await reindexFacilities(env.DB);
  const down = points.filter((p) => p.rankedDown).map((p) => p.id);
  await env.DB.prepare(
    `UPDATE finder_facilities SET rank_penalty = ? WHERE ref_id IN (${down.map(() => '?').join(', ')})`,
  )
    .bind(RANK_PENALTY_M, ...down)
    .run();
}
