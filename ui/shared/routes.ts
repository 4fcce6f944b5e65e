import type { PageOptions } from './page-options';

/**
 * The URL table (docs/product.md §2.1): every page route, who may open it and how it is laid out.
 * The worker registers these paths; the UI uses the same ids. Later issues add rows here.
 */
export type ProductRole = 'user' | 'charityEventsCreator' | 'recyclingPointsCreator' | 'tester' | 'manager';
export type Access = 'public' | 'guest-only' | 'signed-in' | { role: ProductRole };

export interface PageRoute {
  /** Key of ui/pages/registry.ts. */
  page: string;
  /** Hono path syntax; matched with and without a trailing slash. */
  path: string;
  access: Access;
  /** Locale namespaces the page reads besides the common ones. */
  namespaces: readonly string[];
  /** Key under `titles.` for <title>. */
  titleKey: string;
  options?: Partial<PageOptions>;
  /** The HTTP status the page answers with (only /404/ sets it: it answers like any unknown path). */
  status?: 404;
}

/** Namespaces every page gets: the layout shell, titles, errors. */
export const COMMON_NAMESPACES = [
  'common',
  'layout',
  'titles',
  'errors',
  'validation',
  'forms',
  'share',
  'phone',
  'notifications',
  'visitor',
  'guideBox',
] as const;

