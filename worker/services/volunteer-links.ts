import { z } from 'zod';
import { base64url, fromBase64url } from '../lib/jwt';
import { withVerifyKey, type Keyring } from '../lib/keyring';

/**
 * Signed links in volunteer mail (docs/decisions/157-signed-volunteer-links.md): "I'm coming",
 * "I can't come" and "stop these mails" work signed out, from any device. A link is
 * `<payload>.<HMAC-SHA256>` in base64url; the payload names the action, the event, the user,
 * an expiry and a random id. Confirm and cancel are single-use (the id is claimed when used);
 * unsubscribe is repeatable (doing it twice changes nothing). The HMAC names no key: the current
 * key is tried, then the previous one during a rotation (ADR 109).
 */
const LINK_ACTIONS = ['confirm', 'cancel', 'unsubscribe'] as const;
export const MAIL_KINDS = ['day_before', 'on_the_day', 'thank_you', 'updates'] as const;
export type VolunteerMailKind = (typeof MAIL_KINDS)[number];

const PayloadSchema = z.object({
  a: z.enum(LINK_ACTIONS),
  e: z.string().min(1).max(64),
  u: z.string().min(1).max(64),
  /** Unsubscribe: the kind of mail to turn off. */
  k: z.enum(MAIL_KINDS).optional(),
  /** A slot of an event with roles (ADR 231): the link acts on that slot only. */
  s: z.string().min(1).max(64).optional(),
  /** Expiry, ms since the epoch. */
  x: z.number().int(),
  /** Random id: what a single-use link claims. */
  j: z.string().min(8).max(40),
});
export type LinkPayload = z.infer<typeof PayloadSchema>;

/** Confirm/cancel links live until the event starts; unsubscribe links for a year. */
export const UNSUBSCRIBE_TTL_MS = 365 * 24 * 3600_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function hmac(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`volunteer-link:${payload}`))));
}

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signLink(keys: Keyring, payload: Omit<LinkPayload, 'j'>): Promise<string> {
  const body = base64url(
    encoder.encode(JSON.stringify({ ...payload, j: crypto.randomUUID().replace(/-/g, '').slice(0, 24) })),
  );
  return `${body}.${await hmac(keys.current, body)}`;
}

/** The payload of a well-formed, correctly signed, unexpired link; null otherwise (never throws). */
export async function verifyLink(keys: Keyring, token: string, now = Date.now()): Promise<LinkPayload | null> {
  if (token.length > 600) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const signed = await withVerifyKey(keys, undefined, async (secret) =>
    equal(await hmac(secret, body), signature) ? true : null,
  );
  if (!signed) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(fromBase64url(body)));
  } catch {
    return null;
  }
  const payload = PayloadSchema.safeParse(parsed);
  if (!payload.success || payload.data.x <= now) return null;
  return payload.data;
}

/** The claim key that makes a single-use link work once (worker/data/claims.ts). */
export const linkClaimKey = (payload: LinkPayload) => `volunteer-link:${payload.j}`;
