import { env } from 'cloudflare:test';

const allDay = { start: '00:00', end: '23:59', worksFullDay: true, noLunchBreak: true };
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, allDay]),
);

/** An osm_facilities row as the importer writes it (scripts/lib/osm/row.mjs columns), open all week by default. */
export function osmFacilityRow(id: number, over: Record<string, unknown> = {}): D1PreparedStatement {
  const row = {
    id: `node-${id}`,
    osm_type: 'node',
    osm_id: id,
    osm_version: 1,
    osm_timestamp: 1,
    check_date: '',
    edition: 'ru',
    digest: `d${id}`,
    lat: 59.9 + id / 1e5,
    lng: 30.3,
    name: `Точка ${id}`,
    names: '{}',
    address: 'Невский проспект',
    kind: 'container',
    materials: '["paper"]',
    materials_known: 1,
    opening_hours: '24/7',
    hours_kind: 'weekly',
    working_hours: JSON.stringify(EVERY_DAY),
    intervals: '[]',
    time_zone: 'Europe/Moscow',
    operator: '',
    website: '',
    phone: '',
    wheelchair: '',
    imported_at: 1,
    updated_at: 1,
    ...over,
  };
  const cols = Object.keys(row);
  return env.DB.prepare(
    `INSERT INTO osm_facilities (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
  ).bind(...Object.values(row));
}

/** The importer's store (scripts/lib/osm/store.mjs) over the worker's D1, for syncOsmFinder. */
export const osmStore = {
  run: async (statements: string[]) =>
    void (statements.length && (await env.DB.batch(statements.map((s) => env.DB.prepare(s))))),
  all: async (sql: string) => (await env.DB.prepare(sql).all()).results,
};
export const OSM_KIND_LABELS = {
  container: 'Контейнер для вторсырья',
  centre: 'Пункт приёма',
  bottle_return: 'Автомат',
  other: 'Пункт',
};
