import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The origin every link in mail is built from (docs/decisions/042-mail-link-origins.md): the
 * edition's one public origin (worker/lib/public-origin.ts, ADR 100), configured in EDITION_HOSTS,
 * never the request's Host header, which a caller chooses (password-reset poisoning).
 */
export const mailOrigin = (c: Context<AppEnv>): string => c.get('edition').siteUrl;
