import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { safeNextPath } from '../../ui/shared/safe-next';
import type { ConfirmMergeData } from '../../ui/pages/google/ConfirmMergePage';
import type { ExternalIdentity } from './sql';
import { findUserById } from '../data/users';
import type { AppEnv } from '../env';
import { setSessionCookie } from '../lib/auth';
import { AppError } from '../lib/errors';
import { mailOrigin } from '../lib/mail-origin';
import { clientAddress } from '../services/rate-limit';
import { renderPage } from '../render/render-page';
import { scheduleDelivery } from '../services/auth/delivery';
import { confirmMergeWithPassword } from './account-link';
import { clearIdentityCookie, readIdentityCookie, type IdentityCookie } from './flow-cookies';
import { confirmMergeByLink, peekMergeLink, requestMergeLink } from './merge-mail';

/**
 * /confirm-merge (docs/product.md §2.1 "profile synchronisation", docs/decisions/072): the owner of the
 * account that already uses the address proves it — password, or a mailed single-use link —
 * before Google is linked, or declines and nothing changes. Mounted after googleAuth, whose
 * middleware answers 404 where the edition has no Google sign-in.
 */
export const googleMerge = new Hono<AppEnv>();

const to = (c: Context<AppEnv>, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
/** The merge link is mailed: the edition's configured origin, never the request's Host (ADR 042). */
const origin = (c: Context<AppEnv>) => mailOrigin(c);
const address = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));
const userAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;
const identityOf = (cookie: IdentityCookie): ExternalIdentity => ({
  provider: 'google',
  issuer: cookie.issuer,
  subject: cookie.subject,
  email: cookie.email,
});

const renderMerge = (c: Context<AppEnv>, data: ConfirmMergeData, status: 200 | 400 | 401 | 409 | 429 = 200) =>
  renderPage(c, { ...route('confirmMerge'), data, status });

/**
 * The mailed link (?token=…) shows what it would do — which Google account joins which account —
 * and a button that POSTs; a GET changes nothing (docs/decisions/126: no login CSRF by a mailed
 * link, no token used up by mail scanners). Without a token: the page for the identity in the cookie.
 */
googleMerge.get(tablePath('/confirm-merge'), async (c) => {
  const token = c.req.query('token');
  if (token) {
    try {
      const link = await peekMergeLink(c.env.DB, c.get('vars').keys, token);
      return renderMerge(c, {
        email: null,
        link: { token, accountEmail: link.accountEmail, googleEmail: link.googleEmail },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return renderMerge(c, { email: null, failure: c.get('i18n').t(error.messageKey, error.params) }, 400);
    }
  }
  if (c.get('sessionUser')) return c.redirect(to(c, '/profile/'), 302);
  const pending = await readIdentityCookie(c);
  if (!pending?.userId) return c.redirect(to(c, '/login'), 302);
  return renderMerge(c, { email: pending.email });
});

const linkForm = z.object({ intent: z.literal('link'), token: z.string().min(1).max(4000) });

/** The button of the mailed link's page: uses the link once, links Google and signs in. */
async function confirmByLink(c: Context<AppEnv>, token: string) {
  try {
    const { issued, next } = await confirmMergeByLink(c.env.DB, c.get('vars').keys, token, userAgent(c));
    clearIdentityCookie(c);
    setSessionCookie(c, issued.token, issued.exp);
    return c.redirect(safeNextPath(next) ?? to(c, '/profile/'), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return renderMerge(
      c,
      { email: null, failure: c.get('i18n').t(error.messageKey, error.params) },
      error.status === 409 ? 409 : 400,
    );
  }
}

const mergeForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('password'), password: z.string().min(1, 'validation.required').max(200) }),
  z.object({ intent: z.literal('mail') }),
  z.object({ intent: z.literal('decline') }),
]);

googleMerge.post(tablePath('/confirm-merge'), async (c) => {
  const body = await c.req.parseBody();
  // The mailed link's button works in any browser: the mail may be opened far from the sign-in.
  const byLink = linkForm.safeParse(body);
  if (byLink.success) return confirmByLink(c, byLink.data.token);
  if (c.get('sessionUser')) return c.redirect(to(c, '/profile/'), 303);
  const pending = await readIdentityCookie(c);
  if (!pending?.userId) return c.redirect(to(c, '/login'), 303);
  const parsed = mergeForm.safeParse(body);
  const t = c.get('i18n').t;
  if (!parsed.success)
    return renderMerge(c, { email: pending.email, failure: t('google.merge.passwordRequired') }, 400);
  const form = parsed.data;
  if (form.intent === 'decline') {
    // Nothing was written yet: forgetting the identity is the whole of declining.
    clearIdentityCookie(c);
    return c.redirect(`${to(c, '/login')}?google=declined`, 303);
  }
  try {
    if (form.intent === 'mail') {
      const user = await findUserById(c.env.DB, pending.userId);
      if (!user) return c.redirect(`${to(c, '/google-auth-error')}?reason=account-unavailable`, 303);
      const mailId = await requestMergeLink(
        {
          db: c.env.DB,
          secret: c.get('vars').JWT_SECRET,
          edition: c.get('edition'),
          locale: c.get('locale'),
          origin: origin(c),
          address: address(c),
        },
        user,
        identityOf(pending),
        pending.next,
      );
      scheduleDelivery(c, mailId);
      return renderMerge(c, { email: pending.email, mailSent: true });
    }
    const issued = await confirmMergeWithPassword(
      c.env.DB,
      c.get('vars').JWT_SECRET,
      pending.userId,
      identityOf(pending),
      form.password,
      address(c),
      userAgent(c),
    );
    clearIdentityCookie(c);
    setSessionCookie(c, issued.token, issued.exp);
    return c.redirect(safeNextPath(pending.next) ?? to(c, '/profile/'), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = error.status === 401 || error.status === 409 || error.status === 429 ? error.status : 400;
    return renderMerge(c, { email: pending.email, failure: t(error.messageKey, error.params) }, status);
  }
});
