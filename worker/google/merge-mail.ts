import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { Edition, Locale } from '../../editions/types';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { ExternalIdentity } from './sql';
import { peekToken, tokenStatement, markTokenUsedStatement } from '../data/tokens';
import { findUserById, type UserRecord } from '../data/users';
import { AppError } from '../lib/errors';
import { keyId, withVerifyKey, type Keyring } from '../lib/keyring';
import { RECOVERY_REQUESTS, clientAddressLimit } from '../services/auth/limits';
import type { IssuedToken } from '../services/auth/session-tokens';
import { queueMailStatement } from '../services/mail-outbox';
import { renderMail } from '../services/mail-templates';
import { linkAndSignIn } from './account-link';

/**
 * The second merge proof (docs/product.md §2.1 /confirm-merge): a single-use link mailed to the account's
 * address. The link carries a signed statement of which identity to link to which account; the
 * one-time token inside it is stored hashed and used up on the first click (valid one hour).
 * Signed with the current key and its `kid`; a link mailed just before a key rotation still works
 * (docs/decisions/109-key-rotation.md).
 */
const MERGE_LINK_TTL_MS = 60 * 60 * 1000;
const TYP = 'google-merge';

export interface MergeMailContext {
  db: D1Database;
  /** The current key (JWT_SECRET): it signs the link. */
  secret: string;
  edition: Edition;
  locale: Locale;
  origin: string;
  address: string;
}

export async function requestMergeLink(
  ctx: MergeMailContext,
  user: UserRecord,
  identity: ExternalIdentity,
  next: string,
): Promise<string> {
  // Same budget as recovery mails: a page cannot be used to flood someone's inbox.
  await clientAddressLimit(ctx.db, RECOVERY_REQUESTS, user.email, ctx.address);
  const token = await tokenStatement(ctx.db, { userId: user.id, purpose: 'google-merge', ttlMs: MERGE_LINK_TTL_MS });
  const jwt = await new SignJWT({
    uid: user.id,
    idp_iss: identity.issuer,
    idp_sub: identity.subject,
    idp_email: identity.email,
    ott: token.token,
    next,
  })
    .setProtectedHeader({ alg: 'HS256', typ: TYP, kid: await keyId(ctx.secret) })
    .setIssuedAt()
    .setExpirationTime(`${MERGE_LINK_TTL_MS / 1000}s`)
    .sign(new TextEncoder().encode(ctx.secret));
  const link = `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/confirm-merge')}?token=${jwt}`;
  const mail = queueMailStatement(
    ctx.db,
    renderMail('googleMerge', { email: user.email, name: user.name, locale: user.locale, edition: user.edition }, link),
  );
  await ctx.db.batch([token.statement, mail.statement]);
  return mail.id;
}

const invalidLink = () => new AppError(400, 'invalid_link', 'google.merge.linkInvalid');

interface MergeLink {
  user: UserRecord;
  identity: ExternalIdentity;
  next: string;
  tokenHash: string;
}

/** Signature, expiry, the one-time token still unused and the account still there; uses nothing. */
async function readMergeLink(db: D1Database, keys: Keyring, jwt: string): Promise<MergeLink> {
  if (!jwt || jwt.length > 4000) throw invalidLink();
  let claims: JWTPayload | null | undefined;
  try {
    claims = (
      await withVerifyKey(keys, decodeProtectedHeader(jwt).kid, (secret) =>
        jwtVerify(jwt, new TextEncoder().encode(secret), { algorithms: ['HS256'], typ: TYP }).then(
          ({ payload }) => payload,
          () => null,
        ),
      )
    )?.value;
  } catch {
    throw invalidLink();
  }
  if (!claims) throw invalidLink();
  const { uid, idp_iss, idp_sub, idp_email, ott, next } = claims as Record<string, unknown>;
  if (
    typeof uid !== 'string' ||
    typeof idp_iss !== 'string' ||
    typeof idp_sub !== 'string' ||
    typeof idp_email !== 'string' ||
    typeof ott !== 'string'
  )
    throw invalidLink();
  const live = await peekToken(db, ott, 'google-merge');
  if (!live || live.userId !== uid) throw invalidLink();
  const user = await findUserById(db, uid);
  if (!user) throw invalidLink();
  return {
    user,
    identity: { provider: 'google', issuer: idp_iss, subject: idp_sub, email: idp_email },
    next: typeof next === 'string' ? next : '/profile/',
    tokenHash: live.hash,
  };
}

/**
 * What the mailed link would do, for the page a GET shows (docs/decisions/126): opening the link
 * changes nothing, so neither a mail scanner nor a link an attacker mails for their own account
 * signs anyone in.
 */
export async function peekMergeLink(
  db: D1Database,
  keys: Keyring,
  jwt: string,
): Promise<{ accountEmail: string; googleEmail: string }> {
  const link = await readMergeLink(db, keys, jwt);
  return { accountEmail: link.user.email, googleEmail: link.identity.email };
}

/** The POST of that page: uses the token once, links Google and signs in. */
export async function confirmMergeByLink(
  db: D1Database,
  keys: Keyring,
  jwt: string,
  userAgent: string | null,
): Promise<{ issued: IssuedToken; next: string }> {
  const link = await readMergeLink(db, keys, jwt);
  const used = await markTokenUsedStatement(db, link.tokenHash).run();
  if (used.meta.changes !== 1) throw invalidLink();
  const issued = await linkAndSignIn(db, keys.current, link.user, link.identity, userAgent);
  return { issued, next: link.next };
}
