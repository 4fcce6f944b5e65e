import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import type { DeleteAccountData } from '../../ui/shared/account-data';
import type { AppEnv } from '../env';
import { clearSessionCookie, requireSession, requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { mailOrigin } from '../lib/mail-origin';
import { clientAddress } from '../services/rate-limit';
import { readBody } from '../lib/validation';
import { renderPage } from '../render/render-page';
import { exportAccountData } from '../services/account-data';
import {
  deleteWithLink,
  deleteWithPassword,
  limitExport,
  mailDeletionLink,
  peekDeletionLink,
} from '../services/account-deletion';
import { scheduleDelivery } from '../services/auth/delivery';

/**
 * People's data under their control (docs/privacy.md): the download of everything the portal
 * holds about the signed-in person, and the account's deletion. Plain links and form posts, so
 * both work without JavaScript.
 */
export const accountPages = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;

const to = (c: Ctx, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
const securityContext = (c: Ctx) => ({
  db: c.env.DB,
  edition: c.get('edition'),
  locale: c.get('locale'),
  origin: mailOrigin(c),
  address: clientAddress((name) => c.req.header(name)),
});

/** The download: a JSON file named for the day, never cached anywhere. Under /profile, so guarded. */
accountPages.get('/profile/my-data', async (c) => {
  const user = requireUser(c);
  await limitExport(c.env.DB, user.id);
  const data = await exportAccountData(c.env.DB, user.id);
  if (!data) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="eco-portal-data-${day}.json"`,
      'cache-control': 'private, no-store',
    },
  });
});

async function hasPassword(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT password_hash IS NOT NULL AS has FROM users WHERE id = ?')
    .bind(userId)
    .first<{ has: number }>();
  return row?.has === 1;
}

const page = (c: Ctx, id: 'profileDeleteAccount' | 'deleteAccountConfirm', data: DeleteAccountData, status = 200) =>
  renderPage(c, { ...route(id), data, status: status as ContentfulStatusCode });

accountPages.get(tablePath('/profile/delete-account'), async (c) => {
  const user = requireUser(c);
  return page(c, 'profileDeleteAccount', {
    state: 'form',
    hasPassword: await hasPassword(c.env.DB, user.id),
    token: '',
    error: null,
  });
});

const passwordForm = z.object({ password: z.string().min(1).max(200) });
const errorText = (c: Ctx, error: unknown) => {
  if (!(error instanceof AppError)) throw error;
  return error.localize(c.get('i18n'));
};
/** A refusal's status: a wrong password is a 400 (never 401/403, which the client reads as signed out). */
const statusOf = (error: unknown) => (error instanceof AppError && error.status !== 401 ? error.status : 400);

accountPages.post(tablePath('/profile/delete-account'), async (c) => {
  const { user, session } = requireSession(c);
  const withPassword = await hasPassword(c.env.DB, user.id);
  const body = await readBody(c);
  const form = (state: DeleteAccountData['state'], error: string | null, status = 200) =>
    page(c, 'profileDeleteAccount', { state, hasPassword: withPassword, token: '', error }, status);
  if (!withPassword) {
    try {
      scheduleDelivery(c, await mailDeletionLink(securityContext(c), user.id));
      return form('mailSent', null);
    } catch (error) {
      return form('form', errorText(c, error), statusOf(error));
    }
  }
  const parsed = passwordForm.safeParse(body);
  if (!parsed.success) return form('form', c.get('i18n').t('profile.data.errors.passwordMissing'), 400);
  try {
    await deleteWithPassword(c.env, securityContext(c), session.userId, parsed.data.password);
  } catch (error) {
    return form('form', errorText(c, error), statusOf(error));
  }
  clearSessionCookie(c);
  return c.redirect(to(c, '/account-deleted'), 303);
});

/** The mailed link shows a button; a GET never deletes (mail scanners open links). */
accountPages.get(tablePath('/delete-account'), async (c) => {
  const token = (c.req.query('token') ?? '').trim();
  const live = await peekDeletionLink(c.env.DB, token);
  return page(
    c,
    'deleteAccountConfirm',
    { state: live ? 'confirm' : 'invalid', hasPassword: false, token: live ? token : '', error: null },
    live ? 200 : 400,
  );
});

const linkForm = z.object({ token: z.string().min(1).max(200) });

accountPages.post(tablePath('/delete-account'), async (c) => {
  const parsed = linkForm.safeParse(await readBody(c));
  const invalid = (error: string | null, status: number) =>
    page(c, 'deleteAccountConfirm', { state: 'invalid', hasPassword: false, token: '', error }, status);
  if (!parsed.success) return invalid(null, 400);
  let deletedId: string;
  try {
    deletedId = await deleteWithLink(c.env, parsed.data.token);
  } catch (error) {
    return invalid(errorText(c, error), statusOf(error));
  }
  // Signed out only if this browser was signed in as the deleted account.
  if (c.get('session')?.userId === deletedId) clearSessionCookie(c);
  return c.redirect(to(c, '/account-deleted'), 303);
});
