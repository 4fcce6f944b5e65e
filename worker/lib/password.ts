import { base64url, fromBase64url } from './jwt';

/**
 * PBKDF2-SHA-256 with a per-user salt (docs/architecture.md). Production workerd caps PBKDF2 at 100,000
 * iterations (docs/stack.md): the constant must never exceed it (password.test.ts checks).
 * scripts/seed.mjs hashes with the same parameters in Node.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS = 100_000;
const PASSWORD_ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
  algorithm: string;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return { hash: base64url(hash), salt: base64url(salt), iterations: PBKDF2_ITERATIONS, algorithm: PASSWORD_ALGORITHM };
}

/** A fixed salt for unknown users: the same work is done whether or not the account exists. */
const DUMMY: PasswordHash = {
  hash: 'A'.repeat(43),
  salt: 'AAAAAAAAAAAAAAAAAAAAAA',
  iterations: PBKDF2_ITERATIONS,
  algorithm: PASSWORD_ALGORITHM,
};

/** Checks a password; pass `null` for an unknown user to spend the same time and get false. */
export async function verifyPassword(password: string, stored: PasswordHash | null): Promise<boolean> {
  const target = stored && stored.algorithm === PASSWORD_ALGORITHM ? stored : DUMMY;
  const iterations = Math.min(target.iterations, PBKDF2_MAX_ITERATIONS);
  const actual = await derive(password, fromBase64url(target.salt), iterations);
  const expected = fromBase64url(target.hash);
  let diff = actual.length ^ expected.length;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ (expected[i] ?? 0);
  return diff === 0 && target !== DUMMY;
}
