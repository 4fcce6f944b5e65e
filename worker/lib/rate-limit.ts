import { addHits, releaseHits, windowStart } from '../data/rate-limits';
import { AppError } from './errors';

/**
 * Anti-automation limits (docs/decisions/007-rate-limiting.md, 040-atomic-sign-in-limit.md):
 * per account and per client address, in short fixed windows so a stranger can lock an account
 * out for minutes at most.
 */
export interface RateLimitPolicy {
  name: string;
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** The message when the ACCOUNT bucket is full (a lock-out the owner should understand). */
  lockedMessageKey?: string;
}

const MINUTE = 60_000;
/** Failed sign-ins only: a right password is never slowed down by earlier successes. */
export const SIGN_IN_FAILURES: RateLimitPolicy = { name: 'signin', windowMs: 5 * MINUTE, perAccount: 10, perAddress: 30, lockedMessageKey: 'security.lock.signInLocked' };
export const RECOVERY_REQUESTS: RateLimitPolicy = { name: 'recovery', windowMs: 10 * MINUTE, perAccount: 3, perAddress: 20 };
export const REGISTRATION_REQUESTS: RateLimitPolicy = { name: 'register', windowMs: 10 * MINUTE, perAccount: 3, perAddress: 20 };
/** Notification socket upgrades (docs/decisions/122-socket-upgrades.md): tabs reconnect, floods do not. */
export const SOCKET_UPGRADES: RateLimitPolicy = { name: 'socket', windowMs: MINUTE, perAccount: 60, perAddress: 120 };
/** Upgrades that prove nobody (closed at once, no hub): counted per address only ("account" is fixed). */
export const UNPROVEN_SOCKET_UPGRADES: RateLimitPolicy = { name: 'socket-unproven', windowMs: MINUTE, perAccount: Number.MAX_SAFE_INTEGER, perAddress: 20 };
/** Address searches in the point editor (ADR 200): a provider's free tier is small. */
export const GEOCODE_SEARCHES: RateLimitPolicy = { name: 'geocode', windowMs: MINUTE, perAccount: 20, perAddress: 40 };
/** Visitor reports on points (docs/points-trust.md): "account" is the point, "address" the visitor. */
export const POINT_REPORTS: RateLimitPolicy = { name: 'point-report', windowMs: 60 * MINUTE, perAccount: 10, perAddress: 5, lockedMessageKey: 'trust.errors.facilityBusy' };

function buckets(policy: RateLimitPolicy, account: string, address: string): [string, string] {
  return [`${policy.name}:acct:${account.trim().toLowerCase()}`, `${policy.name}:ip:${address}`];
}

/** Seconds until the current fixed window ends (what `Retry-After` says). */
function secondsLeft(windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowStart(windowMs, now) + windowMs - now) / 1000));
}

/**
 * The 429 of a limit: the exact seconds left in `Retry-After`. The message names the window's
 * length, or with `remaining` the minutes actually left (the account lock-out, ADR 045).
 */
export function limitedError(windowMs: number, messageKey = 'auth.errors.rateLimited', now = Date.now(), remaining = false): AppError {
  const seconds = secondsLeft(windowMs, now);
  const minutes = remaining ? Math.ceil(seconds / 60) : Math.ceil(windowMs / MINUTE);
  return new AppError(429, 'rate_limited', messageKey, { minutes }, undefined, seconds);
}

/** A reserved attempt: release it when the attempt turned out fine (a right password). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Reserves one attempt against both buckets BEFORE the expensive work, atomically: one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per bucket, so N parallel guesses get N distinct
 * counts and only the first `perAccount` may go on to the hash. Over the limit: 429.
 */
export async function reserveAttempt(db: D1Database, policy: RateLimitPolicy, account: string, address: string, now = Date.now()): Promise<Reservation> {
  const keys = buckets(policy, account, address);
  const [a = 0, i = 0] = await addHits(db, keys, policy.windowMs, now);
  if (a > policy.perAccount) throw limitedError(policy.windowMs, policy.lockedMessageKey, now, Boolean(policy.lockedMessageKey));
  if (i > policy.perAddress) throw limitedError(policy.windowMs, undefined, now);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await releaseHits(db, keys, policy.windowMs, now);
    },
  };
}

/** Counts one attempt and throws 429 when it went over either limit (requests that always count). */
export async function consumeAttempt(db: D1Database, policy: RateLimitPolicy, account: string, address: string): Promise<void> {
  await reserveAttempt(db, policy, account, address);
}

/** The client address as the platform reports it (cf-connecting-ip cannot be set by the client on Cloudflare). */
export function clientAddress(header: (name: string) => string | undefined): string {
  return header('cf-connecting-ip') ?? 'local';
}
