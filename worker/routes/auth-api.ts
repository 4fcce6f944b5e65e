import { Hono, type Context } from 'hono';
import { tablePath } from '../../ui/shared/routes';
import * as z from 'zod/mini';
import { passwordGrantSchema, registerPayloadSchema } from '../../ui/shared/schemas/register-payload';
import { restorePasswordSchema } from '../../ui/shared/schemas/restore-password';
import { newPasswordSchema } from '../../ui/shared/schemas/new-password';
import { findUserById } from '../data/users';
import { revokeSession } from '../data/sessions';
import type { AppEnv } from '../env';
import { clearSessionCookie, requireSession, setSessionCookie } from '../lib/auth';
import { AppError } from '../lib/errors';
import { clientAddress } from '../services/rate-limit';
import { parseOr400, readBody } from '../lib/validation';
import { completeRecovery, requestRecovery } from '../services/auth/recovery';
import { register } from '../services/auth/registration';
import { refreshToken, signInAnswer } from '../services/auth/session-tokens';
import { signInWithPassword } from '../services/auth/sign-in';
import { verifyEmail } from '../services/auth/verification';
import { scheduleDelivery } from '../services/auth/delivery';
import { mailOrigin } from '../lib/mail-origin';
import { refuseCrossSiteGet } from '../middleware/security';
import { endSocketSessions } from '../services/socket-sessions';

/** The auth calls of docs/product.md §7 (answers: docs/product.md §3.3). Thin: validation here, rules in services/auth. */
export const authApi = new Hono<AppEnv>();

const taxIdName = (c: Context<AppEnv>) => c.get('i18n').t(`validation.taxIdName.${c.get('edition').taxIdName}`);
const address = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));
const noStore = { 'cache-control': 'no-store' };

async function passwordSignIn(c: Context<AppEnv>) {
  const { login, password } = parseOr400(passwordGrantSchema, await readBody(c));
  const { user, issued } = await signInWithPassword(c.env.DB, c.get('vars').JWT_SECRET, {
    login,
    password,
    address: address(c),
    userAgent: c.req.header('user-agent') ?? null,
  });
  setSessionCookie(c, issued.token, issued.exp);
  return c.json(signInAnswer(user, issued.token), 200, noStore);
}

authApi.post('/auth/email', passwordSignIn);
authApi.post('/authing', passwordSignIn);

/** Re-reads the signed-in user (bearer or cookie); `jwt` echoes the token in use. */
authApi.get('/authing', async (c) => {
  const { session } = requireSession(c);
  const user = await findUserById(c.env.DB, session.userId);
  if (!user) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  return c.json(signInAnswer(user, session.token), 200, noStore);
});

/** A fresh token for the same live session (docs/decisions/005-sessions-and-refresh.md). */
authApi.post('/auth/refresh', async (c) => {
  const { session } = requireSession(c);
  const user = await findUserById(c.env.DB, session.userId);
  const live = await c.env.DB.prepare('SELECT expires_at FROM sessions WHERE id = ?')
    .bind(session.id)
    .first<{ expires_at: number }>();
  const issued =
    user && live && (await refreshToken(c.env.DB, c.get('vars').JWT_SECRET, user.id, session.id, live.expires_at));
  if (!user || !issued) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  if (session.source === 'cookie') setSessionCookie(c, issued.token, issued.exp);
  return c.json(signInAnswer(user, issued.token), 200, noStore);
});

authApi.get('/auth/verify', async (c) => {
  const { jwt } = parseOr400(z.object({ jwt: z.string().check(z.minLength(1, 'validation.required')) }), {
    jwt: c.req.query('jwt') ?? '',
  });
  const { user, issued } = await verifyEmail(c.env.DB, c.get('vars').keys, jwt, c.req.header('user-agent') ?? null);
  setSessionCookie(c, issued.token, issued.exp);
  return c.json(signInAnswer(user, issued.token, c.get('i18n').t('auth.verify.activated')), 200, noStore);
});

/** Fire and forget (docs/product.md §7): ends the session behind the token, clears the cookie, never fails. */
async function logout(c: Context<AppEnv>) {
  const session = c.get('session');
  if (session) {
    await revokeSession(c.env.DB, session.id);
    await endSocketSessions(c.env, session.userId, [session.id]);
  }
  clearSessionCookie(c);
  return c.json({ detail: c.get('i18n').t('auth.logout.done') }, 200, noStore);
}
authApi.get(tablePath('/logout'), refuseCrossSiteGet, logout);
authApi.post(tablePath('/logout'), logout);

authApi.post('/auth/register', async (c) => {
  const input = parseOr400(registerPayloadSchema, await readBody(c), taxIdName(c));
  const result = await register(
    {
      db: c.env.DB,
      secret: c.get('vars').JWT_SECRET,
      edition: c.get('edition'),
      locale: c.get('locale'),
      origin: mailOrigin(c),
      address: address(c),
    },
    input,
  );
  scheduleDelivery(c, result.mailId);
  const detail = c
    .get('i18n')
    .t(result.kind === 'corporate' ? 'auth.registration.corporateSuccess' : 'auth.registration.regularSuccess');
  return c.json(
    {
      ok: true,
      type: result.kind,
      detail,
      ...(result.kind === 'corporate' ? { request_id: result.id } : { user_id: result.id }),
    },
    201,
    noStore,
  );
});

/** docs/product.md §7: `{ success }`; `origin` is honoured only when it is this site (services/auth/recovery.ts). */
authApi.get(tablePath('/recovery'), refuseCrossSiteGet, async (c) => {
  const { email } = parseOr400(restorePasswordSchema, { email: c.req.query('email') ?? '' });
  const own = mailOrigin(c);
  const result = await requestRecovery(
    { db: c.env.DB, edition: c.get('edition'), locale: c.get('locale'), origin: own, address: address(c) },
    email,
  );
  if (result.mailId) scheduleDelivery(c, result.mailId);
  return c.json({ success: result.success }, 200, noStore);
});

/** Sets the new password from a reset link (the /recovery page posts here, or to itself without JS). */
authApi.post('/recovery/confirm', async (c) => {
  const { token, password } = parseOr400(newPasswordSchema, await readBody(c));
  const { userId } = await completeRecovery(c.env.DB, token, password);
  await endSocketSessions(c.env, userId, null);
  clearSessionCookie(c);
  return c.json({ success: true, detail: c.get('i18n').t('auth.recovery.done') }, 200, noStore);
});
