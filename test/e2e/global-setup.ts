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
    /** One local worker per test worker (test/e2e/browser.ts picks by VITEST_POOL_ID). */
    ports: number[];
    /** A migrated, seeded local state nobody serves: a test that starts its own worker copies it. */
    pristineState: string;
  }
}

/**
 * The browser run's servers: the built client and a migrated, seeded local state, prepared once
 * and copied for each of the project's test workers (maxWorkers), so files that run at once would
 * share no database, rate limit or mailbox (docs/development.md).
 *
 * Each serves the deploy bundle (what `wrangler deploy` ships) through Miniflare's own loopback
 * socket, not `wrangler dev`: wrangler's dev proxy treats one request's network error as fatal
 * and exits, which once refused every later connection of a CI run (docs/decisions/167).
 */
export default async function setup(project: TestProject) {
  const pristine = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-e2e-pristine-'));
  await prepareLocalState(pristine);
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // A fresh clone has no .dev.vars: the browser run brings its own signing secret, and switches
  // development on explicitly (wrangler.toml's top level is production; tests read /dev/mail).
  const vars = { ...LOCAL_VARS, JWT_SECRET: 'e2e-test-secret-not-for-production', ENVIRONMENT: 'development' };
  // Inside the repository: workerd loads the bundle's modules relative to it.
  fs.mkdirSync(path.join(root, '.wrangler'), { recursive: true });
  const outdir = fs.mkdtempSync(path.join(root, '.wrangler', 'e2e-bundle-'));
  const bundle: string = buildDeployBundle(outdir, { build: false });
  const started = await Promise.all(
    Array.from({ length: Number(project.config.maxWorkers) || 1 }, async (_, i) => {
      const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), `eco-e2e-${i + 1}-`));
      fs.cpSync(pristine, persistTo, { recursive: true });
      const logFile = path.join(root, `test-results/e2e-worker-${i + 1}.log`);
      // Port 0: the runtime binds a free port itself. A port chosen first and bound later could be
      // taken meanwhile by the other worker starting beside it (ERR_ADDRESS_IN_USE failed a run).
      const { mf, port } = await serveDeployBundle(bundle, {
        assets: true,
        bindings: vars,
        persistTo,
        logFile,
        migrate: false,
      });
      return { mf, port, persistTo };
    }),
  );
  project.provide(
    'ports',
    started.map((s) => s.port),
  );
  project.provide('pristineState', pristine);
  return async () => {
    for (const s of started) {
      await s.mf.dispose();
      fs.rmSync(s.persistTo, { recursive: true, force: true });
    }
    fs.rmSync(pristine, { recursive: true, force: true });
    fs.rmSync(outdir, { recursive: true, force: true });
  };
}
