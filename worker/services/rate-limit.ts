import { addHits, releaseHits, windowStart } from '../data/rate-limits';
import { clientNetwork } from '../lib/client-network';
import { AppError } from '../lib/errors';

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
export const SIGN_IN_FAILURES: RateLimitPolicy = {
  name: 'signin',
  windowMs: 5 * MINUTE,
  perAccount: 10,
  perAddress: 30,
  lockedMessageKey: 'security.lock.signInLocked',
};
export const RECOVERY_REQUESTS: RateLimitPolicy = {
  name: 'recovery',
  windowMs: 10 * MINUTE,
  perAccount: 3,
  perAddress: 20,
};
export const REGISTRATION_REQUESTS: RateLimitPolicy = {
  name: 'register',
  windowMs: 10 * MINUTE,
  perAccount: 3,
  perAddress: 20,
};
/** Notification socket upgrades (docs/decisions/122-socket-upgrades.md): tabs reconnect, floods do not. */
export const SOCKET_UPGRADES: RateLimitPolicy = { name: 'socket', windowMs: MINUTE, perAccount: 60, perAddress: 120 };
/** Upgrades that prove nobody (closed at once, no hub): counted per address only ("account" is fixed). */
export const UNPROVEN_SOCKET_UPGRADES: RateLimitPolicy = {
  name: 'socket-unproven',
  windowMs: MINUTE,
  perAccount: Number.MAX_SAFE_INTEGER,
  perAddress: 20,
};
/** Address searches in the point editor (ADR 200): a provider's free tier is small. */
export const GEOCODE_SEARCHES: RateLimitPolicy = { name: 'geocode', windowMs: MINUTE, perAccount: 20, perAddress: 40 };
/**
 * Visitor reports on points (docs/points-trust.md): "account" is the point, "address" each of the
 * visitor's buckets (its network and its account), counted first (consumeClientFirst): one
 * client's 5 are half the point's 10, so no one client can lock a point for everyone.
 */
export const POINT_REPORTS: RateLimitPolicy = {
  name: 'point-report',
  windowMs: 60 * MINUTE,
  perAccount: 10,
  perAddress: 5,
  lockedMessageKey: 'trust.errors.facilityBusy',
};

const DAY = 24 * 60 * MINUTE;
/**
 * Mail to an address nobody has proven yet goes to a stranger's inbox (docs/security.md): each
 * kind at most `perRecipient` a day to one address whatever the sender, and `perSender` a day
 * from one sender (an account; 0: the kind has no sender budget beyond its request limit).
 */
export interface UnprovenMailPolicy {
  kind: string;
  perRecipient: number;
  perSender: number;
}
/** "Confirm your new e-mail": 3 a day to one address, 5 a day from one account. */
export const EMAIL_CHANGE_MAIL: UnprovenMailPolicy = { kind: 'email-change', perRecipient: 3, perSender: 5 };
/** A registration's link (or a corporate request's receipt), and a reset link to an unverified account: 5 a day to one address. */
export const REGISTRATION_MAIL: UnprovenMailPolicy = { kind: 'registration', perRecipient: 5, perSender: 0 };
/** A newsletter confirmation: 3 a day to one address (senders: SUBSCRIPTION_REQUESTS per network). */
export const NEWSLETTER_MAIL: UnprovenMailPolicy = { kind: 'newsletter', perRecipient: 3, perSender: 0 };

/** Counts one mail to an unproven address; 429 `auth.errors.mailLimited` when the recipient or the sender had enough today. */
export async function limitUnprovenMail(
  db: D1Database,
  policy: UnprovenMailPolicy,
  recipient: string,
  sender: string | null = null,
  now = Date.now(),
): Promise<void> {
  const keys = [
    `mail-to:${policy.kind}:${recipient.trim().toLowerCase()}`,
    ...(sender && policy.perSender ? [`mail-from:${policy.kind}:${sender}`] : []),
  ];
  const [to = 0, from = 0] = await addHits(db, keys, DAY, now);
  if (to > policy.perRecipient || (keys.length > 1 && from > policy.perSender))
    throw limitedError(DAY, 'auth.errors.mailLimited', now, true);
}

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
export function limitedError(
  windowMs: number,
  messageKey = 'auth.errors.rateLimited',
  now = Date.now(),
  remaining = false,
): AppError {
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
export async function reserveAttempt(
  db: D1Database,
  policy: RateLimitPolicy,
  account: string,
  address: string,
  now = Date.now(),
): Promise<Reservation> {
  const keys = buckets(policy, account, address);
  const [a = 0, i = 0] = await addHits(db, keys, policy.windowMs, now);
  if (a > policy.perAccount)
    throw limitedError(policy.windowMs, policy.lockedMessageKey, now, Boolean(policy.lockedMessageKey));
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

/**
 * Counts one request against each of the client's buckets (its network, its account) and, only if
 * none is over `perAddress`, against the shared target's `perAccount`. A refused client thus
 * never uses up the target's budget (docs/decisions/193-voices-per-network.md).
 */
export async function consumeClientFirst(
  db: D1Database,
  policy: RateLimitPolicy,
  target: string,
  clients: readonly string[],
  now = Date.now(),
): Promise<void> {
  const own = await addHits(
    db,
    clients.map((c) => `${policy.name}:ip:${c}`),
    policy.windowMs,
    now,
  );
  if (own.some((hits) => hits > policy.perAddress)) throw limitedError(policy.windowMs, undefined, now);
  const [shared = 0] = await addHits(db, [buckets(policy, target, '')[0]], policy.windowMs, now);
  if (shared > policy.perAccount)
    throw limitedError(policy.windowMs, policy.lockedMessageKey, now, Boolean(policy.lockedMessageKey));
}

/** Counts one attempt and throws 429 when it went over either limit (requests that always count). */
export async function consumeAttempt(
  db: D1Database,
  policy: RateLimitPolicy,
  account: string,
  address: string,
): Promise<void> {
  await reserveAttempt(db, policy, account, address);
}

/**
 * What every per-client limit counts: the client's network from cf-connecting-ip (the client
 * cannot set it on Cloudflare), an IPv4 address or an IPv6 /64 (worker/lib/client-network.ts).
 */
export function clientAddress(header: (name: string) => string | undefined): string {
  return clientNetwork(header('cf-connecting-ip'));
}
