import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the dev and bench scripts
import { freePort, prepareLocalState, root, startWorker } from '../../scripts/lib/local-worker.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** One worker for the whole browser run: built client, fresh migrated + seeded local state. */
export default async function setup(project: TestProject) {
  const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-e2e-'));
  prepareLocalState(persistTo);
  const port: number = await freePort();
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // A fresh clone has no .dev.vars: the browser run brings its own signing secret, and switches
  // development on explicitly (wrangler.toml's top level is production; tests read /dev/mail).
  const vars = { JWT_SECRET: 'e2e-test-secret-not-for-production', ENVIRONMENT: 'development' };
  const worker = await startWorker({ port, persistTo, vars, logFile: path.join(root, 'test-results/e2e-worker.log') });
  project.provide('port', port);
  return () => {
    worker.stop();
    fs.rmSync(persistTo, { recursive: true, force: true });
  };
}
