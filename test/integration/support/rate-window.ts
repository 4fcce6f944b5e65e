/**
 * Rate limits count in fixed windows (worker/services/rate-limit.ts, windowStart). A test that fills a
 * window and then expects a refusal fails when a window ends between the two: with 30 sign-ins
 * taking about 1.6 s, once in a few hundred runs (seen in CI). This waits, when needed, until a
 * fresh window starts, so at least `needMs` of the window lie ahead.
 */
export async function awayFromWindowEnd(windowMs: number, needMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** A test timeout that leaves room for awayFromWindowEnd's wait. */
export const WINDOW_WAIT_TIMEOUT = 60_000;
