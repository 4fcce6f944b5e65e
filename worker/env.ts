import { z } from 'zod';
import { EDITION_IDS, type Edition, type EditionId, type Locale } from '../editions/types';
import { keyringOf, type Keyring } from './lib/keyring';
import type { Translator, Messages } from '../ui/shared/i18n';
import type { SessionUser } from '../ui/shared/snapshot';

export interface SessionInfo {
  id: string;
  userId: string;
  serverRoles: string[];
  /** Token expiry, seconds since epoch. */
  exp: number;
  /** Where the token came from: a cookie (browser) or an Authorization header (API, mobile). */
  source: 'cookie' | 'bearer';
  token: string;
}

/** Plain vars from wrangler.toml / the dashboard, parsed once per distinct value set. */
const VarsSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  EDITION_HOSTS: z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'EDITION_HOSTS must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.enum(EDITION_IDS))),
  DEFAULT_EDITION: z.enum(EDITION_IDS),
  /** HS256 key for session tokens: a secret in production, .dev.vars in development, a test binding in tests. */
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be set (at least 16 characters); see README'),
  /** The key before the last rotation (verify-only, README "Deploy checklist"); absent outside a rotation. */
  JWT_SECRET_PREVIOUS: z
    .string()
    .min(16, 'JWT_SECRET_PREVIOUS, when set, must have at least 16 characters; see README')
    .optional(),
  /** Google sign-in (README "Deploy"): client id (var) and secret (secret); both empty = not configured. */
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  /** OpenID issuer; empty means Google's (https://accounts.google.com). */
  GOOGLE_ISSUER: z.string().default(''),
});

export type Vars = z.output<typeof VarsSchema> & {
  EDITION_HOSTS: Record<string, EditionId>;
  /** JWT_SECRET signs, and with JWT_SECRET_PREVIOUS verifies (worker/lib/keyring.ts). */
  keys: Keyring;
};

let cached: { key: string; vars: Vars } | undefined;

/** Throws at the first request when configuration is wrong, instead of misbehaving later. */
export function parseVars(env: Env): Vars {
  // A secret is not part of the generated Env type on a clone without .dev.vars: read it loosely.
  const loose = env as {
    JWT_SECRET?: string;
    JWT_SECRET_PREVIOUS?: string;
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    GOOGLE_ISSUER?: string;
  };
  const secret = loose.JWT_SECRET;
  const previous = loose.JWT_SECRET_PREVIOUS;
  const google = [loose.GOOGLE_CLIENT_ID, loose.GOOGLE_CLIENT_SECRET, loose.GOOGLE_ISSUER];
  const key = `${env.ENVIRONMENT}\n${env.EDITION_HOSTS}\n${env.DEFAULT_EDITION}\n${secret}\n${previous ?? '\u0000none'}\n${google.join('\n')}`;
  if (cached?.key !== key) {
    const parsed = VarsSchema.parse({ ...env, JWT_SECRET: secret, JWT_SECRET_PREVIOUS: previous });
    cached = { key, vars: { ...parsed, keys: keyringOf(parsed.JWT_SECRET, parsed.JWT_SECRET_PREVIOUS) } };
  }
  return cached.vars;
}

interface AppVariables {
  vars: Vars;
  /** Per-response CSP nonce, set by Hono's secureHeaders and handed to React. */
  secureHeadersNonce?: string;
  edition: Edition;
  locale: Locale;
  /** The visitor's Accept-Language choice when it differs from the rendered locale. */
  preferredLocale: Locale | null;
  /** Fallback-merged messages of the current locale. */
  messages: Messages;
  i18n: Translator;
  /** Set by the session middleware (accounts issue) when a valid session is present. */
  sessionUser?: SessionUser | null;
  /** The live session behind sessionUser: its id, user id and server role names. */
  session?: SessionInfo | null;
  /** Unread notifications of the session's user, read with the session (the bell's first badge). */
  unreadNotifications?: number;
  /** This browser's session ended on the server (revoked, expired) since its last visit (ADR 205). */
  sessionEnded?: boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}

/**
 * Whether development-only features (mail outbox, /dev routes, local stand-ins for third parties)
 * may answer. The one place that decides it: every such feature asks this, never ENVIRONMENT itself.
 */
export function devToolsEnabled(vars: Vars): boolean {
  // Only when explicitly switched on: 'development' (npm run dev, browser tests) or 'test'
  // (integration tests read the outbox). wrangler.toml's top level is production (ADR 041).
  return vars.ENVIRONMENT === 'development' || vars.ENVIRONMENT === 'test';
}
