import { z } from 'zod';
import { base64url, fromBase64url } from '../lib/jwt';
import { withVerifyKey, type Keyring } from '../lib/keyring';

/**
 * The volunteer's check-in code (docs/decisions/223-check-in-and-verified-hours.md): what the QR on
 * their ticket holds. `ci1.<payload>.<HMAC-SHA256>` in base64url, signed with the worker's key
 * (worker/lib/keyring.ts: the current key signs; the previous one still verifies during a
 * rotation). The payload names the event, the volunteer, the slot ('' for an event without roles)
 * and an expiry (the event's end plus {@link CODE_GRACE_MS}). It carries no random part:
 * the same sign-up always gets the same code, so a ticket saved offline stays valid, and "used"
 * is recorded against the code's hash (worker/hours/sql.ts).
 */
const PREFIX = 'ci1';
/** A code works until this long after its slot (or event) ends. */
export const CODE_GRACE_MS = 12 * 3600_000;

const PayloadSchema = z.object({
  e: z.string().min(1).max(64),
  u: z.string().min(1).max(64),
  s: z.string().max(64),
  /** Expiry, ms since the epoch. */
  x: z.number().int(),
});
export interface CheckInCode {
  eventId: string;
  userId: string;
  slotId: string;
  expiresAt: number;
}
/** Why a code is refused; each has its own message (checkIn.errors.<reason>). */
export type CodeRefusal = 'forged' | 'expired' | 'other_event';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function hmac(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`check-in:${payload}`))));
}

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signCheckInCode(keys: Keyring, code: CheckInCode): Promise<string> {
  const body = base64url(
    encoder.encode(JSON.stringify({ e: code.eventId, u: code.userId, s: code.slotId, x: code.expiresAt })),
  );
  return `${PREFIX}.${body}.${await hmac(keys.current, body)}`;
}

/** The code of one sign-up: valid until the event's end plus the grace (the ticket and the mail agree). */
export const codeForSignUp = (
  keys: Keyring,
  s: { eventId: string; userId: string; slotId: string; eventEndsAt: number },
) =>
  signCheckInCode(keys, {
    eventId: s.eventId,
    userId: s.userId,
    slotId: s.slotId,
    expiresAt: s.eventEndsAt + CODE_GRACE_MS,
  });

/**
 * The code's sign-up when it is well formed, signed by our key, unexpired and for `eventId`;
 * otherwise why not. Never throws. A forged code is refused before its contents are read.
 */
export async function readCheckInCode(
  keys: Keyring,
  token: string,
  eventId: string,
  now = Date.now(),
): Promise<{ ok: true; code: CheckInCode } | { ok: false; reason: CodeRefusal }> {
  const forged = { ok: false, reason: 'forged' } as const;
  if (token.length > 600) return forged;
  const [prefix, body, signature, extra] = token.trim().split('.');
  if (prefix !== PREFIX || !body || !signature || extra !== undefined) return forged;
  const signed = await withVerifyKey(keys, undefined, async (secret) =>
    equal(await hmac(secret, body), signature) ? true : null,
  );
  if (!signed) return forged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(fromBase64url(body)));
  } catch {
    return forged;
  }
  const payload = PayloadSchema.safeParse(parsed);
  if (!payload.success) return forged;
  if (payload.data.e !== eventId) return { ok: false, reason: 'other_event' };
  if (payload.data.x <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    code: { eventId: payload.data.e, userId: payload.data.u, slotId: payload.data.s, expiresAt: payload.data.x },
  };
}

/** What the operations table keeps of a code: its SHA-256, never the code itself. */
export async function codeHash(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token.trim()))));
}
