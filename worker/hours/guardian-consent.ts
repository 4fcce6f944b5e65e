import type { Edition, Locale } from '../../editions';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { addHits } from '../data/rate-limits';
import { markTokenUsedStatement, peekToken, tokenStatement } from '../data/tokens';
import { findUserById } from '../data/users';
import {
  consentGivenStatement,
  findGuardianship,
  guardianRequestStatement,
  retireGuardianLinksStatement,
} from './record-sql';
import { AppError } from '../lib/errors';
import { renderMail } from '../services/mail-templates';
import { queueMailStatement } from '../services/mail-outbox';
import { limitedError } from '../services/rate-limit';
import { standingOf } from './record';

/**
 * A minor's parent or guardian consents to the volunteer record (ADR 226): the volunteer names
 * the guardian's address, the guardian gets a one-time link, and the link's page records the
 * consent on its button (a GET never consents: mail scanners open links).
 */

const DAY = 86_400_000;
const LINK_TTL_MS = 7 * DAY;
/** Consent requests one person may send a day. */
const MAIL_LIMIT = { windowMs: DAY, perPerson: 3 };

export interface ConsentContext {
  db: D1Database;
  edition: Edition;
  locale: Locale;
  origin: string;
}

/** Mails the consent link to `guardianEmail`; the queued mail's id. */
export async function requestGuardianConsent(
  ctx: ConsentContext,
  userId: string,
  guardianEmail: string,
  now = Date.now(),
): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (user?.status !== 'active') throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  const guardianship = await findGuardianship(ctx.db, userId);
  if (standingOf(guardianship, ctx.edition, now) !== 'minor')
    throw new AppError(409, 'consent_not_needed', 'record.errors.consentNotNeeded');
  if (guardianEmail === user.email) throw new AppError(400, 'own_email', 'record.errors.ownEmail');
  const [hits = 0] = await addHits(ctx.db, [`guardian-mail:acct:${userId}`], MAIL_LIMIT.windowMs, now);
  if (hits > MAIL_LIMIT.perPerson) throw limitedError(MAIL_LIMIT.windowMs, 'auth.errors.mailLimited', now, true);
  const issued = await tokenStatement(ctx.db, { userId, purpose: 'guardian-consent', ttlMs: LINK_TTL_MS }, now);
  const link = `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/guardian-consent')}?token=${issued.token}`;
  const mail = queueMailStatement(
    ctx.db,
    renderMail(
      'profile.guardianConsent',
      { email: guardianEmail, name: '', locale: ctx.locale, edition: ctx.edition.id },
      link,
      { child: user.name || user.email },
    ),
    now,
  );
  await ctx.db.batch([
    retireGuardianLinksStatement(ctx.db, userId, now),
    guardianRequestStatement(ctx.db, userId, guardianEmail, now),
    issued.statement,
    mail.statement,
  ]);
  return mail.id;
}

/** The volunteer a live consent link names (their name only), or null. */
export async function peekGuardianLink(db: D1Database, token: string): Promise<{ name: string } | null> {
  if (!token || token.length > 200) return null;
  const found = await peekToken(db, token, 'guardian-consent');
  if (!found) return null;
  const user = await findUserById(db, found.userId);
  return user ? { name: user.name || '—' } : null;
}

/** Uses the link once and records the consent; false for a bad, used or expired link. */
export async function confirmGuardianConsent(db: D1Database, token: string, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const found = await peekToken(db, token, 'guardian-consent', now);
  if (!found) return false;
  const [used, consent] = await db.batch([
    markTokenUsedStatement(db, found.hash, now),
    consentGivenStatement(db, found.userId, found.hash, now),
  ]);
  return used?.meta.changes === 1 && consent?.meta.changes === 1;
}
