import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the bench scripts
import { serveDeployBundle } from '../../scripts/lib/deploy-bundle.mjs';

/**
 * item 2 (docs/decisions/041): what `npm run deploy` ships — the bundle of
 * `wrangler deploy --dry-run` with wrangler.toml's TOP-LEVEL vars, no .dev.vars, no --var —
 * answers 404 on every development-only route. Only the secret is added, as production would.
 */
const root = path.resolve(__dirname, '../..');
// Inside the repository: workerd loads a bundle's modules relative to the root serveDeployBundle gives it.
fs.mkdirSync(path.join(root, '.wrangler'), { recursive: true });
const outdir = fs.mkdtempSync(path.join(root, '.wrangler', 'deploy-bundle-test-'));
let mf: Miniflare;
let base: string;

beforeAll(async () => {
  const wrangler = path.join(root, 'node_modules/.bin/wrangler');
  const r = spawnSync(wrangler, ['deploy', '--dry-run', '--outdir', outdir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stdout}\n${r.stderr}`);
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });
  const vars = Object.fromEntries(Object.entries(config.vars).map(([k, v]) => [k, String(v)]));
  expect(vars.ENVIRONMENT).toBe('production');
  const bundle = fs.readdirSync(outdir).find((f) => f.endsWith('.js'));
  if (!bundle) throw new Error('no bundle');
  mf = new Miniflare({
    modules: true,
    modulesRoot: outdir,
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    scriptPath: path.join(outdir, bundle),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    d1Databases: ['DB'],
    kvNamespaces: ['KV'],
    r2Buckets: ['MEDIA'],
    durableObjects: { NOTIFICATIONS: { className: 'NotificationHub', useSQLite: true } },
    bindings: { ...vars, JWT_SECRET: 'deploy-bundle-test-secret-0123456789' },
  });
  base = (await mf.ready).toString().replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  fs.rmSync(outdir, { recursive: true, force: true });
});

describe('the deploy bundle with the top-level configuration', () => {
  it('answers 404 on every development-only route', async () => {
    const probes: [string, string][] = [
      ['GET', '/dev/mail.json'],
      ['GET', '/dev/mail'],
      ['GET', '/dev/mail/x'],
      ['GET', '/dev/boom'],
      ['GET', '/dev/streaming'],
      ['GET', '/dev/tiles/3/4/2.svg'],
      ['GET', '/dev/geocode?q=moscow'],
      ['GET', '/api/dev/boom'],
      ['POST', '/api/dev/notify'],
      ['POST', '/api/dev/anything'],
      // Scheduled work's dev page, and wrangler's manual trigger (only `wrangler dev --test-scheduled` adds it, ADR 201).
      ['GET', '/dev/cron'],
      ['GET', '/__scheduled'],
    ];
    for (const [method, p] of probes) {
      const res = await mf.dispatchFetch(`${base}${p}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{"userId":"u"}' : undefined,
      });
      await res.arrayBuffer();
      expect(res.status, `${method} ${p}`).toBe(404);
    }
  });

  it('renders pages without test ids (ui/jsx/jsx-runtime.ts: development and tests only)', async () => {
    // The same bundle and top-level vars, with the database migrated and the build id published
    // (what a deploy has), so pages render; the browser then hydrates without them too.
    const served = await serveDeployBundle(path.join(outdir, fs.readdirSync(outdir).find((f) => f.endsWith('.js'))!), {
      assets: true,
      bindings: { JWT_SECRET: 'deploy-bundle-test-secret-0123456789' },
    });
    try {
      for (const p of ['/', '/charity-events', '/recycling-points', '/login']) {
        const res = await fetch(`http://localhost:${served.port}${p}`, { headers: { accept: 'text/html' } });
        const html = await res.text();
        expect(res.status, p).toBe(200);
        expect(html, p).toContain('</main>');
        expect(html, p).not.toContain('data-testid');
        expect(html, p).not.toContain('"testIds"');
      }
    } finally {
      await served.mf.dispose();
    }
  });

  it('renders with React\u2019s edge renderer in string chunks (wrangler.toml [alias], ADR 185)', () => {
    // The bundle is minified; its source map (uploaded with it) names what went in.
    const bundle = fs.readdirSync(outdir).find((f) => f.endsWith('.js'))!;
    const code = fs.readFileSync(path.join(outdir, bundle), 'utf8');
    expect(code).not.toMatch(/^\/\/ node_modules\//m);
    const map = JSON.parse(fs.readFileSync(path.join(outdir, `${bundle}.map`), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    const edge = map.sources.findIndex((s) => s.endsWith('react-dom-server.edge.mjs'));
    expect(edge).toBeGreaterThanOrEqual(0);
    expect(map.sourcesContent[edge]).toMatch(/pendingText \+= chunk/);
    // React's own edge renderer is not bundled beside it (react-dom/server is aliased too).
    expect(map.sources.some((s) => s.endsWith('react-dom/cjs/react-dom-server.edge.production.js'))).toBe(false);
    // The record PDF's library is in the bundle (behind the route's dynamic import).
    expect(map.sources.some((s) => s.includes('node_modules/pdf-lib/'))).toBe(true);
  });

  it('still serves the site', async () => {
    const res = await mf.dispatchFetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Allow: /');
  });
});
