import { env } from 'cloudflare:test';

const statements: D1PreparedStatement[] = [];

/**
 * A fingerprint of every table (rate_limits aside: counting attempts is its job): row count and,
 * per table, the sum over every column of numbers and text lengths. Any insert, delete or value
 * update changes it; much cheaper than a dump. Used to prove a refused request changed nothing.
 */
export async function dbFingerprint(): Promise<string> {
  if (!statements.length) {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'rate_limits') ORDER BY name",
    ).all<{ name: string }>();
    for (const { name } of results) {
      const cols = (
        await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>()
      ).results.map((c) => c.name);
      const parts = cols.map(
        (c) => `total(CASE WHEN typeof("${c}") IN ('integer','real') THEN "${c}" ELSE length("${c}") END)`,
      );
      statements.push(
        env.DB.prepare(
          `SELECT '${name}' AS t, count(*) AS n${parts.length ? `, ${parts.join(' + ')} AS s` : ''} FROM "${name}"`,
        ),
      );
    }
  }
  const rows = await env.DB.batch(statements);
  return JSON.stringify(rows.map((r) => r.results[0]));
}
