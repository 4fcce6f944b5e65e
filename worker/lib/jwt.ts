import { decode, sign, verify } from 'hono/jwt';

/**
 * Session and link tokens through hono/jwt (issue 16 #11: the protocol is the library's). What
 * stays ours: the pinned algorithm (HS256 only; `none` or any other `alg` is refused before the
 * signature is looked at), the token's purpose claim `typ` (a session never passes as a link),
 * a 60 s allowance for clock skew on `iat`, and a key id (`kid`) derived from the secret so a
 * rotated secret refuses old tokens by id rather than by a failed signature.
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
const kids = new Map<string, Promise<string>>();

/** A short, stable id of the secret (never the secret): the first 12 base64url chars of its SHA-256. */
export function keyId(secret: string): Promise<string> {
  let kid = kids.get(secret);
  if (!kid) {
    kid = crypto.subtle.digest('SHA-256', encoder.encode(`jwt-kid:${secret}`)).then((d) => base64url(new Uint8Array(d)).slice(0, 12));
    kids.set(secret, kid);
  }
  return kid;
}

const verifyKeys = new Map<string, Promise<CryptoKey>>();

/** Verification runs on every request: the imported key is kept per secret. */
function verifyKey(secret: string): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** The secret as the JWK hono/jwt signs with, so the header names its `kid`. */
async function jwk(secret: string): Promise<JsonWebKey & { alg: typeof ALG; kid: string }> {
  return { kty: 'oct', k: base64url(encoder.encode(secret)), alg: ALG, kid: await keyId(secret) };
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('bad base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return sign({ ...claims }, await jwk(secret));
}

/** The claims of a valid, unexpired token of the expected type, or null. Never throws. */
export async function verifyJwt(token: string, secret: string, typ: JwtClaims['typ'], nowSeconds = Math.floor(Date.now() / 1000)): Promise<JwtClaims | null> {
  try {
    const { header } = decode(token) as { header: { alg?: unknown; kid?: unknown } };
    if (header.alg !== ALG) return null;
    // Another key id: signed with a rotated-out secret. (Tokens from before key ids had none;
    // they still need this secret's signature.)
    if (header.kid !== undefined && header.kid !== (await keyId(secret))) return null;
    // Times are checked below against `nowSeconds` (tests pass their own clock; iat gets skew).
    const claims = (await verify(token, await verifyKey(secret), { alg: ALG, exp: false, iat: false, nbf: false })) as Partial<JwtClaims>;
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
