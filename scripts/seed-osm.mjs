#!/usr/bin/env node
/**
 * Demo OpenStreetMap layer for `npm run dev` (run by scripts/seed.mjs): each edition's committed
 * extract, scripts/seed-data/osm/<edition>.osm, through the same importer as `npm run import:osm`.
 *   node scripts/seed-osm.mjs --persist-to DIR
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importOsm } from './lib/osm/import.mjs';

process.env.TZ = 'UTC'; // as in scripts/import-osm.mjs
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports the three editions' extracts into `store`; returns a line saying how many points each had. */
export async function seedOsm(store) {
  const counts = [];
  for (const edition of ['ru', 'kz', 'international']) {
    const s = await importOsm({ file: path.join(root, `scripts/seed-data/osm/${edition}.osm`), edition, store });
    counts.push(`${edition} ${s.seen}`);
  }
  return `OpenStreetMap demo points (${counts.join(', ')})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--persist-to');
  const persistTo = at >= 0 ? args[at + 1] : path.join(root, '.wrangler/state');
  const { localStore } = await import('./lib/osm/store.mjs');
  const store = await localStore(persistTo);
  try {
    console.log(`seed: ${await seedOsm(store)}`);
  } finally {
    await store.close();
  }
}
