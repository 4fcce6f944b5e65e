#!/usr/bin/env node
/**
 * `npm run soak`: the deploy bundle (`wrangler deploy --dry-run`, production
 * vars) under Miniflare on 127.0.0.1, a mixed closed-loop load for SOAK_MINUTES (default 5):
 * page views in the three editions, password sign-ins + logouts, form posts, notification sockets
 * (ticket → open → auth → ready → close). Prints requests, errors, p99 per kind and the workerd
 * process's memory (RSS) at start and end. Loopback only, bounded in time and concurrency.
 *   SOAK_MINUTES=0.5 npm run soak      # a quick check
 */
import { execFileSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { buildDeployBundle, serveDeployBundle } from './lib/deploy-bundle.mjs';
import { root } from './lib/local-worker.mjs';
import { printTable as table } from './lib/print-table.mjs';
import { workerHeapAfterGc } from './lib/worker-heap.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const SECRET = 'soak-secret-soak-secret-soak-secret';
const PASSWORD = 'Soak1234pass';
const outdir = path.join(root, 'dist/soak-bundle');

const INSPECTOR_PORT = Number(process.env.SOAK_INSPECTOR_PORT ?? 9329);
const { mf, port, db } = await serveDeployBundle(buildDeployBundle(outdir), {
  bindings: { JWT_SECRET: SECRET },
  inspectorPort: INSPECTOR_PORT,
});
/** Live JS heap of the worker after a full GC (MiB): the leak measure; RSS also holds storage pages and uncollected garbage. */
const heap = () =>
  workerHeapAfterGc(INSPECTOR_PORT).then(
    (h) => h.usedMiB,
    () => NaN,
  );

// Accounts to sign in with: hashed like worker/lib/password.ts (PBKDF2-SHA-256, 100,000 rounds).
const users = [];
for (let i = 0; i < CONCURRENCY; i++) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(PASSWORD, salt, 100_000, 32, 'sha256').toString('base64url');
  const id = randomUUID();
  const email = `soak-${i}@example.org`;
  const now = Date.now();
  await db.batch([
    db
      .prepare(`INSERT INTO users (id, email, name, password_hash, password_salt, password_iterations, password_algorithm, locale, edition, status, email_verified_at, profile_id, payment_account_id, created_at, updated_at)
      VALUES (?, ?, 'Soak', ?, ?, 100000, 'pbkdf2-sha256', 'en-US', 'international', 'active', ?, ?, ?, ?, ?)`)
      .bind(id, email, hash, salt.toString('base64url'), now, randomUUID(), randomUUID(), now, now),
    db.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'volunteer')").bind(id),
  ]);
  users.push({ id, email });
}

// ---- the load ----
// A fresh loopback connection per request: no keep-alive races with the server closing idle sockets.
const agent = new http.Agent({ keepAlive: false, maxSockets: CONCURRENCY * 2 });
const stats = new Map();
const failures = new Map();
const note = (kind, ms, ok) => {
  const s = stats.get(kind) ?? { n: 0, errors: 0, lat: [] };
  s.n++;
  if (!ok) s.errors++;
  s.lat.push(ms);
  stats.set(kind, s);
};
let ipCounter = 0;
const ip = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

function request({ method = 'GET', host = 'localhost', path: p, headers = {}, body = null }) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: p, agent, headers: { host, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (e) => resolve({ status: 0, headers: {}, body: String(e) }));
    if (body) req.write(body);
    req.end();
  });
}
async function timed(kind, fn) {
  const started = performance.now();
  let ok = false;
  try {
    ok = await fn();
  } catch {
    ok = false;
  }
  note(kind, performance.now() - started, ok);
}

const PAGES = [
  ['localhost', '/'],
  ['kz.localhost', '/'],
  ['intl.localhost', '/'],
  ['localhost', '/cookies/'],
  ['intl.localhost', '/login'],
  ['localhost', '/robots.txt'],
];
const pageView = () =>
  timed('page view', async () => {
    const [host, p] = PAGES[Math.floor(Math.random() * PAGES.length)];
    const res = await request({ host, path: p, headers: { accept: 'text/html' } });
    if (res.status !== 200)
      failures.set(`${res.status} ${host}${p}`, (failures.get(`${res.status} ${host}${p}`) ?? 0) + 1);
    return res.status === 200;
  });
