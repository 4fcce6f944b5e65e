import { Hono, type Context } from 'hono';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import { validateEmailConfirm } from '../../ui/shared/schemas/email-confirm';
import type { AppEnv } from '../env';
import { ledgerPage } from '../data/ledger';
import { requireRole, requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { readBody } from '../lib/validation';
import { renderPage } from '../render/render-page';
import { scheduleDelivery } from '../services/auth/delivery';
import { loadProfile } from '../services/profile-read';
import { loadSignInMethods } from '../google';
import { confirmEmailChange, peekEmailChange } from '../services/profile-security';
import { pageParam } from '../lib/validation';

/**
 * Profile pages with their loaders (rows in ui/shared/routes.ts; mounted before the generic page
 * handlers). Guards already ran: /profile needs a session, /profile/balance the role user (/404/).
 */
export const profilePages = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;

profilePages.get(tablePath('/profile'), async (c) => {
  const user = requireUser(c);
  const [profile, signInMethods] = await Promise.all([
    loadProfile(c.env.DB, user),
    loadSignInMethods(c.env.DB, user.id, c.req.query('sign-in-methods')),
  ]);
  return renderPage(c, { ...route('profile'), data: { ...profile, signInMethods } });
});

profilePages.get(tablePath('/profile/balance'), async (c) => {
  const user = requireRole(c, 'user');
  const ledger = await ledgerPage(c.env.DB, user.id, pageParam(c.req.query('page')));
  return renderPage(c, { ...route('profileBalance'), data: ledger });
});

type EmailConfirmState = 'ready' | 'done' | 'invalid' | 'taken';
interface EmailConfirmData {
  state: EmailConfirmState;
  token: string;
  email: string | null;
  signedIn: boolean;
  /** Field errors of the posted form (ui/shared/schemas/email-confirm.ts), shown on its token field. */
  errors?: Record<string, string[]>;
}

/**
 * The link mailed to the new address shows a page with a button: a GET never changes the address,
 * so mail scanners that open links cannot confirm it for the owner. The button POSTs (works
 * without JavaScript).
 */
profilePages.get(tablePath('/confirm-email'), async (c) => {
  const token = (c.req.query('token') ?? '').trim();
  const found = await peekEmailChange(c.env.DB, token);
  const data: EmailConfirmData = {
    state: found ? 'ready' : 'invalid',
    token: found ? token : '',
    email: found?.newEmail ?? null,
    signedIn: !!c.get('sessionUser'),
  };
  return renderPage(c, { ...route('profileEmailConfirm'), data, status: found ? 200 : 400 });
});

profilePages.post(tablePath('/confirm-email'), async (c: Ctx) => {
  const body = await readBody(c);
  const checked = validateEmailConfirm(body);
  if (!checked.ok) {
    const data: EmailConfirmData = {
      state: 'invalid',
      token: '',
      email: null,
      signedIn: !!c.get('sessionUser'),
      errors: checked.errors,
    };
    return renderPage(c, { ...route('profileEmailConfirm'), data, status: 400 });
  }
  const { token } = checked.value;
  let data: EmailConfirmData;
  try {
    const { email, mailId } = await confirmEmailChange(
      { db: c.env.DB, edition: c.get('edition'), locale: c.get('locale') },
      token,
    );
    scheduleDelivery(c, mailId);
    data = { state: 'done', token: '', email, signedIn: !!c.get('sessionUser') };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    data = {
      state: error.code === 'email_taken' ? 'taken' : 'invalid',
      token: '',
      email: null,
      signedIn: !!c.get('sessionUser'),
    };
  }
  return renderPage(c, {
    ...route('profileEmailConfirm'),
    data,
    status: data.state === 'done' ? 200 : data.state === 'taken' ? 409 : 400,
  });
});
