import { Hono } from 'hono';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { unlinkGoogle } from './sign-in-methods';

/** "Unlink Google" from the profile's sign-in methods (a plain form post; guards require a session). */
export const googleProfile = new Hono<AppEnv>();

googleProfile.post('/profile/sign-in-methods/google/unlink', async (c) => {
  const user = requireUser(c);
  const back = localizedPath(c.get('edition'), c.get('locale'), '/profile');
  try {
    await unlinkGoogle(c.env.DB, user.id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'password_required')
      return c.redirect(`${back}?sign-in-methods=needs-password#sign-in-methods`, 303);
    throw error;
  }
  return c.redirect(`${back}?sign-in-methods=unlinked#sign-in-methods`, 303);
});
