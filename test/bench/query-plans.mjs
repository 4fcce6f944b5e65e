/**
 * The query plans of the events statements (worker/data/events.ts, ADR 175) at the benchmark's
 * scale, values inlined: scripts/bench.mjs prints them so a plan that stops using its index shows.
 */
export async function queryPlans(d1) {
  const now = Date.now();
  const queries = [
    // The statements of worker/data/events.ts (ADR 175), with their values inlined.
    [
      'events list page',
      `SELECT e.id FROM charity_events e WHERE e.edition = 'ru' AND e.listed = 1 AND +e.ends_at > ${now} ORDER BY e.starts_at ASC, e.id LIMIT 12 OFFSET 24`,
    ],
    [
      'events count',
      `SELECT COUNT(*) FROM (SELECT 1 FROM charity_events e WHERE e.edition = 'ru' AND e.listed = 1 AND +e.ends_at > ${now} LIMIT 1001)`,
    ],
    [
      'events city filter',
      `SELECT e.id FROM charity_events e WHERE e.edition = 'ru' AND e.listed = 1 AND +e.ends_at > ${now} AND e.city = 'Казань' COLLATE NOCASE ORDER BY e.starts_at ASC, e.id LIMIT 12`,
    ],
    [
      'event cities',
      `SELECT city FROM event_cities WHERE edition = 'ru' AND n > 0 ORDER BY city COLLATE NOCASE LIMIT 500`,
    ],
    [
      'point events',
      `SELECT e.id FROM charity_events e WHERE e.facility_id = 'x' AND e.listed = 1 AND +e.ends_at > ${now} ORDER BY e.starts_at LIMIT 20`,
    ],
    ['sign-up count', `SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = 'x' AND s.status = 'active'`],
  ];
  const out = [];
  for (const [name, sql] of queries) {
    const { results } = await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).all();
    out.push([name, results.map((r) => r.detail).join('; ')]);
  }
  return out;
}
