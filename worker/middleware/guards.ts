import type { MiddlewareHandler } from 'hono';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { PROFILE_ROLE_PATHS } from '../../ui/shared/roles';
import { PAGE_ROUTES, type Access, type ProductRole } from '../../ui/shared/routes';
import type { SessionUser } from '../../ui/shared/snapshot';
import type { AppEnv } from '../env';
import { isMachinePath } from '../lib/machine-paths';

function compile(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}
const TABLE = PAGE_ROUTES.map((route) => ({ access: route.access, re: compile(route.path) }));

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** What a path demands: its route row's access (guest-only pages are rows of the table), tightened by the docs/product.md §2.1 rule that all of /profile/ needs a session. */
function accessFor(path: string): { guestOnly: boolean; signedIn: boolean; roles: readonly ProductRole[] } {
  const clean = path.replace(/\/+$/, '') || '/';
  const access: Access = TABLE.find((row) => row.re.test(clean))?.access ?? 'public';
  const role =
    typeof access === 'object'
      ? access.role
      : (PROFILE_ROLE_PATHS.find((p) => startsWithSegment(clean, p.prefix))?.role ?? null);
  const roles = role === null ? [] : typeof role === 'string' ? [role] : role;
  const signedIn = access === 'signed-in' || roles.length > 0 || startsWithSegment(clean, '/profile');
  return { guestOnly: access === 'guest-only', signedIn, roles };
}

/** Where a visitor must go instead of this page, or null to let them in. */
function guardRedirect(path: string, user: SessionUser | null | undefined): '/login' | '/profile/' | '/404/' | null {
  const demand = accessFor(path);
  if (user && demand.guestOnly) return '/profile/';
  if (!user && demand.signedIn) return '/login';
  if (user && demand.roles.length > 0 && !demand.roles.some((r) => user.roles.includes(r))) return '/404/';
  return null;
}

/** Route guards (docs/architecture.md pipeline step 5), page requests only. */
export const guards: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  // Machine endpoints answer 401/403 themselves (worker/lib/auth.ts), never with a redirect.
  if (!isMachinePath(path) && ['GET', 'HEAD', 'POST'].includes(c.req.method)) {
    const target = guardRedirect(path, c.get('sessionUser'));
    if (target) return c.redirect(localizedPath(c.get('edition'), c.get('locale'), target), 302);
  }
  await next();
};
