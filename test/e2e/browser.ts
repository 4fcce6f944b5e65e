import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-gpu',
];

const SCREENSHOTS = path.resolve(__dirname, '../../test-results/screenshots');

export function baseUrl(edition: 'ru' | 'kz' | 'intl' = 'ru'): string {
  const host = { ru: 'localhost', kz: 'kz.localhost', intl: 'intl.localhost' }[edition];
  return `http://${host}:${workerPort()}`;
}

/** This test worker's own local worker (global-setup.ts starts one per VITEST_POOL_ID). */
function workerPort(): number {
  const ports = inject('ports');
  return ports[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % ports.length]!;
}

/** `extraArgs`: a test's own switches (the check-in test's fake camera), after the shared ones. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: run node scripts/ensure-chromium.mjs`);
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Collects console errors/warnings and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A failed resource names itself only in the message's location: it is added, so a failure says which.
    const where = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}${where}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
}

/**
 * Holds every request matching `pattern` until the returned `release` is called (a slow
 * connection: the server's HTML is there, the scripts are not). `change` may rewrite a held
 * response's body before it is served.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp,
  change?: (body: string) => string,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    if (!change) {
      await released;
      return route.continue();
    }
    const response = await route.fetch();
    await released;
    return route.fulfill({ response, body: change(await response.text()) });
  });
  return release;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The cookie notice starts closed (as after a visitor closed it), so it covers nothing a test clicks. */
export async function closeCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('cookieNoticeClosed', '1'));
}

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', ...options });
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/**
 * The test deployment's tile template points at a closed loopback port (LOCAL_VARS), so no test
 * reaches a tile server; a page whose map matters serves those tiles here, and only its own
 * failures reach the console.
 */
export async function serveStandInTiles(page: Page): Promise<void> {
  await page.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG }),
  );
}

/** JSON from an edition's own host: Node cannot resolve *.localhost, so it names the host in the Host header. */
export function getJson<T>(edition: 'ru' | 'kz' | 'intl', path: string): Promise<T> {
  const url = new URL(baseUrl(edition));
  return new Promise((resolve, reject) => {
    http
      .get(
        { hostname: 'localhost', port: url.port, path, headers: { host: url.host, accept: 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            try {
              resolve(JSON.parse(text) as T);
            } catch (err) {
              reject(err);
            }
          });
        },
      )
      .on('error', reject);
  });
}
