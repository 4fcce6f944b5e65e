/**
 * The volunteer record's part of people's data under their control (docs/privacy.md, ADR 215):
 * its tables in the download and what deletion does to them, beside account-data.ts.
 * volunteer_hours and its corrections are written by check-in; here they are the person's record.
 */
export const RECORD_TABLES: Record<string, { exportKey: string; deletion: 'removed' | 'anonymised' }> = {
  volunteer_hours: { exportKey: 'volunteerHours', deletion: 'removed' },
  volunteer_hours_corrections: { exportKey: 'volunteerHoursCorrections', deletion: 'anonymised' },
  volunteer_record_issues: { exportKey: 'volunteerRecordIssues', deletion: 'removed' },
  volunteer_guardianship: { exportKey: 'guardianship', deletion: 'removed' },
};

type Row = Record<string, unknown>;

async function all(db: D1Database, sql: string, ...binds: unknown[]): Promise<Row[]> {
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<Row>()
  ).results;
}

/** The record's sections of the download, rows as stored (times in milliseconds are made readable by the caller). */
export async function exportRecordData(db: D1Database, u: string): Promise<Record<string, Row[]>> {
  const [volunteerHours, volunteerHoursCorrections, volunteerRecordIssues, guardianship] = await Promise.all([
    all(
      db,
      `SELECT h.event_id, e.title AS event_title, h.slot_id, h.org_id, h.role_name, h.source, h.checked_in_at,
         h.checked_out_at, h.minutes, h.verified, h.local_date, h.created_at, h.updated_at
       FROM volunteer_hours h LEFT JOIN charity_events e ON e.id = h.event_id WHERE h.user_id = ? ORDER BY h.local_date`,
      u,
    ),
    // Corrections of one's own hours (who made them is an organiser: named by role, not id), and
    // the ones one made as an organiser.
    all(
      db,
      `SELECT event_id, slot_id, reason, minutes_before, minutes_after, created_at,
         CASE WHEN user_id = ? THEN 'volunteer' ELSE 'corrected_by' END AS role
       FROM volunteer_hours_corrections WHERE user_id = ? OR corrected_by = ? ORDER BY created_at`,
      u,
      u,
      u,
    ),
    all(
      db,
      'SELECT token, period_from, period_to, facts, locale, edition, created_at, revoked_at FROM volunteer_record_issues WHERE user_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT birth_date, guardian_email, consent_requested_at, consent_given_at, updated_at FROM volunteer_guardianship WHERE user_id = ?',
      u,
    ),
  ]);
  return { volunteerHours, volunteerHoursCorrections, volunteerRecordIssues, guardianship };
}

/** Deletion's statements for the record (`t` is the tombstone that keeps corrections others made). */
export function deleteRecordStatements(db: D1Database, u: string, t: string): D1PreparedStatement[] {
  const run = (sql: string, ...binds: unknown[]) => db.prepare(sql).bind(...binds);
  return [
    // A correction an organiser made stays on the volunteer's record, naming the tombstone.
    run('UPDATE volunteer_hours_corrections SET corrected_by = ? WHERE corrected_by = ?', t, u),
    run('DELETE FROM volunteer_hours_corrections WHERE user_id = ?', u),
    run('DELETE FROM volunteer_hours WHERE user_id = ?', u),
    run('UPDATE volunteer_hours SET checked_in_by = ? WHERE checked_in_by = ?', t, u),
    run('UPDATE volunteer_hours SET checked_out_by = ? WHERE checked_out_by = ?', t, u),
    run('DELETE FROM volunteer_record_issues WHERE user_id = ?', u),
    run('DELETE FROM volunteer_guardianship WHERE user_id = ?', u),
  ];
}
