import type { SessionUser } from '../../shared/snapshot';
import type { ProductRole } from '../../shared/routes';

/** Internal links of the shell (docs/product.md §2.1, §2.3, §6); paths are unprefixed, see localizedPath(). */
export interface NavLink {
  titleKey: string;
  path: string;
  testId?: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { titleKey: 'layout.home', path: '/' },
  // A short label: the Kazakh header has no room for the full one at 768px.
  { titleKey: 'layout.finderShort', path: '/recycling-points', testId: 'nav-finder' },
  { titleKey: 'layout.events', path: '/charity-events' },
];

/** The header's manuals dropdown: only the creators' manual (the inspection one is sidebar-only). */
export const HEADER_MANUALS: readonly NavLink[] = [
  { titleKey: 'layout.eventsManual', path: '/charity-events-manual/' },
];

export const SITE_LINKS: readonly NavLink[] = [
  { titleKey: 'layout.home', path: '/' },
  { titleKey: 'layout.finder', path: '/recycling-points', testId: 'menu-finder' },
  { titleKey: 'layout.events', path: '/charity-events' },
  { titleKey: 'layout.getApp', path: '/get-app' },
];

/** The sidebar link list of the slide-out menu; the only place that links the inspection manual. */
export const SIDEBAR_LINKS: readonly NavLink[] = [
  { titleKey: 'layout.eventsManual', path: '/charity-events-manual/', testId: 'sidebar-events-manual' },
  { titleKey: 'layout.inspectionManual', path: '/inspection-manual/', testId: 'sidebar-inspection-manual' },
];

const ROLE_MENU_LINKS: readonly (NavLink & { role: ProductRole })[] = [
  {
    role: 'user',
    titleKey: 'visitor.account.myEvents',
    path: '/profile/my-charity-events',
    testId: 'account-my-events',
  },
  { role: 'user', titleKey: 'visitor.account.balance', path: '/profile/balance', testId: 'account-balance' },
  {
    role: 'charityEventsCreator',
    titleKey: 'visitor.account.ownEvents',
    path: '/profile/charity-events',
    testId: 'account-own-events',
  },
  {
    role: 'recyclingPointsCreator',
    titleKey: 'visitor.account.ownFacilities',
    path: '/profile/recycling-points',
    testId: 'account-own-points',
  },
];

/** Account menu entries: guests get sign-in and registration; signed in, the role's pages; managers also the review console. */
export function accountLinks(user: SessionUser | null): NavLink[] {
  if (!user) {
    return [
      { titleKey: 'layout.authorization', path: '/login', testId: 'account-login' },
      { titleKey: 'layout.registration', path: '/registration/', testId: 'account-registration' },
    ];
  }
  // The main pages of each role the user holds, between the profile and sign-out.
  const roleLinks = ROLE_MENU_LINKS.filter((l) => user.roles.includes(l.role)).map(({ role: _role, ...link }) => link);
  return [
    { titleKey: 'layout.profile', path: '/profile', testId: 'account-profile' },
    ...roleLinks,
    ...(user.roles.includes('manager')
      ? [{ titleKey: 'layout.reviewConsole', path: '/manager', testId: 'account-manager' }]
      : []),
    { titleKey: 'layout.logout', path: '/profile/logout', testId: 'account-logout' },
  ];
}

/** `?hide-layout-ui=true` (docs/product.md §2.2): the page is embedded in the mobile app. */
export function hidesLayoutUi(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query)).get('hide-layout-ui') === 'true';
}
