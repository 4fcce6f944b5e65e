import type { Hono } from 'hono';
import { BLOCKED_PREFIXES } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { dev } from './dev';
import { registerPages } from './pages';
import { system } from './system';

/**
 * The whole URL table. Pages come from ui/shared/routes.ts (shared with the UI); API areas are
 * mounted here, one sub-app per area.
 */
export function registerRoutes(app: Hono<AppEnv>) {
  for (const prefix of BLOCKED_PREFIXES) app.all(`${prefix}*`, () => notFound());
  app.route('/', system);
  app.route('/', dev);
  registerPages(app);
}
