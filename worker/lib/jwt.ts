import { SignJWT, base64url as b64, decodeProtectedHeader, jwtVerify } from 'jose';
import { keyId, withVerifyKey, type Keyring } from './keyring';

/**
 * Session and link tokens through jose, the one JWT library here (Google sign-in uses it too;
 * docs/decisions/229-libraries-adopted-or-not.md): the protocol is the library's. What
 * stays ours: the pinned algorithm (HS256 only; `none` or any other `alg` is refused before the
 * signature is looked at), the token's purpose claim `typ` (a session never passes as a link),
 * a 60 s allowance for clock skew on `iat`, and a key id (`kid`) derived from the secret: a token
 * is verified with the key its id names, the current one or, during a rotation, the previous one
 * (worker/lib/keyring.ts, docs/decisions/109); any other id is refused without a signature check.
 */
export interface JwtClaims {
  /** User id. */
  sub: string;
  /** Session id (session tokens) or one-time token id (links). */
  sid: string;
  /** What the token is for: a session must never be accepted as a link and vice versa. */
  typ: 'session' | 'verify';
  iat: number;
  exp: number;
}

const ALG = 'HS256';
const encoder = new TextEncoder();
const importedKeys = new Map<string, Promise<CryptoKey>>();

/** Signing and verification run on every request: the imported key is kept per secret. */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(secret, key);
  }
  return key;
}

export function base64url(bytes: Uint8Array): string {
  return b64.encode(bytes);
}

/** Strict: anything but the URL-safe alphabet throws (jose alone would also accept '+' and '/'). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('bad base64url');
  return Uint8Array.from(b64.decode(text));
}

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: await keyId(secret) })
    .sign(await hmacKey(secret));
}

/**
 * The claims of a valid, unexpired token of the expected type, or null; `stale` when it was signed
 * with the keyring's previous key (the caller re-issues it under the current one). Never throws.
 */
/** Three base64url parts: anything else is refused before the library builds an error to throw. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export async function verifyJwt(
  token: string,
  keys: Keyring,
  typ: JwtClaims['typ'],
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ claims: JwtClaims; stale: boolean } | null> {
  if (!JWT_SHAPE.test(token)) return null;
  let kid: unknown;
  try {
    const header = decodeProtectedHeader(token) as { alg?: unknown; kid?: unknown };
    if (header.alg !== ALG) return null;
    kid = header.kid;
  } catch {
    return null;
  }
  // The key the id names (an unknown id: none). Tokens from before key ids have none: current, then previous.
  const verified = await withVerifyKey(keys, kid, (secret) => verifyWith(token, secret, typ, nowSeconds));
  return verified && { claims: verified.value, stale: verified.stale };
}

async function verifyWith(
  token: string,
  secret: string,
  typ: JwtClaims['typ'],
  nowSeconds: number,
): Promise<JwtClaims | null> {
  try {
    // Times are checked below against `nowSeconds` too (tests pass their own clock; iat gets skew).
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALG],
      currentDate: new Date(nowSeconds * 1000),
    });
    const claims = payload as Partial<JwtClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || claims.typ !== typ) return null;
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    if (claims.exp <= nowSeconds || claims.iat > nowSeconds + 60) return null;
    return claims as JwtClaims;
  } catch {
    return null;
  }
}

/** Expiry of a token without verifying it (for answers that echo a token already verified). */
export function tokenExpiry(token: string): number | null {
  try {
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(token.split('.')[1] ?? ''))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}
