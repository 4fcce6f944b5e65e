import { Hono } from 'hono';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { clientManifest } from '../render/assets';
import { THEME_COLOUR } from '../lib/theme';

/**
 * The service worker and its offline page (ADR 108). The worker script is built per edition and
 * build: it precaches the shell (stylesheet, entry, icon sprite, icons) and one offline page per locale of the
 * edition. Navigations always go to the network; only when it fails does the offline page of the
 * URL's locale answer. Nothing else is cached: no page HTML (signed-in or not), no API answer.
 */
export const offline = new Hono<AppEnv>();

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

offline.get('/offline', (c) => {
  const { t } = c.get('i18n');
  const edition = c.get('edition');
  const title = t('pwa.offlineTitle');
  const html = `<!doctype html><html lang="${c.get('locale')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(edition.brand)}</title><meta name="robots" content="none"><meta name="theme-color" content="${THEME_COLOUR}">
<link rel="icon" href="/favicon.ico"><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:5rem auto;padding:0 1.25rem;color:#1e293b}
h1{font-size:1.6rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:.75rem;background:${THEME_COLOUR};color:#fff;text-decoration:none}</style></head>
<body><main data-testid="offline-page"><img src="/icons/icon-192.png" width="64" height="64" alt=""><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('pwa.offlineText'))}</p>
<a href="">${escapeHtml(t('pwa.retry'))}</a></main></body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-cache', 'x-robots-tag': 'none' });
});

offline.get('/sw.js', (c) => {
  const edition = c.get('edition');
  const pages = Object.fromEntries(
    edition.locales.map((l) => [
      l === edition.defaultLocale ? '' : l.toLowerCase(),
      localizedPath(edition, l, '/offline'),
    ]),
  );
  const precache = [
    clientManifest.css,
    clientManifest.entry,
    clientManifest.sprite,
    '/icons/icon-192.png',
    '/favicon.ico',
    ...Object.values(pages),
  ];
  const script = `'use strict';
// EcoPortal service worker (ADR 108), build ${clientManifest.buildId}, edition ${edition.id}.
const CACHE = 'eco-shell-${clientManifest.buildId}-${edition.id}';
const OFFLINE = ${JSON.stringify(pages)};
const PRECACHE = ${JSON.stringify(precache)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('eco-shell-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
function offlinePage(pathname) {
  const prefix = (/^\\/([a-z]{2}-[a-z]{2})(?=\\/|$)/.exec(pathname) || [])[1] || '';
  return OFFLINE[prefix] || OFFLINE[''];
}
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first, always: a page is never answered from a cache while the network works.
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(offlinePage(url.pathname))).then((hit) => hit || Response.error())));
    return;
  }
  // Hashed, immutable build files: the cache may answer them.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
`;
  return c.body(script, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    'service-worker-allowed': '/',
  });
});
