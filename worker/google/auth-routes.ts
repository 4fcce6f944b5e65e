import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { GOOGLE_FAILURE_REASONS, type GoogleFailureReason } from '../../ui/shared/google-auth';
import { safeNextPath } from '../../ui/shared/safe-next';
import { googleRegistrationSchema } from '../../ui/shared/schemas/google-registration';
import { validateWith } from '../../ui/shared/schemas/form-fields';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../ui/shared/roles';
import { registrationFailure } from '../../ui/components/auth/outcomes';
import type { ExternalIdentity } from './sql';
import type { UserRecord } from '../data/users';
import type { AppEnv } from '../env';
import { setSessionCookie } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { mailOrigin } from '../lib/mail-origin';
import { clientAddress } from '../services/rate-limit';
import { parseOr400 } from '../lib/validation';
import { renderPage } from '../render/render-page';
import { scheduleDelivery } from '../services/auth/delivery';
import { signInAnswer } from '../services/auth/session-tokens';
import { registerWithGoogle, resolveIdentity, signInLinked } from './account-link';
import {
  clearFlowCookie,
  clearIdentityCookie,
  readFlowCookie,
  readIdentityCookie,
  writeFlowCookie,
  writeIdentityCookie,
  type IdentityCookie,
} from './flow-cookies';
import { GoogleSignInError, authorizationUrl, completeCallback, newFlowSecrets } from './oidc-client';
import { googleProvider } from './provider-config';
import { homeBackdrop } from '../render/home-backdrop';

/**
 * Sign in with Google (docs/product.md §2.1, §7, §8; docs/decisions/070–072): the link's start route, the
 * /google-auth callback (sign in, prefilled registration, or merge confirmation), the JSON
 * callback and the error page; /confirm-merge is in google-merge.ts. Every Google path, that one
 * included, answers 404 here where the edition has no Google sign-in (Kazakhstan) or the
 * deployment has no provider (production without credentials).
 */
export const googleAuth = new Hono<AppEnv>();

const PATHS = [
  '/api/auth/google/*',
  '/google-auth',
  '/google-auth/',
  '/google-auth-error',
  '/google-auth-error/',
  '/confirm-merge',
  '/confirm-merge/',
];
for (const path of PATHS) {
  googleAuth.use(path, async (c, next) => {
    if (!c.get('edition').thirdPartySignIn) notFound();
    await next();
  });
}

const to = (c: Context<AppEnv>, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
/** Links in mail come from the edition's configured origin, never the request's Host (ADR 042). */
const ownOrigin = (c: Context<AppEnv>) => mailOrigin(c);
const provider = (c: Context<AppEnv>) => googleProvider(c.get('vars'), origin(c)) ?? notFound();
const redirectUri = (c: Context<AppEnv>) => `${origin(c)}${to(c, '/google-auth')}`;
const address = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));
const userAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;
const identityOf = (cookie: IdentityCookie): ExternalIdentity => ({
  provider: 'google',
  issuer: cookie.issuer,
  subject: cookie.subject,
  email: cookie.email,
});
const toError = (c: Context<AppEnv>, reason: GoogleFailureReason) =>
  c.redirect(`${to(c, '/google-auth-error')}?reason=${reason}`, 302);
const landing = (c: Context<AppEnv>, next: string) => c.redirect(safeNextPath(next) ?? to(c, '/profile/'), 302);

/** The sign-in link: a signed flow cookie (state, nonce, PKCE verifier), then 302 to the provider. */
googleAuth.get('/api/auth/google/authorize', async (c) => {
  if (c.get('sessionUser')) return c.redirect(to(c, '/profile/'), 302);
  const secrets = newFlowSecrets();
  let url: URL;
  try {
    url = await authorizationUrl(provider(c), c.env, redirectUri(c), secrets);
  } catch (error) {
    console.error('google discovery failed', error);
    return toError(c, 'provider-unavailable');
  }
  await writeFlowCookie(c, { ...secrets, next: safeNextPath(c.req.query('next')) ?? '' });
  return c.redirect(url.toString(), 302);
});

/** The callback (redirect_uri). With code/error: finish the exchange; without: the prefilled registration. */
googleAuth.get(tablePath('/google-auth'), async (c) => {
  const url = new URL(c.req.url);
  if (!url.searchParams.has('code') && !url.searchParams.has('error')) {
    const pending = await readIdentityCookie(c);
    if (!pending || pending.userId) return c.redirect(to(c, '/login'), 302);
    return renderGoogleRegistration(c, pending, { roles: [] });
  }
  const result = await finishCallback(c, url);
  switch (result.kind) {
    case 'error':
      return toError(c, result.reason);
    case 'signed-in':
      return landing(c, result.next);
    default:
      return c.redirect(to(c, result.kind === 'merge' ? '/confirm-merge' : '/google-auth'), 302);
  }
});

type CallbackResult =
  | { kind: 'signed-in'; user: UserRecord; token: string; next: string }
  | { kind: 'register' | 'merge' }
  | { kind: 'error'; reason: GoogleFailureReason };

/**
 * The callback's core, shared by the page and the JSON call: flow cookie → code exchange and
 * ID-token checks → linked (session cookie set), or the identity cookie for registration/merge.
 */
