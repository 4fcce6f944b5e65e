-- Socket tickets presented at an upgrade (`?ticket=`) are single-use there too
-- (docs/decisions/122-socket-upgrades.md): the worker records each jti until the ticket expires.
CREATE TABLE IF NOT EXISTS socket_ticket_uses (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS socket_ticket_uses_expiry ON socket_ticket_uses(expires_at);

-- A change of an organisation's public identity (name, full name, tax id) waits for a manager
-- (docs/decisions/128-organisation-identity-review.md); the public keeps the old identity until then.
CREATE TABLE IF NOT EXISTS pending_org_changes (
  id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  requested_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  tin TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn')),
  decided_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  decided_at INTEGER,
  reason TEXT,
  created_at INTEGER NOT NULL
);
-- One open request per organisation: a new one replaces (withdraws) the previous.
CREATE UNIQUE INDEX IF NOT EXISTS pending_org_changes_open ON pending_org_changes(org_id) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS pending_org_changes_status ON pending_org_changes(status, created_at);
