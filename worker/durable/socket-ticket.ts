import { SOCKET_TICKET_TTL_SECONDS } from '../../ui/shared/notification-protocol';
import { base64url, fromBase64url } from '../lib/jwt';
import { withVerifyKey, type Keyring } from '../lib/keyring';

/**
 * Socket tickets (docs/decisions/020-socket-tickets.md): what the browser sends as the first
 * socket frame instead of the session token, which page scripts never see (docs/architecture.md).
 *
 *   st1.<base64url(JSON {sub, sid, exp, jti})>.<base64url(HMAC-SHA-256)>
 *
 * The MAC covers a purpose prefix ('socket-ticket.v1.'), so no session JWT (signed over
 * `header.payload`) can ever pass as a ticket, nor a ticket as a JWT. Valid for 60 s; the hub
 * remembers used `jti`s until they expire, which makes a ticket single-use. Issued with the
 * current key; a ticket names no key, so verification tries the current key, then the previous
 * one during a rotation (docs/decisions/109-key-rotation.md).
 */
export interface SocketTicketClaims {
  sub: string;
  /** The session the ticket was issued under: the hub refuses it once that session has ended. */
  sid: string;
  /** Seconds since the epoch. */
  exp: number;
  jti: string;
}

const PREFIX = 'st1';
const PURPOSE = 'socket-ticket.v1.';
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, k);
  }
  return k;
}

export async function issueSocketTicket(
  secret: string,
  userId: string,
  sessionId: string,
  now = Date.now(),
): Promise<{ ticket: string; claims: SocketTicketClaims }> {
  const claims: SocketTicketClaims = {
    sub: userId,
    sid: sessionId,
    exp: Math.floor(now / 1000) + SOCKET_TICKET_TTL_SECONDS,
    jti: crypto.randomUUID(),
  };
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(PURPOSE + payload));
  return { ticket: `${PREFIX}.${payload}.${base64url(new Uint8Array(mac))}`, claims };
}

/** The claims of a well-formed, correctly signed, unexpired ticket; null otherwise. Never throws. */
export async function verifySocketTicket(
  keys: Keyring,
  ticket: string,
  now = Date.now(),
): Promise<SocketTicketClaims | null> {
  try {
    const parts = ticket.split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) return null;
    const [, payload, mac] = parts as [string, string, string];
    const signature = fromBase64url(mac);
    const signed = encoder.encode(PURPOSE + payload);
    const ok = await withVerifyKey(keys, undefined, async (secret) =>
      (await crypto.subtle.verify('HMAC', await key(secret), signature, signed)) ? true : null,
    );
    if (!ok) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Partial<SocketTicketClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.jti !== 'string' ||
      typeof claims.exp !== 'number'
    )
      return null;
    if (claims.exp * 1000 <= now) return null;
    return claims as SocketTicketClaims;
  } catch {
    return null;
  }
}
