-- Platform bookkeeping shared by later features. Forward-only; see docs/decisions/001-architecture.md.
-- Rate-limit counters (sign-in, public forms) keyed by bucket and window start.
CREATE TABLE IF NOT EXISTS rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
