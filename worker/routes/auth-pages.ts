import { Hono, type Context } from 'hono';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../ui/shared/roles';
import { registerPayload, registrationSchema } from '../../ui/shared/schemas/registration';
import { loginSchema } from '../../ui/shared/schemas/login';
import { newPasswordSchema } from '../../ui/shared/schemas/new-password';
import { restorePasswordSchema } from '../../ui/shared/schemas/restore-password';
import { registerPayloadSchema } from '../../ui/shared/schemas/register-payload';
import { validateWith } from '../../ui/shared/schemas/form-fields';
import { registrationFailure, SIGN_IN_TEXT, RECOVERY_TEXT } from '../../ui/components/auth/outcomes';
import type { LoginPanelData } from '../../ui/components/auth/login-types';
import { revokeSession } from '../data/sessions';
import type { AppEnv } from '../env';
import { clearSessionCookie, setSessionCookie } from '../lib/auth';
import { AppError } from '../lib/errors';
import { clientAddress } from '../services/rate-limit';
import { renderPage } from '../render/render-page';
import { retryAfterFrom } from '../middleware/security';
import { completeRecovery, requestRecovery } from '../services/auth/recovery';
import { register } from '../services/auth/registration';
import { signInWithPassword } from '../services/auth/sign-in';
import { verifyEmail } from '../services/auth/verification';
import { scheduleDelivery } from '../services/auth/delivery';
import { homeBackdrop } from '../render/home-backdrop';
import { mailOrigin } from '../lib/mail-origin';
import { endSocketSessions } from '../services/socket-sessions';

/**
 * The account pages (docs/product.md §2.1) and their no-JavaScript form posts (docs/architecture.md "Forms"): the
 * worker runs the same schema as the browser, then either re-renders the page with errors or
 * sets the cookie and redirects (303, so a reload does not post again).
 */
export const authPages = new Hono<AppEnv>();

const to = (c: Context<AppEnv>, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);
const address = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));
const userAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;
const formBody = async (c: Context<AppEnv>) =>
  (await c.req.parseBody({ all: true })) as Record<string, string | string[]>;
const renderLogin = (c: Context<AppEnv>, data: LoginPanelData, status: 200 | 400 | 401 | 403 | 429 = 200) =>
  renderPage(c, { ...route('login'), data, status });

/** `/?jwt=…` verifies the account, signs in and goes to /profile (docs/product.md §2.1); other visits fall through to home. */
authPages.get(tablePath('/'), async (c, next) => {
  const jwt = c.req.query('jwt');
  if (!jwt) return next();
  try {
    const { issued } = await verifyEmail(c.env.DB, c.get('vars').keys, jwt, userAgent(c));
    setSessionCookie(c, issued.token, issued.exp);
    return c.redirect(to(c, '/profile'), 302);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== 'already_confirmed') return c.redirect(`${to(c, '/login')}?verification=failed`, 302);
    // A link opened again: already signed in here goes on to the profile, else sign in.
    return c.redirect(c.get('sessionUser') ? to(c, '/profile') : `${to(c, '/login')}?verification=used`, 302);
  }
});

authPages.get(tablePath('/login'), (c) => {
  const q = new URL(c.req.url).searchParams;
  const verification = q.get('verification');
  const notice =
    verification === 'failed'
      ? 'auth.login.verifyFailed'
      : verification === 'used'
        ? 'auth.login.alreadyConfirmed'
        : q.has('password-changed')
          ? 'auth.login.passwordChanged'
          : q.get('google') === 'declined'
            ? 'auth.login.googleDeclined'
            : c.get('sessionEnded')
              ? 'notifications.messages.sessionExpired'
              : null;
  return renderLogin(c, { state: q.has('restore-password') ? 'restore-password' : 'login', notice });
});

authPages.post(tablePath('/login'), async (c) => {
  const body = await formBody(c);
  if (body.intent === 'restore') {
    const parsed = validateWith(restorePasswordSchema, body);
    const values = { email: typeof body.email === 'string' ? body.email : '' };
    if (!parsed.ok) return renderLogin(c, { state: 'restore-password', values, fieldErrors: parsed.errors }, 400);
    try {
      const ctx = {
        db: c.env.DB,
        edition: c.get('edition'),
        locale: c.get('locale'),
        origin: mailOrigin(c),
        address: address(c),
      };
      const result = await requestRecovery(ctx, parsed.value.email);
      if (result.mailId) scheduleDelivery(c, result.mailId);
      if (result.success) return renderLogin(c, { state: 'restore-password-success', values });
      return renderLogin(c, {
        state: 'restore-password',
        values,
        restoreError: c.get('i18n').t(RECOVERY_TEXT['not-found']),
      });
    } catch (error) {
      retryAfterFrom(c, error);
      const text =
        error instanceof AppError && error.status === 429
          ? error.localize(c.get('i18n'))
          : c.get('i18n').t(RECOVERY_TEXT.error);
      if (!(error instanceof AppError)) console.error('recovery failed', error);
      return renderLogin(
        c,
        { state: 'restore-password', values, restoreError: text },
        error instanceof AppError && error.status === 429 ? 429 : 200,
      );
    }
  }
  const parsed = validateWith(loginSchema, body);
  const values = { login: typeof body.login === 'string' ? body.login : '' };
  if (!parsed.ok) return renderLogin(c, { state: 'login', values, fieldErrors: parsed.errors }, 400);
  try {
    const { issued } = await signInWithPassword(c.env.DB, c.get('vars').JWT_SECRET, {
      login: parsed.value.login,
      password: parsed.value.password,
      address: address(c),
      userAgent: userAgent(c),
    });
    setSessionCookie(c, issued.token, issued.exp);
    return c.redirect(to(c, '/profile/'), 303);
  } catch (error) {
    retryAfterFrom(c, error);
    if (!(error instanceof AppError)) console.error('sign-in failed', error);
    const status =
      error instanceof AppError && (error.status === 401 || error.status === 403 || error.status === 429)
        ? error.status
        : null;
    if (status === 401) return renderLogin(c, { state: 'login', values, formError: 'credentials-error' }, 401);
    const custom = error instanceof AppError && status ? error.localize(c.get('i18n')) : null;
    return renderLogin(
      c,
      {
        state: 'login',
        values,
        formError: 'server-error',
        formErrorMessage: custom ?? c.get('i18n').t(SIGN_IN_TEXT['server-error']),
      },
      status ?? 200,
    );
  }
});

