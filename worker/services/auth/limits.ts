export { REGISTRATION_REQUESTS, RECOVERY_REQUESTS } from '../rate-limit';
import { consumeAttempt, type RateLimitPolicy } from '../rate-limit';

/** Requests that always count (registration, recovery): per account and per client address. */
export function clientAddressLimit(
  db: D1Database,
  policy: RateLimitPolicy,
  account: string,
  address: string,
): Promise<void> {
  return consumeAttempt(db, policy, account, address);
}
