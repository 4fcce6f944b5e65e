-- Review console. Forward-only. Same conventions as 0002: UUID text ids, INTEGER ms times.
-- One row per manager decision: who (actor), what (subject + action), from and to which status, why
-- (comment) and when. Written in the same batch as the decision's side effects (docs/decisions/028).
CREATE TABLE IF NOT EXISTS audit_log (
  id TEXT PRIMARY KEY,
  -- The actor: the manager who decided (NULL for scripts/manager-create.mjs, which has no user).
  user_id TEXT REFERENCES users(id),
  -- registration_request | facility | charity_event | user
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  -- approve, decline, accept, block, unblock, publish, grant_role ... (docs/api/manager.md)
  action TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  comment TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_subject ON audit_log(subject_type, subject_id, created_at);
CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log(user_id, created_at);
CREATE INDEX IF NOT EXISTS audit_log_created ON audit_log(created_at);
