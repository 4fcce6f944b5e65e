import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getCookie } from 'hono/cookie';
import { getPathNoStrict } from 'hono/utils/url';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import { bumpCacheVersions, cacheVersions, type CacheScope } from '../data/cache-versions';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../lib/auth';
import { clientManifest } from '../render/assets';
import { edgePosition } from '../services/edge-position';

/**
 * Edge cache for guests (docs/decisions/080-edge-cache.md). Guest pages and public JSON are kept
 * in the Cache API under a key made of the URL, edition, locale, the visitor's language-prompt
 * choice, the client build id and the version numbers of the content they show. Anyone with a
 * session (cookie or bearer) bypasses it. Runs after edition and locale, before the session.
 */

/** Cacheable paths (after the locale prefix) and the content they show. */
const CACHEABLE: ReadonlyArray<{ path: RegExp; scopes: readonly CacheScope[]; byPosition?: true }> = [
  // Home and the finder order by the visitor's edge position: the key carries it (0.1°, ~10 km).
  { path: /^\/$/, scopes: ['events', 'points'], byPosition: true },
  { path: /^\/charity-events$/, scopes: ['events'] },
  { path: /^\/charity-event\/[^/]+$/, scopes: ['events', 'points'] },
  { path: /^\/recycling-points$/, scopes: ['points'], byPosition: true },
  { path: /^\/recycling-points\/[^/]+$/, scopes: ['points', 'events'] },
  { path: /^\/(get-app|charity-events-manual|inspection-manual|cookies|personal-data|privacy-policy)$/, scopes: [] },
  // Public JSON: the events list, the finder's points and the point catalogues.
  { path: /^\/api\/web\/v1\/charity-event$/, scopes: ['events'] },
  { path: /^\/api\/v1\/recycling-points$/, scopes: ['points'] },
  { path: /^\/api\/web\/v1\/facility\/catalogues$/, scopes: ['points'] },
  // The item guide: browse and item pages (an item page lists the nearest points); not the search page (it counts misses).
  { path: /^\/what-goes-where$/, scopes: ['items'] },
  { path: /^\/what-goes-where\/(?!search$)[^/]+$/, scopes: ['items', 'points'], byPosition: true },
];

/**
 * What a successful write request may change, by path. Event and point paths touch their scope;
 * review decisions, organisation/profile changes and development tools may touch both.
 */
const WRITES: ReadonlyArray<{ path: RegExp; scopes: readonly CacheScope[] }> = [
  { path: /^\/(api\/manager|manager|api\/profile|api\/dev|dev)(\/|$)/, scopes: ['events', 'points'] },
  { path: /charity-event/, scopes: ['events'] },
  { path: /^\/(api\/web\/v1\/facility|profile\/[^/]*recycling-point|recycling-points)/, scopes: ['points'] },
  { path: /^\/manager\/guide$/, scopes: ['items'] },
];

/** What browsers and a CDN in front may do: browsers revalidate, shared caches keep a minute. */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** How long the Cache API keeps an entry; versioned keys make it safe to keep it longer. */
const STORE_SECONDS = 600;
/** Stands in for the CSP nonce in stored HTML; each hit gets a fresh nonce (per-visitor bit). */
const NONCE_PLACEHOLDER = '__EDGE_NONCE__';
const STATUS_HEADER = 'x-edge-cache';

/**
 * In front of the Cache API, a small per-isolate copy of the hottest entries: a hit then costs
 * no I/O at all (the Cache API is a lookup in the data centre's cache, Miniflare's a local
 * service). Same versioned keys, so it is invalidated exactly like the Cache API; bounded in
 * entries, bytes and age.
 */
interface Entry {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
}
const L1_MAX_ENTRIES = 256;
const L1_MAX_BYTES = 16 * 1024 * 1024;
const L1_SECONDS = 60;
const l1 = new Map<string, Entry>();
let l1Bytes = 0;

function l1Get(key: string, now: number): Entry | null {
  const entry = l1.get(key);
  if (!entry) return null;
  l1.delete(key);
  if (now - entry.at > L1_SECONDS * 1000) {
    l1Bytes -= entry.body.length;
    return null;
  }
  l1.set(key, entry); // most recently used last
  return entry;
}

function l1Put(key: string, entry: Entry) {
  if (entry.body.length > L1_MAX_BYTES / 16) return;
  const old = l1.get(key);
  if (old) {
    l1.delete(key);
    l1Bytes -= old.body.length;
  }
  l1.set(key, entry);
  l1Bytes += entry.body.length;
  for (const [k, e] of l1) {
    if (l1.size <= L1_MAX_ENTRIES && l1Bytes <= L1_MAX_BYTES) break;
    l1.delete(k);
    l1Bytes -= e.body.length;
  }
}

