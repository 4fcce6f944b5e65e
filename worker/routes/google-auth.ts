import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { pageRoute as route } from '../../ui/shared/routes';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { GOOGLE_FAILURE_REASONS, safeNextPath, type GoogleFailureReason } from '../../ui/shared/google-auth';
import { googleRegistrationSchema } from '../../ui/shared/schemas/google-registration';
import { validateWith } from '../../ui/shared/schemas/form-fields';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../ui/shared/roles';
import { registrationFailure } from '../../ui/components/auth/outcomes';
import type { ExternalIdentity } from '../data/linked-identities';
import { findUserById } from '../data/users';
import type { AppEnv } from '../env';
import { setSessionCookie } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { clientAddress } from '../lib/rate-limit';
import { renderPage } from '../render/render-page';
import { scheduleDelivery } from '../services/auth/delivery';
import { confirmMergeWithPassword, registerWithGoogle, resolveIdentity, signInLinked } from '../services/google/account-link';
import { clearFlowCookie, clearIdentityCookie, readFlowCookie, readIdentityCookie, writeFlowCookie, writeIdentityCookie, type IdentityCookie } from '../services/google/flow-cookies';
import { confirmMergeByLink, requestMergeLink } from '../services/google/merge-mail';
import { GoogleSignInError, authorizationUrl, completeCallback, newFlowSecrets } from '../services/google/oidc-client';
import { googleProvider } from '../services/google/provider-config';
import { loadPageData } from './pages';

/**
 * Sign in with Google (SPEC §2.1, §7, §8; docs/decisions/070–073): the link's start route, the
 * /google-auth callback (sign in, prefilled registration, or merge confirmation), the error page
 * and /confirm-merge. Every path answers 404 where the edition has no Google sign-in (Kazakhstan)
 * or the deployment has no provider (production without credentials).
 */
export const googleAuth = new Hono<AppEnv>();

const PATHS = ['/api/auth/google/*', '/google-auth', '/google-auth/', '/google-auth-error', '/google-auth-error/', '/confirm-merge', '/confirm-merge/'];
for (const path of PATHS) {
  googleAuth.use(path, async (c, next) => {
    if (!c.get('edition').thirdPartySignIn) notFound();
    await next();
  });
}

const to = (c: Context<AppEnv>, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const provider = (c: Context<AppEnv>) => googleProvider(c.get('vars'), origin(c)) ?? notFound();
const redirectUri = (c: Context<AppEnv>) => `${origin(c)}${to(c, '/google-auth')}`;
const address = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));
const userAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;
const identityOf = (cookie: IdentityCookie): ExternalIdentity => ({ provider: 'google', issuer: cookie.issuer, subject: cookie.subject, email: cookie.email });
const toError = (c: Context<AppEnv>, reason: GoogleFailureReason) => c.redirect(`${to(c, '/google-auth-error')}?reason=${reason}`, 302);
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
googleAuth.get('/google-auth', async (c) => {
  const url = new URL(c.req.url);
  if (!url.searchParams.has('code') && !url.searchParams.has('error')) {
    const pending = await readIdentityCookie(c);
    if (!pending || pending.userId) return c.redirect(to(c, '/login'), 302);
    return renderGoogleRegistration(c, pending, { roles: [] });
  }
  const flow = await readFlowCookie(c);
  clearFlowCookie(c);
  if (!flow) return toError(c, 'state-mismatch');
  const p = provider(c);
  try {
    const profile = await completeCallback(p, c.env, url, redirectUri(c), flow);
    const outcome = await resolveIdentity(c.env.DB, profile.identity);
    if (outcome.kind === 'linked') {
      const issued = await signInLinked(c.env.DB, c.get('vars').JWT_SECRET, outcome.user, profile.identity, userAgent(c));
      setSessionCookie(c, issued.token, issued.exp);
      return landing(c, flow.next);
    }
    await writeIdentityCookie(c, { ...profile.identity, provider: 'google', name: profile.name, next: flow.next, userId: outcome.kind === 'merge' ? outcome.user.id : null });
    return c.redirect(to(c, outcome.kind === 'merge' ? '/confirm-merge' : '/google-auth'), 302);
  } catch (error) {
    if (error instanceof GoogleSignInError) {
      console.warn('google sign-in refused', error.reason, error.message);
      return toError(c, error.reason);
    }
    if (error instanceof AppError && error.code === 'account_unavailable') return toError(c, 'account-unavailable');
    throw error;
  }
});

async function renderGoogleRegistration(c: Context<AppEnv>, pending: IdentityCookie, form: Record<string, unknown>, status: 200 | 400 | 409 | 429 = 200) {
  const home = route('home');
  const own = route('googleAuth');
  const values = { name: pending.name, ...(form.values as Record<string, string> | undefined), email: pending.email };
  return renderPage(c, { ...own, data: { home: (await loadPageData(c, home)) ?? null, form: { ...form, values, google: { email: pending.email } } }, status });
}

