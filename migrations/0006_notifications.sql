-- Live notifications. Forward-only. Times are INTEGER milliseconds since the epoch.
-- A row stores a message KEY and its params, never rendered text: every viewer reads it in their
-- own locale (docs/decisions/021-notification-rows.md).
CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- What produced it: review, registration, event, attendance, system, ... (free text, short).
  kind TEXT NOT NULL,
  -- A locale key under notifications.messages.* and its {name} params as a JSON object.
  message_key TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  -- A site path without the locale prefix (e.g. /profile/recycling-points), or NULL.
  link TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
-- The feed (newest first, paged by created_at) and the catch-up after a reconnect (since).
CREATE INDEX IF NOT EXISTS notifications_user_created ON notifications(user_id, created_at DESC, id DESC);
-- The badge: unread rows of one user.
CREATE INDEX IF NOT EXISTS notifications_user_unread ON notifications(user_id) WHERE read_at IS NULL;
