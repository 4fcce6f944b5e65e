-- The volunteer record: its issued PDFs with their public check, and minors' guardian consent
-- (docs/decisions/226-minors-and-guardian-consent.md, 227-the-volunteer-record-pdf.md,
-- 228-record-verification-links.md). Forward-only; INTEGER milliseconds since the epoch, as in 0004.

-- One row per PDF issued. token is the short public part of /v/<token>; facts is a JSON snapshot of
-- exactly what the PDF states (name, period, activities, totals), so the check page shows the same
-- facts however the hours change later. revoked_at set: the link answers 410.
CREATE TABLE IF NOT EXISTS volunteer_record_issues (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  facts TEXT NOT NULL,
  locale TEXT NOT NULL,
  edition TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS volunteer_record_issues_user ON volunteer_record_issues(user_id, created_at);

-- A volunteer's own birth date (optional, YYYY-MM-DD) and, for a minor, the parent's or guardian's
-- consent: the address the request went to, when, and when the guardian confirmed by the mailed link.
CREATE TABLE IF NOT EXISTS volunteer_guardianship (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  birth_date TEXT,
  guardian_email TEXT CHECK (guardian_email IS NULL OR guardian_email = lower(guardian_email)),
  consent_requested_at INTEGER,
  consent_given_at INTEGER,
  updated_at INTEGER NOT NULL
);
