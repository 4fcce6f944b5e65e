#!/usr/bin/env node
/**
 * `npm run import:osm -- FILE [--edition ru|kz|international] [--region NAME] [--remote]
 *  [--persist-to DIR] [--time-zone ZONE] [--allow-empty] [--restart]`
 * `npm run import:osm -- --drop-region NAME [--edition ru|kz|international] [--remote] [--persist-to DIR]`
 *
 * Imports recycling points from an OpenStreetMap extract (.osm.pbf, .osm XML, Overpass JSON) into
 * D1: the local database `npm run dev` uses by default, the deployed one with --remote. Safe to
 * re-run: unchanged points are left alone, changed ones updated, vanished ones removed (only those
 * the region brought and no other region holds; a point another edition holds stays there). A large
 * country is imported region by region: each import is a region (--region, default the file's
 * name); --drop-region lets one go. Interrupted (a failed `wrangler d1 execute`, a closed laptop),
 * the same command resumes from the last committed batch; --restart discards the unfinished run.
 * See docs/decisions/141-osm-layer-and-licence.md, 197-osm-regions-and-editions.md,
 * 218-osm-remote-imports-resume.md, docs/operations.md and README "Real points from OpenStreetMap".
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// opening_hours reads Date's local fields: UTC makes every Date a plain wall clock (lib/osm/hours.mjs).
process.env.TZ = 'UTC';

const EDITIONS = ['ru', 'kz', 'international'];
let REGION_NAME;

function parseArgs(argv) {
  const opts = {
    file: null,
    edition: 'ru',
    region: null,
    dropRegion: null,
    remote: false,
    persistTo: null,
    timeZone: null,
    allowEmpty: false,
    restart: false,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--edition') opts.edition = argv[++i];
    else if (a === '--region') opts.region = argv[++i];
    else if (a === '--drop-region') opts.dropRegion = argv[++i];
    else if (a === '--remote') opts.remote = true;
    else if (a === '--persist-to') opts.persistTo = argv[++i];
    else if (a === '--time-zone') opts.timeZone = argv[++i];
    else if (a === '--allow-empty') opts.allowEmpty = true;
    else if (a === '--restart') opts.restart = true;
    else if (a === '--quiet') opts.quiet = true;
    else if (!a.startsWith('--') && !opts.file) opts.file = a;
    else throw new Error(`unknown argument: ${a}`);
  }
  if (!EDITIONS.includes(opts.edition)) throw new Error(`--edition must be one of ${EDITIONS.join(', ')}`);
  for (const [flag, name] of [
    ['--region', opts.region],
    ['--drop-region', opts.dropRegion],
  ]) {
    if (name !== null && !REGION_NAME.test(name ?? ''))
      throw new Error(`${flag} takes a name of letters, digits, '.', '_' or '-' (up to 80)`);
  }
  if (opts.dropRegion !== null) {
    if (opts.file) throw new Error('--drop-region reads no file: give either FILE or --drop-region NAME');
    return opts;
  }
  if (!opts.file)
    throw new Error(
      'usage: npm run import:osm -- FILE [--edition ru|kz|international] [--region NAME] [--remote] [--restart]\n       npm run import:osm -- --drop-region NAME [--edition ru|kz|international] [--remote]',
    );
  if (!fs.existsSync(opts.file)) throw new Error(`no such file: ${opts.file}`);
  if (opts.timeZone) new Intl.DateTimeFormat('en', { timeZone: opts.timeZone }); // throws on an unknown zone
  return opts;
}

function progressBar(quiet) {
  if (quiet) return null;
  const tty = process.stderr.isTTY;
  let last = -1;
  return (share) => {
    const pct = Math.floor(share * 100);
    if (pct === last || (!tty && pct % 10 !== 0)) return;
    last = pct;
    const filled = Math.round(share * 30);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${String(pct).padStart(3)}%`;
    process.stderr.write(tty ? `\r${bar}${pct === 100 ? '\n' : ''}` : `${bar}\n`);
  };
}

/** Status lines (run started, resumed, batch committed, swap) on stderr, clearing a drawn bar. */
function statusLine(quiet) {
  if (quiet) return null;
  return (line) => process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${line}\n`);
}

function summaryText(file, edition, s) {
  const others = Object.entries(s.otherEditions);
  const lines = [
    `OpenStreetMap import of ${path.basename(file)} as the region ${s.region} of the ${edition} edition (${s.elements} elements read, ${s.seen} recycling points):`,
    `  added      ${s.added}`,
    `  updated    ${s.updated}`,
    `  unchanged  ${s.unchanged}`,
    `  removed    ${s.removed}${s.keptBecauseEmpty ? ' (the extract has no points: nothing removed; --allow-empty to empty the region)' : ''}`,
    `  released   ${s.released}${s.released ? ' (gone from this region, kept: another region still has them)' : ''}`,
    `  elsewhere  ${others.reduce((a, [, n]) => a + n, 0)}${others.length ? ` (kept where they are, not moved: ${others.map(([e, n]) => `${n} in the ${e} edition`).join(', ')})` : ''}`,
    `  finder     ${s.finder ? `${s.finder.indexed} written into the finder index, ${s.finder.removed} taken out` : '-'}`,
    ...(s.resumed
      ? [`  resumed    after ${s.resumed.staged} points staged by the interrupted run (not sent again)`]
      : []),
    `  skipped    ${Object.values(s.skipped).reduce((a, b) => a + b, 0)}`,
  ];
  const { SKIP_REASONS } = importModule;
  for (const [reason, n] of Object.entries(s.skipped))
    lines.push(`    ${String(n).padStart(6)}  ${SKIP_REASONS[reason] ?? reason}`);
  return lines.join('\n');
}

function dropText(edition, region, s) {
  return [
    `OpenStreetMap region ${region} dropped from the ${edition} edition:`,
    `  removed    ${s.removed}`,
    `  released   ${s.released}${s.released ? ' (kept: another region still has them)' : ''}`,
    `  finder     ${s.finder.indexed} written into the finder index, ${s.finder.removed} taken out`,
  ].join('\n');
}

let importModule;

async function main() {
  let opts;
  try {
    ({ REGION_NAME } = await import('./lib/osm/import.mjs'));
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  importModule = await import('./lib/osm/import.mjs');
  const { localStore, remoteStore } = await import('./lib/osm/store.mjs');
  const store = opts.remote ? remoteStore() : await localStore(opts.persistTo ?? undefined);
  try {
    try {
      await store.all('SELECT (SELECT 1 FROM osm_facilities LIMIT 1), (SELECT 1 FROM osm_import_runs LIMIT 1)');
    } catch {
      console.error(
        opts.remote
          ? 'The deployed database lacks the importer tables (osm_facilities, osm_import_runs): run `npm run db:migrate:remote` first.'
          : 'The local database is not migrated: run `npm run dev` once (or `npm run db:migrate:local`) first.',
      );
      process.exitCode = 1;
      return;
    }
    if (opts.dropRegion !== null) {
      console.log(
        dropText(
          opts.edition,
          opts.dropRegion,
          await importModule.dropRegion({ edition: opts.edition, region: opts.dropRegion, store }),
        ),
      );
      return;
    }
    const region = opts.region ?? importModule.regionOf(opts.file);
    const summary = await importModule.importOsm({
      file: opts.file,
      edition: opts.edition,
      region,
      store,
      timeZone: opts.timeZone,
      allowEmpty: opts.allowEmpty,
      restart: opts.restart,
      onProgress: progressBar(opts.quiet),
      onStatus: statusLine(opts.quiet),
    });
    console.log(summaryText(opts.file, opts.edition, summary));
  } catch (e) {
    // A refused file or region: its message is the whole story (nothing was written), no stack.
    // An interrupted import: its message says what the database holds and how to resume.
    if (!(e instanceof importModule.OsmRefusal || e instanceof importModule.ImportInterrupted)) throw e;
    console.error(e.message);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((e) => {
    console.error(e.stack ?? e);
    process.exit(1);
  });
}
