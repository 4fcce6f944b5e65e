/**
 * First load as Chromium does it: every script and stylesheet the page requests until
 * the network is idle, each body gzip-compressed as a CDN would send it, plus the deepest chain
 * of script requests (document → a script it names = 1; a script only found by another = 2 ...).
 * The finder's map (Leaflet, its cluster plugin and stylesheets) starts after first paint by design;
 * it is measured on its own (`deferred`) and left out of the page's first-load figures (:
 * "the map library of the finder loads after first paint and is reported on its own line").
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
}

const DEFERRED = /\/(leaflet-map|leaflet\.markercluster)[^/]*\.js$|\/vendor\/leaflet\//;
const isDeferred = (u) => DEFERRED.test(new URL(u).pathname);

export async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const init = e.initiator ?? {};
    const from = init.url ?? init.stack?.callFrames?.[0]?.url ?? init.stack?.parent?.callFrames?.[0]?.url ?? null;
    byId.set(e.requestId, { url: e.request.url, type: e.type, from, initiatorType: init.type });
  });
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      res.body().then(
        (b) => ({ type, url: res.url(), gzip: zlib.gzipSync(b).length, raw: b.length }),
        () => null,
      ),
    );
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  const html = await res.text();
  const files = (await Promise.all(bodies)).filter(Boolean);
  // Request chains: a script's depth is its initiator's depth + 1, the document being 0.
  const depth = new Map([[url, 0]]);
  const scripts = [...byId.values()].filter((r) => r.type === 'Script' && !isDeferred(r.url));
  const depthOf = (u, seen = new Set()) => {
    if (depth.has(u)) return depth.get(u);
    if (seen.has(u)) return 1;
    seen.add(u);
    const r = scripts.find((s) => s.url === u);
    const d =
      !r?.from || r.from === url || (r.initiatorType === 'parser' && r.from === url) ? 1 : depthOf(r.from, seen) + 1;
    depth.set(u, d);
    return d;
  };
  const chain = scripts.reduce((m, s) => Math.max(m, depthOf(s.url)), 0);
  await context.close();
  const first = files.filter((f) => !isDeferred(f.url));
  const later = files.filter((f) => isDeferred(f.url));
  const js = first.filter((f) => f.type === 'script');
  const css = first.filter((f) => f.type === 'stylesheet');
  const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
  const deferred = {
    jsFiles: later.filter((f) => f.type === 'script').length,
    jsGzip: sum(later.filter((f) => f.type === 'script')),
    cssGzip: sum(later.filter((f) => f.type === 'stylesheet')),
  };
  return {
    status: res.status(),
    jsFiles: js.length,
    jsGzip: sum(js),
    cssGzip: sum(css),
    chain,
    htmlBytes: Buffer.byteLength(html),
    files,
    deferred,
  };
}
