import type { Hono } from 'hono';
import { BLOCKED_PREFIXES } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { EVENT_API } from '../lib/api-paths';
import { notFound } from '../lib/errors';
import { accountPages } from './account-pages';
import { authApi } from './auth-api';
import { authPages } from './auth-pages';
import { dev } from './dev';
import { devNotify } from './dev-notify';
import { eventApi } from './event-api';
import { eventShiftsApi } from './event-shifts-api';
import { checkInApi } from '../hours';
import { eventPages } from './event-pages';
import { volunteerApi, volunteerPrefsApi } from './volunteer-api';
import { volunteerPages } from './volunteer-pages';
import { facilityApi } from './facility-api';
import { facilityPages } from './facility-pages';
import { finderApi } from './finder-api';
import { finderPages } from './finder-pages';
import { formsApi, formsPages } from '../forms';
import { googleAuth, googleMerge, googleProfile, googleStandIn } from '../google';
import { driveApi, drivePages } from '../drives';
import { guideManager } from './guide-manager';
import { guideApi, guidePages } from './guide-pages';
import { managerApi } from './manager-api';
import { managerOwnerApi } from './manager-owner-api';
import { managerPages } from './manager-pages';
import { buildMeta } from './build-meta';
import { mapTileRoutes } from './map-tiles';
import { media } from './media';
import { messagesRoute } from './messages';
import { notificationsApi } from './notifications-api';
import { notificationsSocket } from './notifications-socket';
import { offline } from './offline';
import { osmApi, osmRoutes } from './osm';
import { registerPages } from './pages';
import { profileApi } from './profile-api';
import { profilePages } from './profile-pages';
import { recordPages } from '../hours';
import { shareImages } from './share-images';
import { sitemap } from './sitemap';
import { system } from './system';
import { trustPages } from '../trust';
import { webApp } from './web-app';

/**
 * The URL map. Pages: their paths and access rules are the URL table in ui/shared/routes.ts
 * (shared with the UI); the page areas below register handlers (loaders, no-JavaScript form posts)
 * for table paths, and registerPages() renders every other row. APIs and machine files: each
 * sub-app is mounted at its prefix and its own paths are relative to it. Order matters only where
 * paths overlap: an area's own page handlers come before the plain page table.
 */
export function registerRoutes(app: Hono<AppEnv>) {
  for (const prefix of BLOCKED_PREFIXES) app.all(`${prefix}*`, () => notFound());

  // Files at the site root: /robots.txt, /builds/latest.json, sitemaps, the web app manifest and
  // /.well-known links, the offline page and the service worker.
  app.route('/', system);
  app.route('/', sitemap);
  app.route('/', webApp);
  app.route('/', offline);
  app.route('/builds/meta', buildMeta);
  app.route('/builds/messages', messagesRoute);
  app.route('/share-image', shareImages);
  app.route('/media', media);
  app.route('/tiles', mapTileRoutes); // the finder map's own raster tiles (ADR 217)

  // Development and test only (each answers 404 in production): /dev/* tools, /api/dev/* calls,
  // the local stand-in for Google's sign-in.
  app.route('/', dev);
  app.route('/api/dev', devNotify);
  app.route('/', googleStandIn);

  // JSON APIs; docs/product.md §7 fixes the paths it names.
  app.route('/api', authApi); // /api/auth/*, /api/authing, /api/logout, /api/recovery
  app.route('/', formsApi); // /api/wf__support_question__support_question, /inquire, /api/subscriptions
  app.route('/api/profile', profileApi);
  app.route('/api/notifications', notificationsApi);
  app.route('/ws/notification', notificationsSocket);
  app.route('/api/web/v1/facility', facilityApi);
  app.route(EVENT_API, eventApi);
  app.route(EVENT_API, volunteerApi);
  app.route(EVENT_API, checkInApi);
  app.route(EVENT_API, eventShiftsApi);
  app.route('/api/web/v1/profile/volunteer-mail', volunteerPrefsApi);
  app.route('/api/v1/recycling-points', finderApi);
  app.route('/api/v1', osmApi); // /api/v1/recycling-points.geojson
  app.route('/api/v1/what-goes-where', guideApi);
  app.route('/api/v1/collection-drives', driveApi);
  app.route('/api/manager', managerApi);
  app.route('/api/review', managerOwnerApi);

  // Page areas (paths from the URL table, plus their form posts), then the plain page table.
  app.route('/', googleAuth); // /google-auth, /google-auth-error, /api/auth/google/*; guards /confirm-merge too
  app.route('/', googleMerge);
  app.route('/', osmRoutes); // /recycling-points/osm-*; before the owners' point page
  app.route('/', formsPages);
  app.route('/', eventPages);
  app.route('/', volunteerPages);
  app.route('/', finderPages);
  app.route('/', drivePages);
  app.route('/', trustPages);
  app.route('/', guidePages);
  app.route('/', guideManager);
  app.route('/', facilityPages);
  app.route('/', managerPages);
  app.route('/', authPages);
  app.route('/', googleProfile);
  app.route('/', accountPages); // /profile/my-data, /profile/delete-account, /delete-account
  app.route('/', profilePages);
  app.route('/', recordPages); // /profile/volunteer-record (+ /pdf), /v/:token, /guardian-consent
  registerPages(app);
}
