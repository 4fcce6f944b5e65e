/**
 * What the seed scripts share: SQL literals and the stable ids that let re-runs touch the same
 * rows and let tests name demo rows (scripts/seed.mjs, seed-facilities.mjs, seed-events.mjs), and
 * the splitting of a SQL file into the statements D1 runs one by one.
 */
import { createHash } from 'node:crypto';

/** A SQL literal: NULL, a number, or a quoted string. */
export const q = (v) =>
  v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/** Stable UUID-shaped id from a name. */
export const stableId = (name) => {
  const h = createHash('sha256').update(`eco-portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A SQL file's statements, in order (comments dropped). */
export function splitSql(sql) {
  // A trigger's body has its own semicolons: it ends at `END;`.
  return sql
    .split(/;\s*$/m)
    .reduce((out, part) => {
      const last = out.at(-1);
      if (last !== undefined && /CREATE TRIGGER/i.test(last) && !/\bEND$/i.test(last.trim()))
        out[out.length - 1] = `${last};${part}`;
      else out.push(part);
      return out;
    }, [])
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
