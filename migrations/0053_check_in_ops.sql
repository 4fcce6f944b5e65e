-- Check-in operations (docs/decisions/224-check-in-operations-and-offline-queue.md).
-- Forward-only; INTEGER milliseconds since the epoch, as in 0004.
--
-- One row per check-in or check-out the organiser's page sent, under the operation id the page
-- made up when the organiser tapped (so a queue replayed after a lost connection never counts
-- twice: the same id returns the first answer). code_hash is the SHA-256 of the volunteer's
-- signed code when the operation came from a scan: one code checks in once and out once.
CREATE TABLE IF NOT EXISTS volunteer_check_in_ops (
  op_id TEXT PRIMARY KEY,
  -- No foreign keys: a log kept 90 days (worker/scheduled/retention.ts); deleting an account deletes its rows.
  event_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  slot_id TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL CHECK (action IN ('in', 'out')),
  code_hash TEXT,
  actor_id TEXT NOT NULL,
  -- The answer given the first time (JSON), returned as is to a replay of the same operation.
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS volunteer_check_in_ops_code ON volunteer_check_in_ops(code_hash, action)
  WHERE code_hash IS NOT NULL;
CREATE INDEX IF NOT EXISTS volunteer_check_in_ops_user ON volunteer_check_in_ops(user_id);
CREATE INDEX IF NOT EXISTS volunteer_check_in_ops_age ON volunteer_check_in_ops(created_at);