const formPost = () =>
  timed('form post', async () => {
    const body = JSON.stringify({
      name: 'Soak',
      email: 'soak@example.org',
      city: 'Omsk',
      text: 'A question from the soak test.',
    });
    const res = await request({
      method: 'POST',
      host: 'intl.localhost',
      path: '/api/wf__support_question__support_question/',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
      body,
    });
    if (res.status !== 201)
      failures.set(
        `${res.status} form post ${res.body.slice(0, 80)}`,
        (failures.get(`${res.status} form post ${res.body.slice(0, 80)}`) ?? 0) + 1,
      );
    return res.status === 201;
  });
async function signIn(user) {
  const res = await request({
    method: 'POST',
    host: 'intl.localhost',
    path: '/api/auth/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip() },
    body: new URLSearchParams({ grant_type: 'password', email: user.email, password: PASSWORD }).toString(),
  });
  return res.status === 200 ? JSON.parse(res.body).jwt : null;
}
const signInOut = (user) =>
  timed('sign-in + logout', async () => {
    const jwt = await signIn(user);
    if (!jwt) return false;
    return (
      (
        await request({
          method: 'POST',
          host: 'intl.localhost',
          path: '/api/logout',
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).status === 200
    );
  });
const socket = (user) =>
  timed('socket (ticket → ready → close)', async () => {
    const jwt = await signIn(user);
    if (!jwt) return false;
    const t = await request({
      method: 'POST',
      host: 'intl.localhost',
      path: '/api/notifications/ticket',
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (t.status !== 200) return false;
    const { ticket } = JSON.parse(t.body);
    const ready = await new Promise((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notification/?user=${user.id}`, {
        headers: { host: 'intl.localhost' },
        perMessageDeflate: false,
      });
      const timer = setTimeout(() => {
        ws.terminate();
        resolve(false);
      }, 30_000);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ticket })));
      ws.on('message', (d) => {
        if (JSON.parse(String(d)).type === 'ready') {
          clearTimeout(timer);
          ws.close(1000);
          resolve(true);
        }
      });
      ws.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    await request({
      method: 'POST',
      host: 'intl.localhost',
      path: '/api/logout',
      headers: { authorization: `Bearer ${jwt}` },
    });
    return ready;
  });

/** RSS of the workerd process Miniflare started (the worker's memory), in MiB. */
function workerMemory() {
  try {
    const out = execFileSync('ps', ['-eo', 'pid,ppid,rss,comm'], { encoding: 'utf8' });
    const rows = out
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .map(([pid, ppid, rss, comm]) => ({ pid: +pid, ppid: +ppid, rss: +rss, comm }));
    const mine = new Set([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows)
        if (mine.has(r.ppid) && !mine.has(r.pid)) {
          mine.add(r.pid);
          grew = true;
        }
    }
    const workerd = rows.filter((r) => mine.has(r.pid) && r.comm.includes('workerd'));
    return workerd.reduce((n, r) => n + r.rss, 0) / 1024;
  } catch {
    return NaN;
  }
}

// Warm up with the same mix (JIT, caches, pools and the storage engines' first pages), then
// measure memory at the start of the soak proper: growth after that is what a leak would show.
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const memBeforeWarmup = workerMemory();
const mix = (user, loop, until, onTick) =>
  (async () => {
    let i = 0;
    while (performance.now() < until) {
      const r = (i++ + loop) % 20;
      if (r < 12) await pageView();
      else if (r < 16) await formPost();
      else if (r < 18) await signInOut(user);
      else await socket(user);
      if (loop === 0) onTick?.();
    }
  })();
console.log(
  `soak: warming up for ${WARMUP_SECONDS} s with the same mix (workerd RSS ${memBeforeWarmup.toFixed(1)} MiB)`,
);
const warmUntil = performance.now() + WARMUP_SECONDS * 1000;
await Promise.all(users.map((user, loop) => mix(user, loop, warmUntil)));
stats.clear();
failures.clear();
const memStart = workerMemory();
const heapStart = await heap();
const samples = [{ requests: 0, rss: memStart, heap: heapStart }];
const deadline = performance.now() + MINUTES * 60_000;
console.log(
  `soak: ${MINUTES} min, ${CONCURRENCY} loops, http://127.0.0.1:${port} (deploy bundle, production vars); after warm-up: workerd RSS ${memStart.toFixed(1)} MiB, worker heap after GC ${heapStart.toFixed(1)} MiB`,
);
let tick = performance.now();
const totalRequests = () => [...stats.values()].reduce((n, s) => n + s.n, 0);
await Promise.all(
  users.map((user, loop) =>
    mix(user, loop, deadline, () => {
      if (performance.now() - tick <= 60_000) return;
      tick = performance.now();
      const sample = { requests: totalRequests(), rss: workerMemory(), heap: NaN };
      samples.push(sample);
      void heap().then((h) => {
        sample.heap = h;
        console.log(
          `  … ${sample.requests} requests, workerd RSS ${sample.rss.toFixed(1)} MiB, worker heap after GC ${h.toFixed(1)} MiB`,
        );
      });
    }),
  ),
);
const memEnd = workerMemory();
const heapEnd = await heap();
agent.destroy();
await mf.dispose();

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const rows = [...stats.entries()].map(([kind, s]) => {
  const sorted = s.lat.sort((a, b) => a - b);
  return [kind, String(s.n), String(s.errors), pct(sorted, 50).toFixed(1), pct(sorted, 99).toFixed(1)];
});
const all = [...stats.values()];
const lat = all.flatMap((s) => s.lat).sort((a, b) => a - b);
rows.push([
  'total',
  String(all.reduce((n, s) => n + s.n, 0)),
  String(all.reduce((n, s) => n + s.errors, 0)),
  pct(lat, 50).toFixed(1),
  pct(lat, 99).toFixed(1),
]);
console.log(`\nSoak results (${MINUTES} min, ${CONCURRENCY} concurrent loops)`);
table(['kind', 'requests', 'errors', 'p50 ms', 'p99 ms'], rows);
const signed = (n) => (n >= 0 ? '+' : '') + n.toFixed(1);
samples.push({ requests: totalRequests(), rss: memEnd, heap: heapEnd });
// Least-squares slope of RSS over requests served after the warm-up: a leak grows with traffic.
const mean = (f) => samples.reduce((n, x) => n + f(x), 0) / samples.length;
const mx = mean((x) => x.requests);
const my = mean((x) => x.rss);
const slope =
  samples.reduce((n, x) => n + (x.requests - mx) * (x.rss - my), 0) /
  (samples.reduce((n, x) => n + (x.requests - mx) ** 2, 0) || 1);
console.log(
  `workerd memory (RSS): before warm-up ${memBeforeWarmup.toFixed(1)} MiB, after warm-up ${memStart.toFixed(1)} MiB, end ${memEnd.toFixed(1)} MiB (${signed(memEnd - memStart)} MiB over ${samples.at(-1).requests} requests after warm-up; trend ${signed(slope * 1000 * 1024)} KiB per 1,000 requests)`,
);
console.log(
  `worker JS heap after a full GC: after warm-up ${heapStart.toFixed(1)} MiB, end ${heapEnd.toFixed(1)} MiB (${signed(heapEnd - heapStart)} MiB)`,
);
console.log(
  `  samples (requests: RSS / heap MiB): ${samples.map((x) => `${x.requests}: ${x.rss.toFixed(1)} / ${x.heap.toFixed(1)}`).join(', ')}`,
);
if (failures.size) console.log('failures:', Object.fromEntries(failures));
process.exit(all.some((s) => s.errors) ? 1 : 0);
