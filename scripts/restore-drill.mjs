#!/usr/bin/env node
/**
 * `npm run restore:drill`: rehearses the D1 restore of docs/operations.md on a local seeded
 * database, end to end: count every table, export, break it (rows deleted, a table dropped),
 * restore from the export, and check every table's row count is the original again.
 *
 * The export is SQLite's own `.dump` of the file that `wrangler dev --persist-to` serves (the
 * sqlite3 command line): unlike `wrangler d1 export` it keeps the finder's FTS5 virtual tables,
 * which is why production restores from Time Travel first (docs/operations.md "Backups and restore").
 * Counting goes through D1 itself (scripts/lib/local-bindings.mjs), so the restored file is proven
 * readable by the runtime, not only by sqlite3.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, openLocalBindings } from './lib/local-bindings.mjs';
import { seedDemo } from './seed.mjs';

const BROKEN_BY_DELETE = 3;

function sqlite(file, args, input) {
  const run = spawnSync('sqlite3', [file, ...args], { input, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (run.error)
    throw new Error(`the drill needs the sqlite3 command line (apt-get install sqlite3): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`sqlite3 ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/** Row counts of every ordinary table (virtual tables are counted through their shadow tables). */
async function countTables(persistTo) {
  const local = await openLocalBindings(persistTo);
  try {
    const { results } = await local.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name",
    ).all();
    const counts = new Map();
    for (const { name } of results) {
      const row = await local.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first();
      counts.set(name, row.n);
    }
    return counts;
  } finally {
    await local.dispose();
  }
}

/** The one D1 database file under the persist directory (Miniflare keys it by the database id). */
function databaseFile(persistTo) {
  const dir = path.join(persistTo, 'v3/d1/miniflare-D1DatabaseObject');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 file in ${dir}, found ${files.length}`);
  return path.join(dir, files[0]);
}

function removeSidecars(file) {
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

function differences(expected, actual) {
  const names = new Set([...expected.keys(), ...actual.keys()]);
  return [...names]
    .filter((n) => expected.get(n) !== actual.get(n))
    .map((n) => `${n}: ${expected.get(n) ?? 'missing'} -> ${actual.get(n) ?? 'missing'}`);
}

export async function restoreDrill({ log = console.log } = {}) {
  const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-restore-drill-'));
  try {
    const local = await openLocalBindings(persistTo);
    try {
      await applyMigrations(local.DB);
      await seedDemo(local.DB);
    } finally {
      await local.dispose();
    }
    const original = await countTables(persistTo);
    const rows = [...original.values()].reduce((a, b) => a + b, 0);
    log(`seeded: ${original.size} tables, ${rows} rows`);

    const file = databaseFile(persistTo);
    const exportPath = path.join(persistTo, 'export.sql');
    fs.writeFileSync(exportPath, sqlite(file, ['.dump']));
    log(`exported: ${(fs.statSync(exportPath).size / 1024).toFixed(0)} KiB of SQL`);

    // The damage: the fullest tables emptied, one more dropped outright.
    const fullest = [...original]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name);
    const emptied = fullest.slice(0, BROKEN_BY_DELETE);
    const dropped = fullest.find(
      (name) => !emptied.includes(name) && !/_(data|idx|docsize|config|content)$/.test(name),
    );
    sqlite(file, [[...emptied.map((t) => `DELETE FROM "${t}";`), `DROP TABLE "${dropped}";`].join('\n')]);
    const broken = await countTables(persistTo);
    const damage = differences(original, broken);
    if (damage.length === 0) throw new Error('the drill failed to break the database');
    log(`broken: ${damage.join('; ')}`);

    // The restore: a fresh file from the export in place of the broken one.
    removeSidecars(file);
    fs.rmSync(file);
    sqlite(file, [], fs.readFileSync(exportPath, 'utf8'));
    const restored = await countTables(persistTo);
    const left = differences(original, restored);
    if (left.length > 0) throw new Error(`restore left differences: ${left.join('; ')}`);
    log(`restored: all ${restored.size} tables have their original row counts`);
    return { tables: restored.size, rows, damaged: damage.length };
  } finally {
    fs.rmSync(persistTo, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  restoreDrill().then(
    () => console.log('restore drill: PASS'),
    (err) => {
      console.error(`restore drill: FAIL: ${err.message}`);
      process.exit(1);
    },
  );
}
