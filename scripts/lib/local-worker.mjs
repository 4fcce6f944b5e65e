/**
 * Local worker plumbing shared by `npm run dev`, the browser tests and the benchmark:
 * a migrated, seeded local D1 + KV under a persist directory, and `wrangler dev` started in its
 * own process group (killing only npx leaves wrangler holding the port, docs/stack.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './offline-env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');

/**
 * Applies migrations, loads the seed and records the build id in KV, in this process
 * (scripts/lib/local-bindings.mjs): the state `wrangler dev --persist-to` serves.
 */
export async function prepareLocalState(persistTo) {
  const [{ openLocalBindings, applyMigrations }, { seedDemo }] = await Promise.all([
    import('./local-bindings.mjs'),
    import('../seed.mjs'),
  ]);
  const local = await openLocalBindings(persistTo);
  try {
    await applyMigrations(local.DB);
    await seedDemo(local.DB);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'worker/generated/client-manifest.json'), 'utf8'));
    await local.KV.put('build:latest', manifest.buildId);
    return manifest.buildId;
  } finally {
    await local.dispose();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The point editor's address search answered by the worker's own stand-in (worker/routes/dev-geocode.ts, ADR 200). */
const GEOCODE_STAND_IN = '/dev/geocode?format=jsonv2&q={q}&lang={lang}';

/**
 * Vars every local run overrides (npm run dev and the browser tests): the top level of
 * wrangler.toml is production, and its third-party addresses must not be reached from here.
 * Map tiles point at a closed loopback port, so the finder shows its list-only fallback.
 */
export const LOCAL_VARS = { MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', GEOCODE_URL: GEOCODE_STAND_IN };
/**
 * `npm run dev` only: the worker's own stand-in tiles (worker/routes/dev-tiles.ts), so a newcomer
 * sees a working map without the internet. The tests keep LOCAL_VARS' closed port: they prove the
 * list works when the map cannot load, and serve tiles themselves where they need a map.
 */
export const DEV_VARS = { MAP_TILE_URL: '/dev/tiles/{z}/{x}/{y}.svg', GEOCODE_URL: GEOCODE_STAND_IN };

/**
 * Starts `wrangler dev` on 127.0.0.1:port; resolves when it answers. `args` are more wrangler
 * options; `onSpawn(stop)` gets the stop function at once, so a signal during start-up still ends it.
 */
export async function startWorker({
  port,
  persistTo,
  vars: extraVars = {},
  logFile,
  inherit = false,
  args: extraArgs = [],
  onSpawn,
}) {
  const vars = { ...LOCAL_VARS, ...extraVars };
  // A free inspector port too: wrangler's default 9229 collides when two workers run at once.
  const inspectorPort = await freePort();
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
  ];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  args.push(...extraArgs);
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(wrangler, args, {
    cwd: root,
    detached: true,
    stdio: inherit ? 'inherit' : ['ignore', out, out],
    env: { ...offlineEnv(), BROWSER: 'none' },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  onSpawn?.(stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited early (${child.exitCode}); see ${logFile ?? 'its output'}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev did not start on port ${port}; see ${logFile ?? 'its output'}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, stop, url: (host = 'localhost') => `http://${host}:${port}` };
}
