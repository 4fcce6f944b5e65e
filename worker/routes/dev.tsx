import { Hono } from 'hono';
import { Suspense, use } from 'react';
import { devToolsEnabled, type AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { registerDevCron } from './dev-cron';
import { registerDevMail } from './dev-mail';
import { registerDevTiles } from './dev-tiles';
import { registerDevGeocode } from './dev-geocode';

/**
 * Development and test only (absent in production): endpoints that prove the pipeline's
 * failure handling and streaming. Later issues add /dev/mail here.
 */
export const dev = new Hono<AppEnv>();

// Scoped to the dev paths: this sub-app is mounted at '/', so a '*' guard would hide every page.
for (const prefix of ['/dev/*', '/api/dev/*']) {
  dev.use(prefix, async (c, next) => {
    if (!devToolsEnabled(c.get('vars'))) notFound();
    await next();
  });
}

registerDevMail(dev);
registerDevCron(dev);
registerDevTiles(dev);
registerDevGeocode(dev);

dev.get('/dev/boom', () => {
  throw new Error('boom: a deliberate failure with a secret stack');
});
dev.get('/api/dev/boom', () => {
  throw new Error('boom: a deliberate failure with a secret stack');
});

function Slow({ promise }: { promise: Promise<string> }) {
  return <p id="slow">{use(promise)}</p>;
}

/** A page whose second half suspends for ?ms= milliseconds: the shell must arrive first. */
dev.get('/dev/streaming', async (c) => {
  const ms = Math.min(Number(c.req.query('ms') ?? 300) || 300, 5000);
  const slow = new Promise<string>((resolve) => setTimeout(() => resolve('resolved'), ms));
  // Through the same document renderer as every page (no snapshot: this element is the whole document).
  return c.render(
    <html lang={c.get('locale')}>
      <head>
        <title>streaming</title>
      </head>
      <body>
        <p id="shell">shell</p>
        <Suspense fallback={<p id="fallback">loading</p>}>
          <Slow promise={slow} />
        </Suspense>
      </body>
    </html>,
  );
});