async function renderRegistration(c: Context<AppEnv>, form: unknown, status: 200 | 400 | 409 | 429 = 200) {
  const own = route('registration');
  const home = await homeBackdrop(c);
  const namespaces = [...new Set([...home.namespaces, ...own.namespaces])];
  return renderPage(c, { ...own, namespaces, serverPart: home.serverPart, data: { form }, status });
}

authPages.get(tablePath('/registration'), (c) => {
  const role = c.req.query('role');
  const roles = REGISTRATION_ROLES.includes(role as RegistrationRole) ? [role as RegistrationRole] : [];
  return renderRegistration(c, { roles });
});

authPages.post(tablePath('/registration'), async (c) => {
  const body = await formBody(c);
  const chosen = ([] as string[])
    .concat(body.roles ?? [])
    .filter((r): r is RegistrationRole => REGISTRATION_ROLES.includes(r as RegistrationRole));
  const values = Object.fromEntries(
    ['name', 'email', 'orgName', 'address', 'inn'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
  );
  const parsed = validateWith(registrationSchema, body);
  if (!parsed.ok) return renderRegistration(c, { roles: chosen, values, fieldErrors: parsed.errors }, 400);
  const corporate = parsed.value.corporate;
  try {
    const input = registerPayloadSchema.parse(registerPayload(parsed.value));
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
    return c.redirect(`${to(c, '/registration-success')}?type=${result.kind}`, 303);
  } catch (error) {
    retryAfterFrom(c, error);
    if (!(error instanceof AppError)) console.error('registration failed', error);
    const status = error instanceof AppError ? error.status : 500;
    const f = registrationFailure(status, error instanceof AppError ? error.code : null, corporate);
    const text =
      f.useServerMessage && error instanceof AppError ? error.localize(c.get('i18n')) : c.get('i18n').t(f.key);
    return renderRegistration(
      c,
      { roles: chosen, values, failure: { text, tryAgain: f.tryAgain } },
      status === 409 || status === 429 ? status : 200,
    );
  }
});

authPages.get(tablePath('/registration-success'), (c) =>
  renderPage(c, {
    ...route('registrationSuccess'),
    data: { type: c.req.query('type') === 'corporate' ? 'corporate' : 'regular' },
  }),
);

/** With a token: the new-password form. Without one: the form that e-mails a link (a new password needs a token). */
authPages.get(tablePath('/recovery'), (c) => {
  const token = c.req.query('token') ?? '';
  return renderPage(c, { ...route('recovery'), data: token ? { token } : { token: '', mode: 'request' } });
});

authPages.post(tablePath('/recovery'), async (c) => {
  const body = await formBody(c);
  const token = typeof body.token === 'string' ? body.token : '';
  const parsed = validateWith(newPasswordSchema, body);
  if (!parsed.ok)
    return renderPage(c, { ...route('recovery'), data: { token, fieldErrors: parsed.errors }, status: 400 });
  try {
    const { userId } = await completeRecovery(c.env.DB, parsed.value.token, parsed.value.password);
    await endSocketSessions(c.env, userId, null);
    clearSessionCookie(c);
    return c.redirect(`${to(c, '/login')}?password-changed`, 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return renderPage(c, {
      ...route('recovery'),
      data: { token, failure: error.localize(c.get('i18n')) },
      status: error.status === 429 ? 429 : 400,
    });
  }
});

/** The no-JS answer of the logout confirm dialog (the page itself is the generic route). */
authPages.post(tablePath('/profile/logout'), async (c) => {
  const session = c.get('session');
  if (session) {
    await revokeSession(c.env.DB, session.id);
    await endSocketSessions(c.env, session.userId, [session.id]);
  }
  clearSessionCookie(c);
  return c.redirect(to(c, '/logout'), 303);
});
