-- Profile. Forward-only. Same conventions as 0002: UUID/text ids, INTEGER milliseconds
-- since the epoch, lower-case e-mail. Design: docs/decisions/032-email-change.md.
--
-- Nothing else is needed for the profile itself: users.name/phone/image_url and the organisation's
-- full_name/tin/address/logo_url/contacts (0002) already hold every field of docs/product.md §3.1 and the
-- org_info of docs/product.md §3.5 that the recycling points' public pages read.

-- A pending e-mail change: the link mailed to the new address carries the raw token, only its
-- SHA-256 is stored. The address changes only when the link is used (once, before it expires).
CREATE TABLE IF NOT EXISTS email_change_requests (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  old_email TEXT NOT NULL CHECK (old_email = lower(old_email)),
  new_email TEXT NOT NULL CHECK (new_email = lower(new_email)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  -- Set when a newer request or a completed change makes this one void.
  cancelled_at INTEGER
);
CREATE INDEX IF NOT EXISTS email_change_requests_user ON email_change_requests(user_id, created_at);
