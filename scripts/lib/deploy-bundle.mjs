/**
 * The deploy bundle (`wrangler deploy --dry-run`, wrangler.toml's top level: production) served by
 * Miniflare on direct loopback sockets, with migrations applied and the build id in KV. Shared by
 * `npm run bench`, `npm run soak` and the finder benchmark, so all three measure what ships.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { root } from './local-worker.mjs';
import { applyMigrations } from './local-bindings.mjs';

function sh(cmd, args) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Builds the client (unless `build` is false) and the worker bundle into `outdir`; returns the bundle's path. */
export function buildDeployBundle(outdir, { build = true } = {}) {
  if (build) sh(process.execPath, ['scripts/build.mjs']);
  fs.rmSync(outdir, { recursive: true, force: true });
  sh(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', path.relative(root, outdir)]);
  return path.join(
    outdir,
    fs.readdirSync(outdir).find((f) => f.endsWith('.js')),
  );
}

export function clientManifest() {
  return JSON.parse(fs.readFileSync(path.join(root, 'worker/generated/client-manifest.json'), 'utf8'));
}

/** wrangler.toml's top level (what a plain deploy ships): its compatibility settings and vars. */
function topLevelConfig() {
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });
  return { config, vars: Object.fromEntries(Object.entries(config.vars).map(([k, v]) => [k, String(v)])) };
}

/** The D1, KV and R2 bindings as `wrangler dev` declares them to Miniflare. */
function wranglerStores() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  return {
    d1Databases: workerOptions.d1Databases,
    kvNamespaces: workerOptions.kvNamespaces,
    r2Buckets: workerOptions.r2Buckets,
  };
}

/**
 * Serves `bundle` with wrangler.toml's top-level vars plus `bindings` (secrets, measuring switches); `assets` serves dist/client beside it
 * (Miniflare applies its _headers as production does).
 * `persistTo` serves a local state prepared by prepareLocalState() (`wrangler dev --persist-to`'s layout: D1, KV, R2 and
 * Durable Objects under v3/); `logFile` receives the runtime's output, which otherwise goes to this process's.
 * Resolves to { mf, port, db } once migrations ran and the build id is published.
 */
export async function serveDeployBundle(
  bundle,
  {
    bindings = {},
    assets = false,
    inspectorPort,
    d1Persist,
    persistTo,
    port = 0,
    logFile,
    migrate = true,
    cf = false,
  } = {},
) {
  const { config, vars } = topLevelConfig();
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  // A state wrangler prepared is found under the ids wrangler gives the bindings (its storage is keyed by them).
  const stores = persistTo
    ? wranglerStores()
    : { d1Databases: ['DB'], kvNamespaces: ['KV'], r2Buckets: ['MEDIA', 'TILES'] };
  const mf = new Miniflare({
    rootPath: root,
    modules: true,
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    scriptPath: path.relative(root, bundle),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    ...stores,
    // The finder bench keeps D1 in a directory to load big seeds straight into its SQLite file.
    ...(d1Persist ? { d1Persist } : {}),
    ...(persistTo ? { defaultPersistRoot: path.join(persistTo, 'v3') } : {}),
    ...(assets
      ? {
          assets: {
            directory: path.join(root, 'dist/client'),
            binding: 'ASSETS',
            routerConfig: { has_user_worker: true },
          },
        }
      : {}),
    durableObjects: { NOTIFICATIONS: { className: 'NotificationHub', useSQLite: true } },
    bindings: { ...vars, ...bindings },
    host: '127.0.0.1',
    port,
    // Miniflare's placeholder `request.cf` (a visitor in Austin, Texas), never the copy it would
    // otherwise download; or the `cf` given (the bench's visitor among its seeded points).
    cf,
    ...(log
      ? {
          handleRuntimeStdio: (stdout, stderr) => {
            stdout.pipe(log);
            stderr.pipe(log);
          },
        }
      : {}),
    // The soak reads the worker's V8 heap through the inspector (after a forced GC).
    ...(inspectorPort ? { inspectorPort } : {}),
  });
  const url = await mf.ready;
  const db = await mf.getD1Database('DB');
  // The same migration runner as the local state's (wrangler's d1_migrations kept), not a copy of it.
  if (migrate) await applyMigrations(db);
  await (await mf.getKVNamespace('KV')).put('build:latest', clientManifest().buildId);
  return { mf, port: Number(url.port), db };
}
