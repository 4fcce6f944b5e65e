import type { ProductRole } from './routes';

/** Server role names as stored in D1 and sent in `roles` of the sign-in answer (docs/product.md §3.3, §6). */
const SERVER_ROLES = ['volunteer', 'promotion_creator', 'facility', 'tester', 'manager'] as const;
type ServerRole = (typeof SERVER_ROLES)[number];

/** docs/product.md §6, plus manager for the review console. */
const SERVER_TO_PRODUCT_ROLE: Readonly<Record<ServerRole, ProductRole>> = {
  facility: 'recyclingPointsCreator',
  promotion_creator: 'charityEventsCreator',
  volunteer: 'user',
  tester: 'tester',
  manager: 'manager',
};

function isServerRole(value: string): value is ServerRole {
  return (SERVER_ROLES as readonly string[]).includes(value);
}

/** Product roles of a list of server roles; unknown server roles are ignored (docs/product.md §6). */
export function productRoles(serverRoles: Iterable<string>): ProductRole[] {
  const out = new Set<ProductRole>();
  for (const role of serverRoles) if (isServerRole(role)) out.add(SERVER_TO_PRODUCT_ROLE[role]);
  return [...out];
}

/** Same from the answer's `roles` object keyed by server role names (docs/product.md §3.3). */
export function productRolesFromAnswer(roles: unknown): ProductRole[] {
  if (!roles || typeof roles !== 'object') return [];
  return productRoles(
    Object.entries(roles as Record<string, unknown>)
      .filter(([, on]) => !!on)
      .map(([name]) => name),
  );
}

/**
 * Role demands of the docs/product.md §2.1 profile paths, so the worker guards them even before the page
 * that serves them exists (the route table's `access` says the same once it does).
 */
export const PROFILE_ROLE_PATHS: readonly { prefix: string; role: ProductRole }[] = [
  { prefix: '/profile/balance', role: 'user' },
  { prefix: '/profile/volunteer-record', role: 'user' },
  { prefix: '/profile/charity-events', role: 'charityEventsCreator' },
  { prefix: '/profile/create-charity-event', role: 'charityEventsCreator' },
  { prefix: '/profile/edit-charity-event', role: 'charityEventsCreator' },
  { prefix: '/profile/recycling-points', role: 'recyclingPointsCreator' },
  { prefix: '/profile/create-recycling-point', role: 'recyclingPointsCreator' },
  { prefix: '/profile/edit-recycling-point', role: 'recyclingPointsCreator' },
];

/** Role buttons of the registration step (docs/product.md §3.4): the form's three flags. */
export const REGISTRATION_ROLES = ['user', 'charityEventCreator', 'recyclingPointCreator'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** Whether the chosen registration roles make a corporate sign-up (docs/product.md §4.7): plain data, no schema, so a form can ask before its schema loads. */
export function isCorporate(chosen: readonly string[]): boolean {
  return chosen.some((r) => r !== 'user' && (REGISTRATION_ROLES as readonly string[]).includes(r));
}
