-- Sign in with Google. Forward-only.
-- One row per external identity linked to an account: the provider's stable subject, never the
-- e-mail, identifies it (an address can change hands at the provider; `sub` cannot).
CREATE TABLE IF NOT EXISTS linked_identities (
  provider TEXT NOT NULL,
  -- The ID token's `iss` and `sub` together name the identity.
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The verified address the provider reported when the link was made (shown in the profile).
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  PRIMARY KEY (issuer, subject),
  -- One identity per provider per account.
  UNIQUE (user_id, provider)
);

-- A corporate sign-up through Google waits for review; the identity that asked is remembered so
-- the approved account is linked at its first Google sign-in without a merge confirmation.
CREATE TABLE IF NOT EXISTS pending_identity_links (
  email TEXT NOT NULL CHECK (email = lower(email)),
  provider TEXT NOT NULL,
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (email, provider)
);
