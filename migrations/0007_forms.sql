-- Public forms: support questions, inquiries, newsletter subscriptions. Forward-only.
-- Conventions as in 0002: ids are random UUID text, times INTEGER milliseconds, e-mails lower-case.

-- 'Ask question' (docs/product.md §3.6 support question form; POST /api/wf__support_question__support_question/).
CREATE TABLE IF NOT EXISTS support_questions (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL CHECK (email = lower(email)),
  city TEXT NOT NULL,
  text TEXT NOT NULL,
  -- The signed-in author, when there was one.
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  edition TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS support_questions_created ON support_questions(edition, created_at);

-- Inquiries by audience and write-to-us messages (type 'question'), both from POST /inquire.
CREATE TABLE IF NOT EXISTS inquiries (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('government', 'recycling-companies', 'small-and-medium-sized-business', 'question')),
  name TEXT NOT NULL,
  -- E.164 (+79161234567) or NULL when not given.
  phone TEXT,
  city TEXT NOT NULL,
  -- Required for audience inquiries, NULL for write-to-us.
  org_name TEXT,
  email TEXT NOT NULL CHECK (email = lower(email)),
  text TEXT NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  edition TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS inquiries_type_created ON inquiries(edition, type, created_at);

-- Footer newsletter with double opt-in: a row is pending until its confirmation link is used.
-- Only a SHA-256 of the confirmation token is stored; the unsubscribe link is signed (HMAC of the id).
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL CHECK (email = lower(email)),
  edition TEXT NOT NULL,
  locale TEXT NOT NULL,
  confirm_token_hash TEXT,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER,
  UNIQUE (email, edition)
);
CREATE INDEX IF NOT EXISTS newsletter_subscriptions_token ON newsletter_subscriptions(confirm_token_hash);
