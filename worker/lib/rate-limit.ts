import { addHits, countHits } from '../data/rate-limits';
import { AppError } from './errors';

/**
 * Anti-automation limits (docs/decisions/007-rate-limiting.md): per account and per client
 * address, in short fixed windows so a stranger can lock an account out for minutes at most.
 */
export interface RateLimitPolicy {
  name: string;
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

const MINUTE = 60_000;
/** Failed sign-ins only: a right password is never slowed down by earlier successes. */
export const SIGN_IN_FAILURES: RateLimitPolicy = { name: 'signin', windowMs: 5 * MINUTE, perAccount: 10, perAddress: 30 };
export const RECOVERY_REQUESTS: RateLimitPolicy = { name: 'recovery', windowMs: 10 * MINUTE, perAccount: 3, perAddress: 20 };
export const REGISTRATION_REQUESTS: RateLimitPolicy = { name: 'register', windowMs: 10 * MINUTE, perAccount: 3, perAddress: 20 };

function buckets(policy: RateLimitPolicy, account: string, address: string): [string, string] {
  return [`${policy.name}:acct:${account.trim().toLowerCase()}`, `${policy.name}:ip:${address}`];
}

function limited(policy: RateLimitPolicy): never {
  throw new AppError(429, 'rate_limited', 'auth.errors.rateLimited', { minutes: Math.ceil(policy.windowMs / MINUTE) });
}

/** Throws 429 when either bucket is already full (checked before doing the expensive work). */
export async function assertNotLimited(db: D1Database, policy: RateLimitPolicy, account: string, address: string): Promise<void> {
  const [acct, ip] = buckets(policy, account, address);
  const [a, i] = await Promise.all([countHits(db, acct, policy.windowMs), countHits(db, ip, policy.windowMs)]);
  if (a >= policy.perAccount || i >= policy.perAddress) limited(policy);
}

/** Counts one attempt against both buckets. */
export async function recordAttempt(db: D1Database, policy: RateLimitPolicy, account: string, address: string): Promise<void> {
  await addHits(db, buckets(policy, account, address), policy.windowMs);
}

/** Counts one attempt and throws 429 when it went over either limit (requests that always count). */
export async function consumeAttempt(db: D1Database, policy: RateLimitPolicy, account: string, address: string): Promise<void> {
  const [a = 0, i = 0] = await addHits(db, buckets(policy, account, address), policy.windowMs);
  if (a > policy.perAccount || i > policy.perAddress) limited(policy);
}

/** The client address as the platform reports it (cf-connecting-ip cannot be set by the client on Cloudflare). */
export function clientAddress(header: (name: string) => string | undefined): string {
  return header('cf-connecting-ip') ?? 'local';
}