async function finishCallback(c: Context<AppEnv>, url: URL): Promise<CallbackResult> {
  const flow = await readFlowCookie(c);
  clearFlowCookie(c);
  if (!flow) return { kind: 'error', reason: 'state-mismatch' };
  try {
    const profile = await completeCallback(provider(c), c.env, url, redirectUri(c), flow);
    const outcome = await resolveIdentity(c.env.DB, profile.identity);
    if (outcome.kind === 'linked') {
      const issued = await signInLinked(
        c.env.DB,
        c.get('vars').JWT_SECRET,
        outcome.user,
        profile.identity,
        userAgent(c),
      );
      setSessionCookie(c, issued.token, issued.exp);
      return { kind: 'signed-in', user: outcome.user, token: issued.token, next: flow.next };
    }
    await writeIdentityCookie(c, {
      ...profile.identity,
      provider: 'google',
      name: profile.name,
      next: flow.next,
      userId: outcome.kind === 'merge' ? outcome.user.id : null,
    });
    return { kind: outcome.kind };
  } catch (error) {
    if (error instanceof GoogleSignInError) {
      console.warn('google sign-in refused', error.reason, error.message);
      return { kind: 'error', reason: error.reason };
    }
    if (error instanceof AppError && error.code === 'account_unavailable')
      return { kind: 'error', reason: 'account-unavailable' };
    if (error instanceof AppError && error.code === 'already_linked')
      return { kind: 'error', reason: 'already-linked' };
    throw error;
  }
}

const callbackQuery = z.object({
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
  redirect_uri: z.string().max(2000),
});

/**
 * docs/product.md §7 `GET /api/auth/google/callback?code&redirect_uri` (plus `state`): for clients that take
 * the provider's redirect themselves. Linked → the password sign-in answer; otherwise where to go.
 */
googleAuth.get('/api/auth/google/callback', async (c) => {
  const q = parseOr400(callbackQuery, c.req.query());
  if (q.redirect_uri !== redirectUri(c)) throw new AppError(400, 'invalid_redirect_uri', 'google.errors.redirectUri');
  const callback = new URL(redirectUri(c));
  for (const name of ['code', 'error', 'state'] as const)
    if (q[name] !== undefined) callback.searchParams.set(name, q[name]);
  const result = await finishCallback(c, callback);
  const noStore = { 'cache-control': 'no-store' };
  const t = c.get('i18n').t;
  switch (result.kind) {
    case 'signed-in':
      return c.json(signInAnswer(result.user, result.token), 200, noStore);
    case 'error':
      return c.json(
        {
          error: { code: result.reason, message: t(`google.error.reasons.${result.reason}`) },
          redirect: `${to(c, '/google-auth-error')}?reason=${result.reason}`,
        },
        400,
        noStore,
      );
    case 'merge':
      return c.json(
        { error: { code: 'merge_required', message: t('google.merge.title') }, redirect: to(c, '/confirm-merge') },
        409,
        noStore,
      );
    default:
      return c.json(
        {
          error: { code: 'registration_required', message: t('google.errors.registrationRequired') },
          redirect: to(c, '/google-auth'),
        },
        409,
        noStore,
      );
  }
});

async function renderGoogleRegistration(
  c: Context<AppEnv>,
  pending: IdentityCookie,
  form: Record<string, unknown>,
  status: 200 | 400 | 409 | 429 = 200,
) {
  const own = route('googleAuth');
  const values = { name: pending.name, ...(form.values as Record<string, string> | undefined), email: pending.email };
  const { serverPart } = await homeBackdrop(c);
  return renderPage(c, {
    ...own,
    serverPart,
    data: { form: { ...form, values, google: { email: pending.email } } },
    status,
  });
}

/** The prefilled registration's no-JS post (the browser posts it natively too). */
googleAuth.post(tablePath('/google-auth'), async (c) => {
  const pending = await readIdentityCookie(c);
  if (!pending || pending.userId) return toError(c, 'state-mismatch');
  const body = (await c.req.parseBody({ all: true })) as Record<string, string | string[]>;
  const chosen = ([] as string[])
    .concat(body.roles ?? [])
    .filter((r): r is RegistrationRole => REGISTRATION_ROLES.includes(r as RegistrationRole));
  const values = Object.fromEntries(
    ['name', 'orgName', 'address', 'inn'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
  );
  const parsed = validateWith(googleRegistrationSchema, body);
  if (!parsed.ok)
    return renderGoogleRegistration(c, pending, { roles: chosen, values, fieldErrors: parsed.errors }, 400);
  const form = parsed.value;
  try {
    const result = await registerWithGoogle(
      {
        db: c.env.DB,
        secret: c.get('vars').JWT_SECRET,
        edition: c.get('edition'),
        locale: c.get('locale'),
        origin: ownOrigin(c),
        address: address(c),
        userAgent: userAgent(c),
      },
      identityOf(pending),
      form,
    );
    clearIdentityCookie(c);
    if (result.kind === 'corporate') {
      scheduleDelivery(c, result.mailId);
      return c.redirect(`${to(c, '/registration-success')}?type=corporate`, 303);
    }
    setSessionCookie(c, result.issued.token, result.issued.exp);
    return c.redirect(safeNextPath(pending.next) ?? to(c, '/profile/'), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const f = registrationFailure(error.status, error.code, form.corporate);
    const text = f.useServerMessage ? c.get('i18n').t(error.messageKey, error.params) : c.get('i18n').t(f.key);
    return renderGoogleRegistration(
      c,
      pending,
      { roles: chosen, values, failure: { text, tryAgain: false } },
      error.status === 409 || error.status === 429 ? error.status : 400,
    );
  }
});

googleAuth.get(tablePath('/google-auth-error'), (c) => {
  const asked = c.req.query('reason');
  const reason = GOOGLE_FAILURE_REASONS.find((r) => r === asked) ?? 'generic';
  return renderPage(c, { ...route('googleAuthError'), data: { reason } });
});
