import type { Hono } from 'hono';
import { BLOCKED_PREFIXES } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { authApi } from './auth-api';
import { authPages } from './auth-pages';
import { dev } from './dev';
import { devNotify } from './dev-notify';
import { eventApi } from './event-api';
import { eventPages } from './event-pages';
import { volunteerApi } from './volunteer-api';
import { volunteerPages } from './volunteer-pages';
import { facilityApi } from './facility-api';
import { facilityPages } from './facility-pages';
import { finderApi } from './finder-api';
import { finderPages } from './finder-pages';
import { formsApi } from './forms-api';
import { formsPages } from './forms-pages';
import { googleAuth } from './google-auth';
import { googleMerge } from './google-merge';
import { googleProfile } from './google-profile';
import { googleStandIn } from './google-stand-in';
import { guideManager } from './guide-manager';
import { guidePages } from './guide-pages';
import { managerApi } from './manager-api';
import { managerOwnerApi } from './manager-owner-api';
import { managerPages } from './manager-pages';
import { buildMeta } from './build-meta';
import { media } from './media';
import { messagesRoute } from './messages';
import { notificationsApi } from './notifications-api';
import { notificationsSocket } from './notifications-socket';
import { offline } from './offline';
import { osmRoutes } from './osm';
import { registerPages } from './pages';
import { profileApi } from './profile-api';
import { profilePages } from './profile-pages';
import { shareImages } from './share-images';
import { sitemap } from './sitemap';
import { system } from './system';
import { trustPages } from './trust-pages';
import { webApp } from './web-app';

/**
 * The whole URL table. Page paths and their access rules come from ui/shared/routes.ts (shared
 * with the UI); each area below is one sub-app. Order matters only where paths overlap: the
 * areas' own page handlers (with loaders and form posts) come before the generic page table.
 */
export function registerRoutes(app: Hono<AppEnv>) {
  for (const prefix of BLOCKED_PREFIXES) app.all(`${prefix}*`, () => notFound());

  // Machine endpoints and development-only tools (absent in production).
  app.route('/', system);
  app.route('/', sitemap);
  app.route('/', webApp);
  app.route('/', shareImages);
  app.route('/', offline);
  app.route('/', messagesRoute);
  app.route('/', buildMeta);
  app.route('/', dev);
  app.route('/', devNotify);
  app.route('/', googleStandIn);

  // JSON APIs (docs/product.md §7 paths where it names them) and the notification socket.
  app.route('/', authApi);
  app.route('/', googleAuth);
  app.route('/', googleMerge);
  app.route('/', notificationsApi);
  app.route('/', notificationsSocket);
  app.route('/', formsApi);
  app.route('/', eventApi);
  app.route('/', volunteerApi);
  app.route('/', media);
  app.route('/api/web/v1/facility', facilityApi);
  app.route('/', osmRoutes);
  app.route('/', finderApi);
  app.route('/api/manager', managerApi);
  app.route('/', managerOwnerApi);
  app.route('/', profileApi);

  // Pages with their own loaders and no-JavaScript form posts, then the plain page table.
  app.route('/', formsPages);
  app.route('/', eventPages);
  app.route('/', volunteerPages);
  app.route('/', finderPages);
  app.route('/', trustPages);
  app.route('/', guidePages);
  app.route('/', guideManager);
  app.route('/', facilityPages);
  app.route('/', managerPages);
  app.route('/', authPages);
  app.route('/', googleProfile);
  app.route('/', profilePages);
  registerPages(app);
}
