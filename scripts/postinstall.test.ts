import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { OFFLINE_WRANGLER_ENV, offlineEnv } from './lib/offline-env.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('npm install stays quiet and offline', () => {
  it('postinstall prints one line naming the generated types file (wrangler types output in a log)', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/postinstall.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('worker-configuration.d.ts');
    expect(fs.readFileSync(path.join(root, '.wrangler/types.log'), 'utf8')).toContain('worker-configuration.d.ts');
  }, 60_000);

  it('wrangler runs with metrics, the update check and the cf.json download off', () => {
    expect(OFFLINE_WRANGLER_ENV).toEqual({
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    });
    expect(offlineEnv({ PATH: '/bin', WRANGLER_SEND_METRICS: 'true' })).toEqual({
      PATH: '/bin',
      ...OFFLINE_WRANGLER_ENV,
    });
    expect(fs.readFileSync(path.join(root, 'scripts/dev.mjs'), 'utf8')).toMatch(
      /Object\.assign\(process\.env, OFFLINE_WRANGLER_ENV\)/,
    );
  });
});
