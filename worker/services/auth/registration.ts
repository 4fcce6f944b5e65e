import type { Edition, Locale } from '../../../editions/types';
import { localizedPath } from '../../../ui/shared/locale-negotiation';
import type { RegisterInput } from '../../../ui/shared/schemas/register-payload';
import { hasPendingRequest, insertRegistrationRequestStatement } from '../../data/registration-requests';
import { tokenStatement } from '../../data/tokens';
import { findUserByEmail, insertUserStatements } from '../../data/users';
import { AppError } from '../../lib/errors';
import { signJwt } from '../../lib/jwt';
import { REGISTRATION_MAIL, limitUnprovenMail } from '../rate-limit';
import { hashPassword } from '../../lib/password';
import { REGISTRATION_REQUESTS, clientAddressLimit } from './limits';
import { VERIFY_TTL_MS, discardStaleRegistrationStatement, isStaleRegistration } from './stale-registration';
import { queueMailStatement } from '../mail-outbox';
import { renderMail } from '../mail-templates';

export interface RegistrationContext {
  db: D1Database;
  secret: string;
  edition: Edition;
  locale: Locale;
  /** Origin of the request (the edition's host): links in e-mails point back to it. */
  origin: string;
  address: string;
}

const userExists = () => new AppError(409, 'user_exists', 'auth.errors.userExists');

/** Is a UNIQUE violation (two registrations of one address racing)? */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/**
 * Regular: a pending volunteer account, a single-use verification link (`/?jwt=…`) and the
 * e-mail carrying it, in one batch. Corporate: a registration request for a manager with the
 * chosen roles, and a confirmation e-mail (docs/decisions/006-registration.md).
 */
export async function register(
  ctx: RegistrationContext,
  input: RegisterInput,
): Promise<{ kind: 'regular' | 'corporate'; id: string; mailId: string }> {
  await clientAddressLimit(ctx.db, REGISTRATION_REQUESTS, input.email, ctx.address);
  const existing = await findUserByEmail(ctx.db, input.email);
  // An unverified registration whose link has expired is replaced, not an owner (docs/decisions/127).
  const replaces = existing ? await isStaleRegistration(ctx.db, input.email) : false;
  if ((existing && !replaces) || (await hasPendingRequest(ctx.db, input.email))) throw userExists();
  const discard = replaces ? [discardStaleRegistrationStatement(ctx.db, input.email)] : [];
  // The address is not proven yet: a few mails a day to it, and none carries the name typed here.
  await limitUnprovenMail(ctx.db, REGISTRATION_MAIL, input.email);
  const recipient = { email: input.email, name: '', locale: ctx.locale, edition: ctx.edition.id };
  try {
    if (input.type === 'legal_entity') {
      const request = insertRegistrationRequestStatement(ctx.db, {
        orgName: input.orgName,
        address: input.address,
        inn: input.inn,
        contactName: input.name,
        email: input.email,
        requestedRoles: input.requestedRoles,
        edition: ctx.edition.id,
        locale: ctx.locale,
      });
      const mail = queueMailStatement(ctx.db, renderMail('corporateRequest', recipient, null));
      await ctx.db.batch([...discard, request.statement, mail.statement]);
      return { kind: 'corporate', id: request.id, mailId: mail.id };
    }
    const user = insertUserStatements(ctx.db, {
      email: input.email,
      name: input.name,
      password: await hashPassword(input.password),
      locale: ctx.locale,
      edition: ctx.edition.id,
      status: 'pending',
      roles: ['volunteer'],
    });
    const token = await tokenStatement(ctx.db, { userId: user.id, purpose: 'verify', ttlMs: VERIFY_TTL_MS });
    const link = await verificationLink(ctx, user.id, token.token);
    const mail = queueMailStatement(ctx.db, renderMail('verify', recipient, link));
    await ctx.db.batch([...discard, ...user.statements, token.statement, mail.statement]);
    return { kind: 'regular', id: user.id, mailId: mail.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}

/** `{origin}/?jwt=<token>`: docs/product.md §2.1 home with a jwt verifies the account. */
async function verificationLink(ctx: RegistrationContext, userId: string, oneTimeToken: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const jwt = await signJwt(
    { sub: userId, sid: oneTimeToken, typ: 'verify', iat, exp: iat + VERIFY_TTL_MS / 1000 },
    ctx.secret,
  );
  return `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/')}?jwt=${jwt}`;
}
