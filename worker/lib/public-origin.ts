import { DEV_HOSTS, EDITIONS } from '../../editions';
import type { Context } from 'hono';
import { EDITION_IDS, type EditionId } from '../../editions/types';
import type { AppEnv, Vars } from '../env';
import { localizedPath } from '../../ui/shared/locale-negotiation';

/**
 * The one public origin of an edition, used for every absolute URL we emit (canonical, og:url,
 * JSON-LD, calendars, mail links, share links, sitemap). ADR 100.
 *
 * - Configured: the first hostname EDITION_HOSTS maps to the edition, over https (in any
 *   environment, so mail sent while testing a deployment links to it too, ADR 042).
 * - Production without one: the edition's static `siteUrl` (editions/*.ts).
 * - Elsewhere: the edition's development host (localhost, kz.localhost, intl.localhost) on the
 *   protocol and port the request came in on, so links work under `npm run dev` and in tests.
 *
 * Never the raw Host header: a request routed to an unknown host must not leak into links.
 */
export function publicOrigin(
  vars: Pick<Vars, 'ENVIRONMENT' | 'EDITION_HOSTS'>,
  edition: EditionId,
  requestUrl: string | URL,
): string {
  const host = Object.entries(vars.EDITION_HOSTS).find(([, id]) => id === edition)?.[0];
  if (host) return `https://${host.toLowerCase()}`;
  if (vars.ENVIRONMENT === 'production') return EDITIONS[edition].siteUrl.replace(/\/+$/, '');
  const url = new URL(requestUrl);
  const devHost =
    Object.entries(DEV_HOSTS).find(([name, id]) => id === edition && name !== '127.0.0.1')?.[0] ?? 'localhost';
  return `${url.protocol}//${devHost}${url.port ? `:${url.port}` : ''}`;
}

/**
 * Where a page that belongs to one edition (an event, a collection drive) lives when it is asked
 * for on another edition's host: its own host, in the visitor's locale when that edition has it
 * (docs/decisions/125-events-stay-in-their-edition.md). Null when the request is already there.
 */
export function ownEditionUrl(c: Context<AppEnv>, owner: string, rest: string): string | null {
  if (owner === c.get('edition').id || !(EDITION_IDS as readonly string[]).includes(owner)) return null;
  const own = EDITIONS[owner as EditionId];
  const locale = own.locales.includes(c.get('locale')) ? c.get('locale') : own.defaultLocale;
  const url = new URL(c.req.url);
  return `${publicOrigin(c.get('vars'), own.id, url)}${localizedPath(own, locale, rest)}${url.search}`;
}
