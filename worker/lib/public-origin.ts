import { DEV_HOSTS, EDITIONS } from '../../editions';
import type { EditionId } from '../../editions/types';
import type { Vars } from '../env';

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
