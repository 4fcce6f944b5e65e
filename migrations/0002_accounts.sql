-- Accounts and sessions. Forward-only.
-- Conventions for every table here: ids are random UUID text, times are INTEGER milliseconds since
-- the Unix epoch, JSON columns are TEXT holding JSON, e-mail addresses are stored lower-case.

-- Organisations of corporate users (recycling point owners, event creators).
CREATE TABLE IF NOT EXISTS organisations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  full_name TEXT,
  tin TEXT,
  address TEXT,
  logo_url TEXT,
  edition TEXT NOT NULL,
  -- {"about","website","phone","vk","ok","tg","zen", "about_<lang>"...} (docs/product.md §3.5 org_info.contacts)
  contacts TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  name TEXT NOT NULL DEFAULT '',
  -- Digits with the calling code; docs/product.md §3.1 shows it to the UI without its first character.
  phone TEXT,
  -- PBKDF2 parameters live beside the hash so the iteration count can be raised later.
  -- NULL hash: no password yet (a corporate account created on approval sets one by recovery).
  password_hash TEXT,
  password_salt TEXT,
  password_iterations INTEGER,
  password_algorithm TEXT,
  locale TEXT NOT NULL,
  edition TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'pending', 'disabled')),
  email_verified_at INTEGER,
  image_url TEXT,
  org_id TEXT REFERENCES organisations(id),
  profile_id TEXT,
  payment_account_id TEXT,
  is_synced_with_mobile INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS users_org ON users(org_id);

-- Server role names (docs/product.md §6 plus manager): volunteer, promotion_creator, facility, tester, manager.
-- No CHECK on purpose: unknown roles are ignored by the mapping, and new ones need no table rebuild.
CREATE TABLE IF NOT EXISTS user_roles (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (user_id, role)
);

-- Corporate registrations wait here for a manager (the review console is).
CREATE TABLE IF NOT EXISTS registration_requests (
  id TEXT PRIMARY KEY,
  org_name TEXT NOT NULL,
  address TEXT NOT NULL,
  inn TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL CHECK (email = lower(email)),
  -- Server roles the applicant chose, e.g. ["promotion_creator","facility"].
  requested_roles TEXT NOT NULL,
  edition TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by TEXT REFERENCES users(id),
  decided_at INTEGER,
  reason TEXT,
  -- The account created when the request is approved.
  user_id TEXT REFERENCES users(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS registration_requests_status ON registration_requests(status, created_at);
CREATE INDEX IF NOT EXISTS registration_requests_email ON registration_requests(email);

-- A session row per sign-in: logout revokes it, disabling the user revokes all (docs/decisions/005).
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  -- Absolute end of the session; tokens are refreshed up to it, never past it.
  expires_at INTEGER NOT NULL,
  refreshed_at INTEGER,
  revoked_at INTEGER,
  user_agent TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);

-- Single-use links (verify e-mail, password recovery); only a SHA-256 of the token is stored.
CREATE TABLE IF NOT EXISTS one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS one_time_tokens_user ON one_time_tokens(user_id, purpose);

-- Every message is stored first; a delivery adapter sends it (production) or it stays here (/dev/mail).
CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  locale TEXT NOT NULL,
  edition TEXT NOT NULL,
  template TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS mail_outbox_unsent ON mail_outbox(sent_at, created_at);
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox(recipient, created_at);
