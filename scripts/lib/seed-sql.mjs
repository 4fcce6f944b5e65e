/**
 * What the seed scripts share: SQL literals and the stable ids that let re-runs touch the same
 * rows and let tests name demo rows (scripts/seed.mjs, seed-facilities.mjs, seed-events.mjs).
 */
import { createHash } from 'node:crypto';

/** A SQL literal: NULL, a number, or a quoted string. */
export const q = (v) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/** Stable UUID-shaped id from a name. */
export const stableId = (name) => {
  const h = createHash('sha256').update(`eco-portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