/** Built through the context, so headers set earlier in the pipeline (the locale cookie) stay. */
function hitResponse(c: Context<AppEnv>, entry: Entry, nonce: string): Response {
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers['cache-control'] = GUEST_CACHE_CONTROL;
  headers[STATUS_HEADER] = 'HIT';
  // A conditional request for what the visitor already has (the finder API's ETag) costs no body.
  const etag = headers['etag'];
  if (etag && c.req.header('if-none-match')?.split(/\s*,\s*/).includes(etag)) return c.body(null, 304, headers);
  const html = (headers['content-type'] ?? '').startsWith('text/html');
  return c.body(html ? entry.body.replaceAll(NONCE_PLACEHOLDER, nonce) : entry.body, entry.status as ContentfulStatusCode, headers);
}
const SAFE = new Set(['GET', 'HEAD']);

const restPath = (c: Context<AppEnv>) => splitLocalePrefix(getPathNoStrict(c.req.raw)).rest.replace(/(.)\/$/, '$1');

function cacheableFor(c: Context<AppEnv>) {
  const rest = restPath(c);
  return CACHEABLE.find((r) => r.path.test(rest)) ?? null;
}

/** The part of the key for pages that depend on where the visitor is (edge position, coarse). */
function positionKey(c: Context<AppEnv>): string {
  const p = edgePosition(c);
  return p ? `${p.lat.toFixed(1)},${p.lng.toFixed(1)}` : '-';
}

function writtenScopes(c: Context<AppEnv>): CacheScope[] {
  const rest = restPath(c);
  return [...new Set(WRITES.filter((w) => w.path.test(rest)).flatMap((w) => w.scopes))];
}

/** Whether the request carries anything that makes it personal. */
export function hasSession(c: Context<AppEnv>): boolean {
  return !!c.req.header('authorization') || getCookie(c, SESSION_COOKIE) !== undefined;
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    await next();
    // A redirect after a no-JavaScript form post is a success too.
    if (c.res.status < 400) await bumpCacheVersions(c.env.DB, writtenScopes(c));
    return;
  }
  const cacheable = c.req.method === 'GET' ? cacheableFor(c) : null;
  const scopes = cacheable?.scopes ?? null;
  // Workers' CacheStorage has `default`; the DOM lib's type does not know it.
  const cache = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  if (!scopes || !cache || hasSession(c)) {
    await next();
    if (scopes) c.header(STATUS_HEADER, 'BYPASS');
    return;
  }

  const versions = scopes.length ? await cacheVersions(c.env.DB) : null;
  const url = new URL(c.req.url);
  const key = new Request(
    `${url.origin}/__edge-cache/${[
      clientManifest.buildId,
      c.get('vars').ENVIRONMENT,
      c.get('edition').id,
      c.get('locale'),
      c.get('preferredLocale') ?? '-',
      scopes.map((s) => `${s}${versions![s]}`).join('.') || '-',
      cacheable?.byPosition ? positionKey(c) : '-',
    ].join('/')}${url.pathname}${url.search}`,
  );

  const keyUrl = key.url;
  const nonce = c.get('secureHeadersNonce') ?? '';
  const now = Date.now();
  const near = l1Get(keyUrl, now);
  if (near) return hitResponse(c, near, nonce);
  const hit = await cache.match(key);
  if (hit) {
    const entry: Entry = { at: now, status: hit.status, headers: [...hit.headers], body: await hit.text() };
    l1Put(keyUrl, entry);
    return hitResponse(c, entry, nonce);
  }

  await next();
  const res = c.res;
  if (res.status !== 200 || c.get('sessionUser') || /no-store/.test(res.headers.get('cache-control') ?? '')) return;
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  // Stored copy: no cookies, no CSP (it carries a nonce; the security middleware adds a fresh one).
  const stored = new Headers(res.headers);
  for (const h of ['set-cookie', 'content-security-policy', 'content-length']) stored.delete(h);
  stored.set('cache-control', `public, max-age=${STORE_SECONDS}`);
  const storedBody = type.startsWith('text/html') && nonce ? text.replaceAll(`nonce="${nonce}"`, `nonce="${NONCE_PLACEHOLDER}"`) : text;
  l1Put(keyUrl, { at: now, status: 200, headers: [...stored], body: storedBody });
  const put = cache.put(key, new Response(storedBody, { status: 200, headers: stored })).catch((e: unknown) => console.error('edge cache put', e));
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put; // no execution context (direct app.fetch in a test)
  }
  const headers = new Headers(res.headers);
  headers.set('cache-control', GUEST_CACHE_CONTROL);
  headers.set('vary', 'Cookie, Accept-Language');
  headers.set(STATUS_HEADER, 'MISS');
  c.res = undefined;
  c.res = new Response(text, { status: 200, headers });
};