/** The prefilled registration's no-JS post (the browser posts it natively too). */
googleAuth.post('/google-auth', async (c) => {
  const pending = await readIdentityCookie(c);
  if (!pending || pending.userId) return toError(c, 'state-mismatch');
  const body = (await c.req.parseBody({ all: true })) as Record<string, string | string[]>;
  const chosen = ([] as string[]).concat(body.roles ?? []).filter((r): r is RegistrationRole => REGISTRATION_ROLES.includes(r as RegistrationRole));
  const values = Object.fromEntries(['name', 'orgName', 'address', 'inn'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']));
  const parsed = validateWith(googleRegistrationSchema, body);
  if (!parsed.ok) return renderGoogleRegistration(c, pending, { roles: chosen, values, fieldErrors: parsed.errors }, 400);
  const form = parsed.value;
  try {
    const result = await registerWithGoogle(
      { db: c.env.DB, secret: c.get('vars').JWT_SECRET, edition: c.get('edition'), locale: c.get('locale'), origin: origin(c), address: address(c), userAgent: userAgent(c) },
      identityOf(pending), form,
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
    return renderGoogleRegistration(c, pending, { roles: chosen, values, failure: { text, tryAgain: false } }, error.status === 409 || error.status === 429 ? error.status : 400);
  }
});

googleAuth.get('/google-auth-error', (c) => {
  const asked = c.req.query('reason');
  const reason = GOOGLE_FAILURE_REASONS.find((r) => r === asked) ?? 'generic';
  return renderPage(c, { ...route('googleAuthError'), data: { reason } });
});

const renderMerge = (c: Context<AppEnv>, data: { email: string | null; failure?: string | null; mailSent?: boolean }, status: 200 | 400 | 401 | 409 | 429 = 200) =>
  renderPage(c, { ...route('confirmMerge'), data, status });

/** Either the mailed link (?token=…) or the confirmation page for the identity in the cookie. */
googleAuth.get('/confirm-merge', async (c) => {
  const token = c.req.query('token');
  if (token) {
    try {
      const { issued, next } = await confirmMergeByLink(c.env.DB, c.get('vars').JWT_SECRET, token, userAgent(c));
      clearIdentityCookie(c);
      setSessionCookie(c, issued.token, issued.exp);
      return landing(c, next);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return renderMerge(c, { email: null, failure: c.get('i18n').t(error.messageKey, error.params) }, error.status === 409 ? 409 : 400);
    }
  }
  if (c.get('sessionUser')) return c.redirect(to(c, '/profile/'), 302);
  const pending = await readIdentityCookie(c);
  if (!pending?.userId) return c.redirect(to(c, '/login'), 302);
  return renderMerge(c, { email: pending.email });
});

const mergeForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('password'), password: z.string().min(1, 'validation.required').max(200) }),
  z.object({ intent: z.literal('mail') }),
  z.object({ intent: z.literal('decline') }),
]);

googleAuth.post('/confirm-merge', async (c) => {
  if (c.get('sessionUser')) return c.redirect(to(c, '/profile/'), 303);
  const pending = await readIdentityCookie(c);
  if (!pending?.userId) return c.redirect(to(c, '/login'), 303);
  const parsed = mergeForm.safeParse(await c.req.parseBody());
  const t = c.get('i18n').t;
  if (!parsed.success) return renderMerge(c, { email: pending.email, failure: t('google.merge.passwordRequired') }, 400);
  const form = parsed.data;
  if (form.intent === 'decline') {
    // Nothing was written yet: forgetting the identity is the whole of declining.
    clearIdentityCookie(c);
    return c.redirect(`${to(c, '/login')}?google=declined`, 303);
  }
  try {
    if (form.intent === 'mail') {
      const user = await findUserById(c.env.DB, pending.userId);
      if (!user) return toError(c, 'account-unavailable');
      const mailId = await requestMergeLink(
        { db: c.env.DB, secret: c.get('vars').JWT_SECRET, edition: c.get('edition'), locale: c.get('locale'), origin: origin(c), address: address(c) },
        user, identityOf(pending), pending.next,
      );
      scheduleDelivery(c, mailId);
      return renderMerge(c, { email: pending.email, mailSent: true });
    }
    const issued = await confirmMergeWithPassword(c.env.DB, c.get('vars').JWT_SECRET, pending.userId, identityOf(pending), form.password, address(c), userAgent(c));
    clearIdentityCookie(c);
    setSessionCookie(c, issued.token, issued.exp);
    return c.redirect(safeNextPath(pending.next) ?? to(c, '/profile/'), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = error.status === 401 || error.status === 409 || error.status === 429 ? error.status : 400;
    return renderMerge(c, { email: pending.email, failure: t(error.messageKey, error.params) }, status);
  }
});