const ROWS = [
  {
    page: 'home',
    path: '/',
    access: 'public',
    namespaces: ['home', 'events'],
    titleKey: 'home',
    options: { maxWidth: 1600 },
  },
  { page: 'forbidden', path: '/404', access: 'public', namespaces: [], titleKey: 'notFound', status: 404 },
  { page: 'getApp', path: '/get-app', access: 'public', namespaces: ['getApp'], titleKey: 'getApp' },
  {
    page: 'eventsManual',
    path: '/charity-events-manual',
    access: 'public',
    namespaces: ['manualEvents'],
    titleKey: 'eventsManual',
    options: { maxWidth: 1200, sideFrom: 1024 },
  },
  {
    page: 'inspectionManual',
    path: '/inspection-manual',
    access: 'public',
    namespaces: ['manualInspection'],
    titleKey: 'inspectionManual',
    options: { maxWidth: 1200, sideFrom: 1024 },
  },
  // Policy pages exist in every edition; menus link the edition's own (docs/decisions/004-policy-pages-per-edition.md).
  {
    page: 'cookiesPolicy',
    path: '/cookies',
    access: 'public',
    namespaces: ['policy'],
    titleKey: 'cookies',
    options: { maxWidth: 960 },
  },
  {
    page: 'personalDataPolicy',
    path: '/personal-data',
    access: 'public',
    namespaces: ['policy'],
    titleKey: 'personalData',
    options: { maxWidth: 960 },
  },
  {
    page: 'privacyPolicy',
    path: '/privacy-policy',
    access: 'public',
    namespaces: ['policy'],
    titleKey: 'privacy',
    options: { maxWidth: 960 },
  },
  // Public forms without JavaScript and the subscription links.
  {
    page: 'formPage',
    path: '/support/question',
    access: 'public',
    namespaces: [],
    titleKey: 'supportQuestion',
    options: { maxWidth: 820 },
  },
  {
    page: 'formPage',
    path: '/write-to-us',
    access: 'public',
    namespaces: [],
    titleKey: 'writeToUs',
    options: { maxWidth: 820 },
  },
  {
    page: 'formPage',
    path: '/inquiry/:type',
    access: 'public',
    namespaces: [],
    titleKey: 'inquiry',
    options: { maxWidth: 820 },
  },
  {
    page: 'subscription',
    path: '/subscriptions/confirm',
    access: 'public',
    namespaces: [],
    titleKey: 'subscription',
    options: { maxWidth: 820 },
  },
  {
    page: 'subscription',
    path: '/subscriptions/unsubscribe',
    access: 'public',
    namespaces: [],
    titleKey: 'subscription',
    options: { maxWidth: 820 },
  },
  // Charity events.
  {
    page: 'charityEvents',
    path: '/charity-events',
    access: 'public',
    namespaces: ['events'],
    titleKey: 'charityEvents',
  },
  {
    page: 'charityEventsEmpty',
    path: '/charity-events/no-charity-events',
    access: 'public',
    namespaces: ['events'],
    titleKey: 'charityEventsEmpty',
  },
  {
    page: 'charityEvent',
    path: '/charity-event/:id',
    access: 'public',
    namespaces: ['events', 'volunteers'],
    titleKey: 'charityEvent',
    options: { maxWidth: 1200 },
  },
  {
    page: 'charityEventDeleted',
    path: '/charity-event-deleted/:name',
    access: 'public',
    namespaces: ['events'],
    titleKey: 'charityEventDeleted',
    options: { maxWidth: 960 },
  },
  {
    page: 'profileCharityEvents',
    path: '/profile/charity-events',
    access: { role: 'charityEventsCreator' },
    namespaces: ['events', 'volunteers'],
    titleKey: 'profileCharityEvents',
    options: { sideWidth: 280, sideFrom: 1080 },
  },
  {
    page: 'profileCreateCharityEvent',
    path: '/profile/create-charity-event',
    access: { role: 'charityEventsCreator' },
    namespaces: ['events'],
    titleKey: 'profileCreateCharityEvent',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  {
    page: 'profileEditCharityEvent',
    path: '/profile/edit-charity-event/:id',
    access: { role: 'charityEventsCreator' },
    namespaces: ['events'],
    titleKey: 'profileEditCharityEvent',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  {
    page: 'profileMyCharityEvents',
    path: '/profile/my-charity-events',
    access: { role: 'user' },
    namespaces: ['events', 'volunteers'],
    titleKey: 'profileMyCharityEvents',
    options: { sideWidth: 280, sideFrom: 1080 },
  },
  // Volunteers who show up (waitlist, reminders, roster; worker/routes/volunteer-pages.tsx, ADRs 155–159).
  {
    page: 'profileEventRoster',
    path: '/profile/charity-events/:id/roster',
    access: { role: 'charityEventsCreator' },
    namespaces: ['events', 'volunteers'],
    titleKey: 'profileEventRoster',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  {
    page: 'volunteerLink',
    path: '/volunteer-link',
    access: 'public',
    namespaces: ['volunteers'],
    titleKey: 'volunteerLink',
    options: { maxWidth: 820 },
  },
  // Recycling points.
  {
    page: 'profileRecyclingPoints',
    path: '/profile/recycling-points',
    access: { role: 'recyclingPointsCreator' },
    namespaces: ['facility', 'trust'],
    titleKey: 'profileRecyclingPoints',
    options: { sideWidth: 280, sideFrom: 1080 },
  },
  {
    page: 'profileCreateRecyclingPoint',
    path: '/profile/create-recycling-point',
    access: { role: 'recyclingPointsCreator' },
    namespaces: ['facility'],
    titleKey: 'profileCreateRecyclingPoint',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  {
    page: 'profileEditRecyclingPoint',
    path: '/profile/edit-recycling-point/:id',
    access: { role: 'recyclingPointsCreator' },
    namespaces: ['facility'],
    titleKey: 'profileEditRecyclingPoint',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  // The public finder.
  {
    page: 'recyclingPointsFinder',
    path: '/recycling-points',
    access: 'public',
    namespaces: ['finder', 'facility', 'trust', 'osm'],
    titleKey: 'recyclingPointsFinder',
    options: { maxWidth: 1600 },
  },
  {
    page: 'recyclingPoint',
    path: '/recycling-points/:id',
    access: 'public',
    namespaces: ['facility', 'events', 'finder', 'trust'],
    titleKey: 'recyclingPoint',
    options: { maxWidth: 1200 },
  },
  // Accounts and sessions.
  {
    page: 'login',
    path: '/login',
    access: 'guest-only',
    namespaces: ['auth', 'validation'],
    titleKey: 'login',
    options: { maxWidth: 700 },
  },
  {
    page: 'registration',
    path: '/registration',
    access: 'guest-only',
    namespaces: ['home', 'auth', 'validation'],
    titleKey: 'registration',
    options: { maxWidth: 1600 },
  },
  {
    page: 'registrationSuccess',
    path: '/registration-success',
    access: 'public',
    namespaces: ['auth'],
    titleKey: 'registrationSuccess',
    options: { maxWidth: 1200 },
  },
  {
    page: 'recovery',
    path: '/recovery',
    access: 'guest-only',
    namespaces: ['auth', 'validation'],
    titleKey: 'recovery',
    options: { maxWidth: 700 },
  },
  {
    page: 'logout',
    path: '/logout',
    access: 'guest-only',
    namespaces: ['auth'],
    titleKey: 'logout',
    options: { maxWidth: 700 },
  },
  {
    page: 'profileLogout',
    path: '/profile/logout',
    access: 'signed-in',
    namespaces: ['auth'],
    titleKey: 'logout',
    options: { sideWidth: 280, sideFrom: 1080 },
  },
  {
    page: 'profile',
    path: '/profile',
    access: 'signed-in',
    namespaces: ['profile', 'google'],
    titleKey: 'profile',
    options: { sideWidth: 280, sideFrom: 1080 },
  },
  // People's data under their control (docs/privacy.md): deleting one's account (worker/routes/account-pages.tsx).
  {
    page: 'profileDeleteAccount',
    path: '/profile/delete-account',
    access: 'signed-in',
    namespaces: ['profile'],
    titleKey: 'profileDeleteAccount',
    options: { maxWidth: 700 },
  },
  {
    page: 'deleteAccountConfirm',
    path: '/delete-account',
    access: 'public',
    namespaces: ['profile'],
    titleKey: 'profileDeleteAccount',
    options: { maxWidth: 700 },
  },
  {
    page: 'accountDeleted',
    path: '/account-deleted',
    access: 'public',
    namespaces: ['profile'],
    titleKey: 'accountDeleted',
    options: { maxWidth: 700 },
  },
  // Review console.
  {
    page: 'managerOverview',
    path: '/manager',
    access: { role: 'manager' },
    namespaces: ['manager', 'trust'],
    titleKey: 'managerOverview',
  },
  {
    page: 'managerRequests',
    path: '/manager/requests',
    access: { role: 'manager' },
    namespaces: ['manager'],
    titleKey: 'managerRequests',
  },
  {
    page: 'managerRequest',
    path: '/manager/requests/:id',
    access: { role: 'manager' },
    namespaces: ['manager'],
    titleKey: 'managerRequest',
  },
  {
    page: 'managerFacilities',
    path: '/manager/points',
    access: { role: 'manager' },
    namespaces: ['manager', 'facility'],
    titleKey: 'managerFacilities',
  },
  {
    page: 'managerFacility',
    path: '/manager/points/:id',
    access: { role: 'manager' },
    namespaces: ['manager', 'facility'],
    titleKey: 'managerFacility',
  },
  // Points people can trust (visitor reports, stale points; worker/routes/trust-pages.tsx, docs/points-trust.md).
  {
    page: 'managerTrust',
    path: '/manager/trust',
    access: { role: 'manager' },
    namespaces: ['manager', 'trust'],
    titleKey: 'managerTrust',
  },
  {
    page: 'facilityReport',
    path: '/recycling-points/:id/report',
    access: 'public',
    namespaces: ['trust'],
    titleKey: 'facilityReport',
    options: { maxWidth: 820 },
  },
  {
    page: 'facilityStillCorrect',
    path: '/recycling-points/:id/still-correct',
    access: 'public',
    namespaces: ['trust'],
    titleKey: 'facilityStillCorrect',
    options: { maxWidth: 820 },
  },
  {
    page: 'managerEvents',
    path: '/manager/events',
    access: { role: 'manager' },
    namespaces: ['manager'],
    titleKey: 'managerEvents',
  },
  {
    page: 'managerEvent',
    path: '/manager/events/:id',
    access: { role: 'manager' },
    namespaces: ['manager', 'events'],
    titleKey: 'managerEvent',
  },
  // Profile.
  {
    page: 'profileBalance',
    path: '/profile/balance',
    access: { role: 'user' },
    namespaces: ['profile'],
    titleKey: 'profileBalance',
    options: { sideWidth: 280, sideFrom: 1080, maxWidth: 1100 },
  },
  {
    page: 'profileEmailConfirm',
    path: '/confirm-email',
    access: 'public',
    namespaces: ['profile'],
    titleKey: 'profileEmailConfirm',
    options: { maxWidth: 700 },
  },
  // Sign in with Google.
  {
    page: 'googleAuth',
    path: '/google-auth',
    access: 'guest-only',
    namespaces: ['home', 'auth', 'validation', 'google'],
    titleKey: 'registration',
    options: { maxWidth: 1600 },
  },
  {
    page: 'googleAuthError',
    path: '/google-auth-error',
    access: 'guest-only',
    namespaces: ['google'],
    titleKey: 'googleAuthError',
    options: { maxWidth: 700 },
  },
  // The item guide (docs/item-guide.md; handlers with loaders in worker/routes/guide-pages.tsx and guide-manager.tsx).
  {
    page: 'whatGoesWhere',
    path: '/what-goes-where',
    access: 'public',
    namespaces: ['guide'],
    titleKey: 'whatGoesWhere',
    options: { maxWidth: 1200 },
  },
  {
    page: 'guideSearch',
    path: '/what-goes-where/search',
    access: 'public',
    namespaces: ['guide', 'finder'],
    titleKey: 'guideSearch',
    options: { maxWidth: 1200 },
  },
  {
    page: 'guideItem',
    path: '/what-goes-where/:slug',
    access: 'public',
    namespaces: ['guide', 'finder'],
    titleKey: 'guideItem',
    options: { maxWidth: 1200 },
  },
  {
    page: 'managerGuide',
    path: '/manager/guide',
    access: { role: 'manager' },
    namespaces: ['manager', 'guide'],
    titleKey: 'managerGuide',
  },
  {
    page: 'confirmMerge',
    path: '/confirm-merge',
    access: 'public',
    namespaces: ['google', 'validation'],
    titleKey: 'confirmMerge',
    options: { maxWidth: 700 },
  },
] as const satisfies readonly PageRoute[];

export const PAGE_ROUTES: readonly PageRoute[] = ROWS;

/** A path of the URL table. */
export type PagePath = (typeof ROWS)[number]['path'];

/**
 * A page path as the worker registers a handler for it: only a path the table lists typechecks,
 * so a page's URL is decided in the table alone and a handler cannot drift from it.
 */
export const tablePath = <P extends PagePath>(path: P): P => path;

/** Paths that never reach a page handler (docs/product.md §2.1: /raw-pages/ is blocked). */
export const BLOCKED_PREFIXES = ['/raw-pages/'] as const;

/** The table row of a page; a page the table does not list is a programming error. */
export function pageRoute(page: string): PageRoute {
  const row = PAGE_ROUTES.find((r) => r.page === page);
  if (!row) throw new Error(`no route row for page "${page}"`);
  return row;
}
