/**
 * The worker's signing keys (docs/decisions/109-key-rotation.md): `JWT_SECRET` signs everything and
 * verifies everything; `JWT_SECRET_PREVIOUS`, set only during a rotation, verifies and never signs.
 * Every verifier asks {@link verifyKeys} which secrets to try:
 *  - a token whose header names a key id (`kid`) gets that key only, or none when the id is unknown;
 *  - a token without a key id (socket tickets, unsubscribe HMACs, tokens from before key ids) gets
 *    the current key, then the previous one.
 * A success with the previous key is `stale`: the caller re-issues under the current key where it can.
 */
export interface Keyring {
  /** JWT_SECRET: signs and verifies. */
  readonly current: string;
  /** JWT_SECRET_PREVIOUS: verifies only, while tokens signed before a rotation are still alive. */
  readonly previous?: string;
}

/** A verification key to try, and whether it is the previous (rotated-out) one. */
export interface VerifyKey {
  secret: string;
  stale: boolean;
}

/** The keyring of the configured secrets; a previous key equal to the current one is dropped. */
export function keyringOf(current: string, previous?: string): Keyring {
  return previous && previous !== current ? { current, previous } : { current };
}

const encoder = new TextEncoder();
const kids = new Map<string, Promise<string>>();

/** A short, stable id of the secret (never the secret): the first 12 base64url chars of its SHA-256. */
export function keyId(secret: string): Promise<string> {
  let kid = kids.get(secret);
  if (!kid) {
    kid = crypto.subtle.digest('SHA-256', encoder.encode(`jwt-kid:${secret}`)).then((d) => {
      let binary = '';
      for (const b of new Uint8Array(d)) binary += String.fromCharCode(b);
      return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 12);
    });
    kids.set(secret, kid);
  }
  return kid;
}

/** The secrets that may verify a token naming `kid` (undefined: the format or token names none), in order. */
export async function verifyKeys(ring: Keyring, kid: unknown): Promise<VerifyKey[]> {
  const current: VerifyKey = { secret: ring.current, stale: false };
  const previous: VerifyKey | null = ring.previous ? { secret: ring.previous, stale: true } : null;
  if (kid === undefined) return previous ? [current, previous] : [current];
  if (kid === (await keyId(ring.current))) return [current];
  if (previous && kid === (await keyId(previous.secret))) return [previous];
  return [];
}

/**
 * The first non-null result of `attempt` over the verification keys for `kid`, with whether the
 * key was the previous one; null when no key verifies. `attempt` must return null (not throw) on
 * a bad signature.
 */
export async function withVerifyKey<T>(
  ring: Keyring,
  kid: unknown,
  attempt: (secret: string) => Promise<T | null>,
): Promise<{ value: T; stale: boolean } | null> {
  for (const key of await verifyKeys(ring, kid)) {
    const value = await attempt(key.secret);
    if (value !== null) return { value, stale: key.stale };
  }
  return null;
}
