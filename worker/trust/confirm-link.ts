/**
 * The one-click "still correct" link of the monthly reminder (docs/decisions/146-still-correct-link.md):
 * an HMAC (JWT_SECRET, ADR 109) over the point, the owner it was sent to, an expiry and a nonce.
 * It works once (the nonce becomes the confirmation's id), until it expires, only for that point
 * and only while that user still belongs to the point's organisation; a different signed-in user
 * is refused. GET only shows the question (mail scanners follow links); the button POSTs.
 */
import { CONFIRM_LINK_TTL_MS } from '../../ui/shared/facility/freshness';
import type { StillCorrectState } from '../../ui/shared/facility/trust';
import { checkUsed, confirmFacility } from './sql';
import { base64url } from '../lib/jwt';
import { withVerifyKey, type Keyring } from '../lib/keyring';

export interface ConfirmLinkFields {
  u: string;
  e: string;
  n: string;
  s: string;
}

/** Statuses a link may confirm; the owner's profile button takes the same (worker/trust/pages.tsx). */
const CONFIRMABLE = ['accepted', 'temporarily_not_working'] as const;

const encoder = new TextEncoder();

async function sign(secret: string, facilityId: string, f: Omit<ConfirmLinkFields, 's'>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(
    new Uint8Array(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`point-still-correct:${facilityId}:${f.u}:${f.e}:${f.n}`)),
    ),
  );
}

function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The query string of a fresh link for `userId` to confirm `facilityId`. */
export async function confirmLinkQuery(
  secret: string,
  facilityId: string,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const fields = { u: userId, e: String(now + CONFIRM_LINK_TTL_MS), n: crypto.randomUUID() };
  return new URLSearchParams({ ...fields, s: await sign(secret, facilityId, fields) }).toString();
}

export function linkFields(query: Record<string, unknown>): ConfirmLinkFields | null {
  const pick = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
  const f = { u: pick('u'), e: pick('e'), n: pick('n'), s: pick('s') };
  if (!f.u || !/^\d{1,15}$/.test(f.e) || !/^[0-9a-f-]{36}$/.test(f.n) || !/^[\w-]{43}$/.test(f.s) || f.u.length > 100)
    return null;
  return f;
}

/**
 * Where the link stands: 'ask' (valid, unused), or why it cannot be used. `viewerId` is the
 * signed-in user, if any.
 */
export async function checkConfirmLink(
  db: D1Database,
  keys: Keyring,
  facilityId: string,
  f: ConfirmLinkFields | null,
  viewerId: string | null,
  now = Date.now(),
): Promise<StillCorrectState> {
  if (!f) return 'invalid';
  const signed = await withVerifyKey(keys, undefined, async (secret) =>
    same(await sign(secret, facilityId, f), f.s) ? true : null,
  );
  if (!signed) return 'invalid';
  if (viewerId && viewerId !== f.u) return 'other-user';
  if (await checkUsed(db, f.n)) return 'used';
  if (Number(f.e) <= now) return 'expired';
  // Only a point that can be confirmed: public, or paused by its owner (as the profile's own
  // button). A draft, declined or blocked point is not confirmed by an old link.
  const owner = await db
    .prepare(
      `SELECT 1 AS x FROM facilities f JOIN users u ON u.org_id = f.org_id
       WHERE f.id = ? AND f.deleted_at IS NULL AND f.status IN (${CONFIRMABLE.map((s) => `'${s}'`).join(', ')}) AND u.id = ? AND u.status = 'active'`,
    )
    .bind(facilityId, f.u)
    .first();
  return owner ? 'ask' : 'invalid';
}

/** Uses the link: 'done' once; a second use (even a simultaneous one) is 'used'. */
export async function useConfirmLink(
  db: D1Database,
  keys: Keyring,
  facilityId: string,
  f: ConfirmLinkFields | null,
  viewerId: string | null,
  now = Date.now(),
): Promise<StillCorrectState> {
  const state = await checkConfirmLink(db, keys, facilityId, f, viewerId, now);
  if (state !== 'ask') return state;
  return (await confirmFacility(db, { facilityId: facilityId, actorId: f!.u, source: 'link', checkId: f!.n }, now))
    ? 'done'
    : 'used';
}
