import fs from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, one run (so CI counts one result file):
 *  - unit: pure code, tests beside it, in Node;
 *  - integration: the Worker inside workerd with real local D1/KV (SELF.fetch), migrations applied in setup;
 *  - e2e: Debian's Chromium through playwright-core against the built worker on a loopback port,
 *    once the other two have finished (sequence.groupOrder).
 */
// React runs as its production build everywhere (docs/stack.md), so JSX must not target jsxDEV.
// Components compile to our runtime as in the builds (ui/jsx/jsx-runtime.ts, tsconfig.json).
const oxc = { jsx: { runtime: 'automatic' as const, development: false, importSource: '#jsx' } };

/**
 * Integration files that run inside a batch (test/integration/batches/*.test.ts imports them), so
 * not as files of their own: each file of its own starts a workerd and loads the worker's modules,
 * about 5 s, where a batch pays it once (ADR 178).
 */
function batchedIntegrationFiles(): string[] {
  const dir = path.join(__dirname, 'test/integration/batches');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .flatMap((f) =>
      [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^import '(\.\.\/[^']+)';$/gm)].map((m) =>
        path.join('test/integration/batches', `${m[1]}.ts`),
      ),
    );
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, 'migrations'));
  return {
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      projects: [
        {
          oxc,
          test: {
            name: 'unit',
            // Pure code with no module state worth a fresh graph per file: one graph per worker
            // (16 -> 12 s, 32 -> 19 CPU-s; passes with its files shuffled).
            isolate: false,
            // Projects of one group (unit and integration run together) must share a worker count.
            maxWorkers: 3,
            // A hang detector, not a speed check: the dictionary's whole-index cases take seconds
            // when the host is busy.
            testTimeout: 30_000,
            environment: 'node',
            include: [
              'ui/**/*.test.{ts,tsx}',
              'editions/**/*.test.ts',
              'worker/**/*.test.ts',
              'scripts/**/*.test.ts',
              'test/unit/**/*.test.ts',
            ],
            // A feature's HTTP tests sit beside it and run inside workerd (the integration project).
            exclude: ['**/node_modules/**', '**/*.workerd.test.ts'],
          },
        },
        {
          oxc,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ENVIRONMENT: 'test',
                  MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
                  JWT_SECRET: 'integration-test-secret-not-for-production',
                  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
                },
              },
            }),
          ],
          // The worker's React renderer as wrangler bundles it (wrangler.toml [alias], ADR 185).
          test: {
            name: 'integration',
            alias: {
              'react-dom/server.edge': path.join(__dirname, 'worker/generated/react-dom-server.edge.mjs'),
              'react-dom/server': path.join(__dirname, 'worker/generated/react-dom-server.mjs'),
            },
            // Each file starts its own workerd and loads the worker's module graph (~5 s of CPU,
            // most of it waiting on module fetches): three at once keep both cores busy
            // (vitest's default on two cores is one; measured 10.2 → 6.5 min). Four were about 20 s
            // faster, but a run at five once held a workerd busy for ten minutes: three stay.
            // `isolate: false` (one runtime for many files) saved little CPU and broke tests that
            // count rows (ADR 178).
            maxWorkers: 3,
            // A loaded CI host ran the guard sweeps (four roles × every manager call) past vitest's
            // 5 s default; a timeout is a hang detector here, never a speed check (npm run bench).
            testTimeout: 60_000,
            include: ['test/integration/**/*.test.{ts,tsx}', 'worker/**/*.workerd.test.ts'],
            exclude: ['**/node_modules/**', ...batchedIntegrationFiles()],
            setupFiles: ['./test/integration/setup.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['./test/e2e/global-setup.ts'],
            // Two files at a time, each with its own local worker and database (global-setup.ts):
            // measured on this two-core machine, the browser run took 433 s against about 620 one
            // file at a time (Chromium near both cores either way; the sweep is a file per locale so
            // it spreads). Tests that wait on a clock use timeouts sized for a loaded machine.
            maxWorkers: 2,
            // Hang detectors sized for a loaded host (a journey that signs up, creates and reviews
            // takes ~50 s there); speed is the bench's business.
            testTimeout: 120_000,
            hookTimeout: 180_000,
            // expect.poll waits for what a page does next (an image decoded, a request sent); its
            // default 1 s is a CPU's worth of delay on a loaded two-core host, not a hang.
            expect: { poll: { timeout: 15_000 } },
            // After unit and integration (group 0): on two cores the integration fuzz (workerd,
            // 15,000 requests) beside Chromium once held a page load past its 30 s timeout.
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
