import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getCookie } from 'hono/cookie';
import { getPathNoStrict } from 'hono/utils/url';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import { AREA_LEVEL, cellBlock } from '../../ui/shared/finder/cells';
import { parseLatLng } from '../../ui/shared/finder/geo';
import { forgetCacheVersions, tagVersions } from '../data/cache-versions';
import type { AppEnv } from '../env';
import { SESSION_COOKIE, SESSION_MARK_COOKIE } from '../lib/auth';
import { clientManifest } from '../render/assets';
import { edgePosition } from '../services/edge-position';
import { editionDays } from '../drives';

/**
 * Edge cache for guests (docs/decisions/080-edge-cache.md). Guest pages and public JSON are kept
 * in the Cache API under a key made of the URL, edition, locale, the visitor's language-prompt
 * choice, the client build id and the version numbers of the content they show. Anyone with a
 * session (cookie or bearer) bypasses it. Runs after edition and locale, before the session.
 */

/**
 * Cacheable paths (after the locale prefix) and the tags of the things they show
 * (docs/decisions/137-cache-invalidation-per-thing.md). Every key also carries the two wholesale
 * versions.
 */
type Tagger = (c: Context<AppEnv>, match: RegExpExecArray) => string[];
/**
 * `byDriveDay`: the page lists collection drives, which appear and leave at local midnights; the key
 * carries the local date of every zone of the edition, so a new local day makes new keys and no
 * write or scheduled job is needed (docs/decisions/232-collection-drives-in-the-finder.md).
 */
const CACHEABLE: ReadonlyArray<{ path: RegExp; tags: Tagger; byPosition?: true; byDriveDay?: true }> = [
  // Home: the edition's upcoming events, nearest first from the edge position (in the key, 0.1°).
  { path: /^\/$/, tags: (c) => [`l:events:${c.get('edition').id}`], byPosition: true },
  { path: /^\/charity-events$/, tags: (c) => [`l:events:${c.get('edition').id}`] },
  { path: /^\/charity-event\/([^/]+)$/, tags: (_c, m) => [`e:${m[1]}`] },
  { path: /^\/recycling-points$/, tags: (c) => finderTags(c, true), byPosition: true, byDriveDay: true },
  { path: /^\/collection-drives\/([^/]+)$/, tags: (_c, m) => [`d:${m[1]}`], byDriveDay: true },
  { path: /^\/recycling-points\/([^/]+)$/, tags: (_c, m) => [`p:${m[1]}`] },
  {
    path: /^\/(get-app|charity-events-manual|inspection-manual|cookies|personal-data|privacy-policy)$/,
    tags: () => [],
  },
  // Public JSON: the events list, the finder's points and the point catalogues.
  { path: /^\/api\/web\/v1\/charity-event$/, tags: (c) => [`l:events:${c.get('edition').id}`] },
  // Without `near` the API orders from the edge position too (ADR 199): it is in the key.
  { path: /^\/api\/v1\/recycling-points$/, tags: (c) => finderTags(c, false), byPosition: true, byDriveDay: true },
  { path: /^\/api\/web\/v1\/facility\/catalogues$/, tags: () => [] },
  // The item guide: browse and item pages (an item page lists the nearest points); not the search page (it counts misses).
  { path: /^\/what-goes-where$/, tags: () => ['l:items'] },
  {
    path: /^\/what-goes-where\/(?!search$)[^/]+$/,
    tags: (c) => ['l:items', 'l:points', `l:drives:${c.get('edition').id}`],
    byPosition: true,
    byDriveDay: true,
  },
];

/**
 * The finder's tags: the 3 × 3 area cells around where it orders from (`near`, else the edge
 * position), narrowed to the first chosen material (a point that can appear takes every chosen
 * material, so its edit bumps that one). A text search, or a list ordered from the edition's main
 * city (no position; its points may lie far from it), can show any point: 'l:points'.
 */
function finderTags(c: Context<AppEnv>, page: boolean): string[] {
  // The edition's collection drives, listed before the points (ADR 233): accepting one renews these pages.
  return [`l:drives:${c.get('edition').id}`, ...pointTags(c, page)];
}

function pointTags(c: Context<AppEnv>, page: boolean): string[] {
  const url = new URL(c.req.url);
  // The page's words may name an item of the guide (ADR 160): a console addition refreshes it too.
  if ((url.searchParams.get('q') ?? '').trim()) return page ? ['l:points', 'l:items'] : ['l:points'];
  const near = parseLatLng(url.searchParams.get('near') ?? '');
  const origin = near ?? edgePosition(c);
  if (!origin) return ['l:points'];
  const material = url.searchParams
    .getAll('material')
    .filter((m) => /^[a-z0-9-]{1,40}$/.test(m))
    .sort()[0];
  return cellBlock(origin, AREA_LEVEL, 1).map((cell) => (material ? `a:${cell}:m${material}` : `a:${cell}`));
}

