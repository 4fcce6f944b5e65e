import type { Context } from 'hono';
import { DEV_HOSTS } from '../../editions';
import type { Edition } from '../../editions/types';
import { devToolsEnabled, type AppEnv, type Vars } from '../env';

/**
 * The origin every link in mail is built from (docs/decisions/042-mail-link-origins.md): the
 * edition's configured host in EDITION_HOSTS, never the request's Host header, which a caller
 * chooses (password-reset poisoning). When the request came to one of the edition's configured
 * hosts, that host; otherwise the first one configured. Without configured hosts (local
 * development and tests) a loopback development host of the request is kept with its port, and
 * anything else gets the edition's development host: never a name the caller picked.
 */
export function editionOrigin(vars: Vars, edition: Edition, requestUrl: string): string {
  const url = new URL(requestUrl);
  const host = url.hostname.toLowerCase();
  const configured = Object.entries(vars.EDITION_HOSTS).filter(([, id]) => id === edition.id).map(([h]) => h.toLowerCase());
  if (configured.length) return `https://${configured.includes(host) ? host : configured[0]}`;
  const devHost = Object.entries(DEV_HOSTS).find(([h, id]) => id === edition.id && h !== '127.0.0.1')?.[0] ?? 'localhost';
  if (devToolsEnabled(vars) && DEV_HOSTS[host]) {
    return DEV_HOSTS[host] === edition.id ? url.origin : `${url.protocol}//${devHost}${url.port ? `:${url.port}` : ''}`;
  }
  return `http://${devHost}`;
}

export const mailOrigin = (c: Context<AppEnv>): string => editionOrigin(c.get('vars'), c.get('edition'), c.req.url);
