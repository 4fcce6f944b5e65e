import type { SubmissionMeta } from './questions';

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