/** What browsers and a CDN in front may do: browsers revalidate, shared caches keep a minute. */
const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** How long the Cache API keeps an entry; versioned keys make it safe to keep it longer. */
const STORE_SECONDS = 600;
/**
 * Stands in for the CSP nonce in stored HTML; each hit gets a fresh nonce (per-visitor bit). The
 * placeholder is random per entry and kept in a stored header, and only `nonce="…"` attributes
 * carry it: text a visitor put in the page (a search query) can neither guess it nor be rewritten
 * (docs/decisions/123-edge-cache-nonce.md).
 */
const PLACEHOLDER_HEADER = 'x-edge-nonce-placeholder';
const newPlaceholder = () =>
  `edge-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
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
  const placeholder = headers[PLACEHOLDER_HEADER];
  delete headers[PLACEHOLDER_HEADER];
  headers['cache-control'] = GUEST_CACHE_CONTROL;
  headers[STATUS_HEADER] = 'HIT';
  // A conditional request for what the visitor already has (the finder API's ETag) costs no body.
  const etag = headers.etag;
  if (
    etag &&
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304, headers);
  const html = (headers['content-type'] ?? '').startsWith('text/html');
  const body = html && placeholder ? entry.body.replaceAll(`nonce="${placeholder}"`, `nonce="${nonce}"`) : entry.body;
  return c.body(body, entry.status as ContentfulStatusCode, headers);
}
const SAFE = new Set(['GET', 'HEAD']);

const restPath = (c: Context<AppEnv>) => splitLocalePrefix(getPathNoStrict(c.req.raw)).rest.replace(/(.)\/$/, '$1');

function cacheableFor(c: Context<AppEnv>) {
  const rest = restPath(c);
  for (const entry of CACHEABLE) {
    const match = entry.path.exec(rest);
    if (match) return { entry, match };
  }
  return null;
}

/** The part of the key for pages that depend on where the visitor is (edge position, coarse). */
function positionKey(c: Context<AppEnv>): string {
  const p = edgePosition(c);
  return p ? `${p.lat.toFixed(1)},${p.lng.toFixed(1)}` : '-';
}

/** Whether the request carries anything that makes it personal. */
function hasSession(c: Context<AppEnv>): boolean {
  // The mark of an ended session too: that visit's page announces the end (ADR 205).
  return (
    !!c.req.header('authorization') ||
    getCookie(c, SESSION_COOKIE) !== undefined ||
    getCookie(c, SESSION_MARK_COOKIE) !== undefined
  );
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    await next();
    // Invalidation is not decided here: each write names its own tags in its batch, only when it
    // changed something (docs/decisions/195-cache-tags-per-write.md). The writer's isolate only
    // forgets the versions it memoized (no D1 write), so the writer sees a change at once.
    if (c.res.status < 400) forgetCacheVersions();
    return;
  }
  const cacheable = c.req.method === 'GET' ? cacheableFor(c) : null;
  const tags = cacheable ? cacheable.entry.tags(c, cacheable.match) : null;
  // Workers' CacheStorage has `default`; the DOM lib's type does not know it.
  const cache = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  if (!tags || !cache || hasSession(c)) {
    await next();
    if (tags) c.header(STATUS_HEADER, 'BYPASS');
    return;
  }

  const versions = await tagVersions(c.env.DB, tags);
  const url = new URL(c.req.url);
  const key = new Request(
    `${url.origin}/__edge-cache/${[
      clientManifest.buildId,
      c.get('vars').ENVIRONMENT,
      c.get('edition').id,
      c.get('locale'),
      c.get('preferredLocale') ?? '-',
      versions.join('.'),
      cacheable?.entry.byPosition ? positionKey(c) : '-',
      cacheable?.entry.byDriveDay ? editionDays(c.get('edition').id, Date.now()) : '-',
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
  const placeholder = type.startsWith('text/html') && nonce ? newPlaceholder() : null;
  if (placeholder) stored.set(PLACEHOLDER_HEADER, placeholder);
  const storedBody = placeholder ? text.replaceAll(`nonce="${nonce}"`, `nonce="${placeholder}"`) : text;
  l1Put(keyUrl, { at: now, status: 200, headers: [...stored], body: storedBody });
  const put = cache
    .put(key, new Response(storedBody, { status: 200, headers: stored }))
    .catch((e: unknown) => console.error('edge cache put', e));
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
