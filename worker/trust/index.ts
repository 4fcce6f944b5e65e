/**
 * Points people can trust (docs/points-trust.md): visitors' reports and "still correct" votes, the
 * owner's one-click confirmation link, a point's freshness and the trust line on its page, the
 * managers' queue of reported and stale points, the monthly reminder and the daily report digest
 * (Cron jobs). This file is all that the rest of the worker may import from it
 * (`.dependency-cruiser.cjs`, rule `feature-through-its-index`).
 */
export { facilityReminders } from './reminders';
export { reportDigest } from './report-digest';
export { trustPages } from './pages';
export { ownerTrust, facilityTrustFrom, withCheckedOn, type TrustRow } from './rules';
export { facilityTrustStatement, osmClosedVoices, trustCounts } from './sql';
