/**
 * HS256 JWTs with Web Crypto. The algorithm is pinned: a header that says anything but HS256
 * (including `none`) is refused before any signature work, and signatures are checked with
 * crypto.subtle.verify (constant time).
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

const encoder = new TextEncoder();
const HEADER = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
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
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${HEADER}.${payload}`));
  return `${HEADER}.${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of a valid, unexpired token of the expected type, or null. Never throws. */
export async function verifyJwt(token: string, secret: string, typ: JwtClaims['typ'], nowSeconds = Math.floor(Date.now() / 1000)): Promise<JwtClaims | null> {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const head = JSON.parse(new TextDecoder().decode(fromBase64url(header))) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(signature), encoder.encode(`${header}.${payload}`));
    if (!ok) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Partial<JwtClaims>;
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
