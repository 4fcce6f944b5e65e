/**
 * All of the forms' SQL (migrations/0007): support questions, inquiries and newsletter
 * subscriptions. Nothing outside worker/forms/ writes these tables; the account's export and
 * deletion (worker/services/account-data.ts) and retention read them by name.
 */
import type { SupportQuestion } from '../../ui/shared/schemas/support-question';

export interface SubmissionMeta {
  userId: string | null;
  edition: string;
  locale: string;
}

/** The INSERT of one support question (returned unrun, so a service can batch it with its mail). */
export function insertSupportQuestion(
  db: D1Database,
  id: string,
  q: SupportQuestion,
  meta: SubmissionMeta,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO support_questions (id, name, email, city, text, user_id, edition, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(id, q.name, q.email, q.city, q.text, meta.userId, meta.edition, meta.locale, now);
}

type StoredInquiryType = 'government' | 'recycling-companies' | 'small-and-medium-sized-business' | 'question';

export interface InquiryRow {
  type: StoredInquiryType;
  name: string;
  phone: string | null;
  city: string;
  orgName: string | null;
  email: string;
  text: string;
}

/** The INSERT of one inquiry or write-to-us message (returned unrun for batching). */
export function insertInquiry(
  db: D1Database,
  id: string,
  row: InquiryRow,
  meta: SubmissionMeta,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO inquiries (id, type, name, phone, city, org_name, email, text, user_id, edition, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      row.type,
      row.name,
      row.phone,
      row.city,
      row.orgName,
      row.email,
      row.text,
      meta.userId,
      meta.edition,
      meta.locale,
      now,
    );
}

/** Newsletter subscriptions (migrations/0007): pending → confirmed → unsubscribed (and back by re-subscribing). */
export interface SubscriptionRow {
  id: string;
  email: string;
  edition: string;
  locale: string;
  confirm_token_hash: string | null;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

export async function findSubscription(
  db: D1Database,
  email: string,
  edition: string,
): Promise<SubscriptionRow | null> {
  return db
    .prepare('SELECT * FROM newsletter_subscriptions WHERE email = ? AND edition = ?')
    .bind(email, edition)
    .first<SubscriptionRow>();
}

export async function findSubscriptionById(db: D1Database, id: string): Promise<SubscriptionRow | null> {
  return db.prepare('SELECT * FROM newsletter_subscriptions WHERE id = ?').bind(id).first<SubscriptionRow>();
}

/**
 * A new pending subscription, or an existing one put back to pending with a fresh token
 * (re-subscribing after an unsubscribe needs a new confirmation).
 */
export function upsertPendingSubscription(
  db: D1Database,
  row: { id: string; email: string; edition: string; locale: string; tokenHash: string },
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO newsletter_subscriptions (id, email, edition, locale, confirm_token_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (email, edition) DO UPDATE SET
         confirm_token_hash = excluded.confirm_token_hash, locale = excluded.locale,
         confirmed_at = NULL, unsubscribed_at = NULL`,
    )
    .bind(row.id, row.email, row.edition, row.locale, row.tokenHash, now);
}

/** Confirms by token hash; conditional, so a used or unknown token changes nothing. */
export async function confirmSubscription(
  db: D1Database,
  tokenHash: string,
  now = Date.now(),
): Promise<SubscriptionRow | null> {
  return db
    .prepare(
      `UPDATE newsletter_subscriptions SET confirmed_at = ?, confirm_token_hash = NULL
       WHERE confirm_token_hash = ? AND unsubscribed_at IS NULL RETURNING *`,
    )
    .bind(now, tokenHash)
    .first<SubscriptionRow>();
}

export async function unsubscribe(db: D1Database, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE newsletter_subscriptions SET unsubscribed_at = ?, confirm_token_hash = NULL WHERE id = ? AND unsubscribed_at IS NULL',
    )
    .bind(now, id)
    .run();
  return result.meta.changes > 0;
}
