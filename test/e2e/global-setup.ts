import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the bench scripts
import { buildDeployBundle, serveDeployBundle } from '../../scripts/lib/deploy-bundle.mjs';
// @ts-expect-error plain ESM helper shared with the dev and bench scripts
import { LOCAL_VARS, prepareLocalState, root } from '../../scripts/lib/local-worker.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the servers' ports appear once they listen (test/e2e/setup.ts waits for it). */
    serversFile: string;
    /** A migrated, seeded local state nobody serves: a test that starts its own worker copies it (after setup.ts). */
    pristineState: string;
  }
}

/** What serversFile holds: one local worker per test worker (test/e2e/browser.ts picks by VITEST_POOL_ID), or why there is none. */
export interface ServersFile {
  ports?: number[];
  error?: string;
}

/**
 * The browser run's servers: the built client and a migrated, seeded local state, prepared once
 * and copied for each of the project's test workers (maxWorkers), so files that run at once would
 * share no database, rate limit or mailbox (docs/development.md).
 *
 * Prepared in the background: vitest awaits every project's global set-up before any test runs,
 * and the browser files run after the integration files (vitest.config.ts), so the ten seconds of
 * migrating, seeding and starting the servers pass while the integration files run instead of
 * before them. Each browser test file waits for `serversFile` (test/e2e/setup.ts).
 *
 * Each serves the deploy bundle (what `wrangler deploy` ships) through Miniflare's own loopback
 * socket, not `wrangler dev`: wrangler's dev proxy treats one request's network error as fatal
 * and exits, which once refused every later connection of a CI run (docs/decisions/167).
 */
export default function setup(project: TestProject) {
  const pristine = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-e2e-pristine-'));
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const serversFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eco-e2e-servers-')), 'servers.json');
  // Inside the repository: workerd loads the bundle's modules relative to it.
  fs.mkdirSync(path.join(root, '.wrangler'), { recursive: true });
  const outdir = fs.mkdtempSync(path.join(root, '.wrangler', 'e2e-bundle-'));
  const started: { mf: { dispose(): Promise<void> }; persistTo: string }[] = [];
  const prepared = (async () => {
    await prepareLocalState(pristine);
    // A fresh clone has no .dev.vars: the browser run brings its own signing secret, and switches
    // development on explicitly (wrangler.toml's top level is production; tests read /dev/mail).
    const vars = { ...LOCAL_VARS, JWT_SECRET: 'e2e-test-secret-not-for-production', ENVIRONMENT: 'development' };
    const bundle: string = buildDeployBundle(outdir, { build: false });
    const ports = await Promise.all(
      Array.from({ length: Number(project.config.maxWorkers) || 1 }, async (_, i) => {
        const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), `eco-e2e-${i + 1}-`));
        fs.cpSync(pristine, persistTo, { recursive: true });
        const logFile = path.join(root, `test-results/e2e-worker-${i + 1}.log`);
        // Port 0: the runtime binds a free port itself. A port chosen first and bound later could be
        // taken meanwhile by the other worker starting beside it (ERR_ADDRESS_IN_USE failed a run).
        const { mf, port } = await serveDeployBundle(bundle, { assets: true, bindings: vars, persistTo, logFile, migrate: false });
        started.push({ mf, persistTo });
        return port as number;
      }),
    );
    return { ports } satisfies ServersFile;
  })().catch((error: unknown) => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }) satisfies ServersFile);
  // Written whole under another name, then renamed: a reader never sees half a file.
  void prepared.then((result) => {
    fs.writeFileSync(`${serversFile}.tmp`, JSON.stringify(result));
    fs.renameSync(`${serversFile}.tmp`, serversFile);
  });
  project.provide('serversFile', serversFile);
  project.provide('pristineState', pristine);
  return async () => {
    await prepared;
    for (const s of started) {
      await s.mf.dispose();
      fs.rmSync(s.persistTo, { recursive: true, force: true });
    }
    fs.rmSync(pristine, { recursive: true, force: true });
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(path.dirname(serversFile), { recursive: true, force: true });
  };
}
