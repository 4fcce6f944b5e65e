/**
 * Token refresh schedule of docs/product.md §4.1, with the margins read as seconds (600 s = 10 min,
 * 60 s = 1 min; docs/decisions/005-sessions-and-refresh.md):
 *   remaining ≥ 30 min      → remaining − 600 s
 *   10 min ≤ remaining < 30 → remaining − 60 s
 *   0 < remaining < 10 min  → 90 % of remaining
 *   remaining ≤ 0           → 0 (at once)
 * Pure: times in seconds in, delay in milliseconds out.
 */
const LONG_MARGIN_S = 600;
const SHORT_MARGIN_S = 60;

export function refreshDelayMs(tokenExpireS: number, nowS: number): number {
  const remaining = tokenExpireS - nowS;
  if (!(remaining > 0)) return 0;
  if (remaining >= 30 * 60) return (remaining - LONG_MARGIN_S) * 1000;
  if (remaining >= 10 * 60) return (remaining - SHORT_MARGIN_S) * 1000;
  return Math.floor(remaining * 0.9 * 1000);
}
