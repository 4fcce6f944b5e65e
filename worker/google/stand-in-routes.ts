import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { STAND_IN_PATH, standInEnabled } from './provider-config';
import { standInProvider } from './stand-in';

/**
 * The local Google stand-in over HTTP (browsers, scripts): only in development/tests and only
 * while no real Google credentials are configured; 404 everywhere else (docs/decisions/071).
 * The worker's own OIDC client reaches the same app in-process, not over this route.
 */
export const googleStandIn = new Hono<AppEnv>();

googleStandIn.all(`${STAND_IN_PATH}/*`, (c) =>
  standInEnabled(c.get('vars')) ? standInProvider.fetch(c.req.raw, c.env) : notFound(),
);
