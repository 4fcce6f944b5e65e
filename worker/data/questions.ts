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
