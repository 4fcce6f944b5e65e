import { EDITIONS, isLocale, type EditionId } from '../../editions';
import { createTranslator } from '../../ui/shared/i18n';
import { deleteImage } from '../data/media';
import { messagesFor } from '../i18n/messages';
import { deleteRecordStatements, exportRecordData } from '../hours';

/**
 * People's data under their control (docs/privacy.md, ADR 215): what the portal holds about one
 * person, as a download, and the account's deletion. Every table with a column that can name a
 * person is in PERSONAL_TABLES (account-data-tables.ts) with what the download calls it (or why it
 * is not in the download) and what deletion does to it.
 */

const DAY = 86_400_000;
/** How long a "delete my account" link mailed to a Google-only account works. */
export const DELETE_LINK_TTL_MS = DAY / 24;

type Row = Record<string, unknown>;

async function all(db: D1Database, sql: string, ...binds: unknown[]): Promise<Row[]> {
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<Row>()
  ).results;
}

const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : ms);
/** Millisecond timestamps (columns ending in `_at`) as ISO strings, for people reading the file. */
function readable(rows: Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.endsWith('_at') ? iso(v) : v])),
  );
}

/**
 * Everything the portal holds about `userId`, by PERSONAL_TABLES key. Secrets never leave: no
 * password hash or salt, no token hash, no calendar feed token, no session id (a session is
 * shown by its times and browser).
 */
export async function exportAccountData(db: D1Database, userId: string, now = Date.now()): Promise<Row | null> {
  const user = await db
    .prepare(
      `SELECT id, email, name, phone, locale, edition, status, email_verified_at, image_url, org_id, created_at, updated_at,
        password_hash IS NOT NULL AS has_password FROM users WHERE id = ?`,
    )
    .bind(userId)
    .first<Row>();
  if (!user) return null;
  const email = user.email as string;
  const u = userId;
  const [
    roles,
    organisation,
    linkedIdentities,
    pendingIdentityLinks,
    sessions,
    oneTimeLinks,
    emailChangeRequests,
    registrationRequests,
    eventSignups,
    eventWaitlists,
    calendarFeed,
    pointsLedger,
    mailPreferences,
    checkInOperations,
    notifications,
    questions,
    inquiries,
    subscriptions,
    pointReports,
    osmPointReports,
    pointsCreated,
    pointChecks,
    pointStatusChanges,
    eventsCreated,
    eventsDeleted,
    organisationChanges,
    audit,
    record,
    collectionDrives,
  ] = await Promise.all([
    all(db, 'SELECT role FROM user_roles WHERE user_id = ? ORDER BY role', u),
    all(
      db,
      'SELECT o.id, o.name, o.full_name, o.tin, o.address, o.logo_url, o.edition, o.contacts, o.created_at FROM organisations o JOIN users x ON x.org_id = o.id WHERE x.id = ?',
      u,
    ),
    all(
      db,
      'SELECT provider, issuer, subject, email, created_at, last_used_at FROM linked_identities WHERE user_id = ?',
      u,
    ),
    all(db, 'SELECT provider, issuer, subject, email, created_at FROM pending_identity_links WHERE email = ?', email),
    all(
      db,
      'SELECT created_at, expires_at, refreshed_at, revoked_at, user_agent FROM sessions WHERE user_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT purpose, created_at, expires_at, used_at FROM one_time_tokens WHERE user_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT old_email, new_email, created_at, expires_at, used_at, cancelled_at FROM email_change_requests WHERE user_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      `SELECT id, org_name, address, inn, contact_name, email, requested_roles, edition, locale, status, decided_at, reason, created_at
       FROM registration_requests WHERE user_id = ? OR email = ? ORDER BY created_at`,
      u,
      email,
    ),
    all(
      db,
      `SELECT s.event_id, e.title AS event_title, s.status, s.created_at, s.cancelled_at, s.attended_at, s.confirmed_at, s.promoted_at
       FROM charity_event_signups s LEFT JOIN charity_events e ON e.id = s.event_id WHERE s.user_id = ? ORDER BY s.created_at`,
      u,
    ),
    all(
      db,
      `SELECT w.event_id, e.title AS event_title, w.joined_at FROM charity_event_waitlist w
       LEFT JOIN charity_events e ON e.id = w.event_id WHERE w.user_id = ?`,
      u,
    ),
    // The feed's token is a credential: only that a feed exists and since when.
    all(db, 'SELECT created_at FROM charity_event_feeds WHERE user_id = ?', u),
    all(db, 'SELECT points, reason, event_id, created_at FROM balance_ledger WHERE user_id = ? ORDER BY created_at', u),
    all(db, 'SELECT kind, created_at FROM volunteer_mail_optouts WHERE user_id = ?', u),
    all(
      db,
      `SELECT event_id, slot_id, action, created_at, CASE WHEN user_id = ? THEN 'volunteer' ELSE 'organiser' END AS role
       FROM volunteer_check_in_ops WHERE user_id = ? OR actor_id = ? ORDER BY created_at`,
      u,
      u,
      u,
    ),
    all(
      db,
      'SELECT kind, message_key, params, link, created_at, read_at FROM notifications WHERE user_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT name, email, city, text, edition, locale, created_at FROM support_questions WHERE user_id = ? OR email = ? ORDER BY created_at',
      u,
      email,
    ),
    all(
      db,
      'SELECT type, name, phone, city, org_name, email, text, edition, locale, created_at FROM inquiries WHERE user_id = ? OR email = ? ORDER BY created_at',
      u,
      email,
    ),
    all(
      db,
      'SELECT email, edition, locale, created_at, confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = ?',
      email,
    ),
    all(
      db,
      'SELECT facility_id, kind, comment, status, resolution, resolved_at, created_at FROM facility_reports WHERE reporter_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT osm_facility_id, kind, comment, status, resolution, resolved_at, created_at FROM osm_facility_reports WHERE reporter_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      'SELECT id, org_id, status, name, address, created_at, updated_at, deleted_at FROM facilities WHERE author_id = ? ORDER BY created_at',
      u,
    ),
    all(db, 'SELECT facility_id, source, created_at FROM facility_checks WHERE actor_id = ? ORDER BY created_at', u),
    all(
      db,
      'SELECT facility_id, transit, from_status, to_status, comment, created_at FROM facility_status_history WHERE actor_id = ? ORDER BY created_at',
      u,
    ),
    all(
      db,
      `SELECT id, org_id, status, title, starts_at, ends_at, city, created_at, updated_at,
        CASE WHEN author_id = ? THEN 'author' ELSE 'reviewer' END AS role
       FROM charity_events WHERE author_id = ? OR reviewed_by = ? ORDER BY created_at`,
      u,
      u,
      u,
    ),
    all(db, 'SELECT id, slug, title, deleted_at FROM charity_event_tombstones WHERE deleted_by = ?', u),
    all(
      db,
      'SELECT org_id, name, full_name, tin, status, decided_at, reason, created_at FROM pending_org_changes WHERE requested_by = ? OR decided_by = ? ORDER BY created_at',
      u,
      u,
    ),
    all(
      db,
      `SELECT subject_type, subject_id, action, from_status, to_status, comment, created_at,
        CASE WHEN user_id = ? THEN 'actor' ELSE 'subject' END AS role
       FROM audit_log WHERE user_id = ? OR (subject_type = 'user' AND subject_id = ?) ORDER BY created_at`,
      u,
      u,
      u,
    ),
    exportRecordData(db, u),
    all(
      db,
      `SELECT id, org_id, status, title, address, start_date, end_date, created_at, updated_at,
        CASE WHEN author_id = ? THEN 'author' ELSE 'reviewer' END AS role
       FROM collection_drives WHERE author_id = ? OR reviewed_by = ? ORDER BY created_at`,
      u,
      u,
      u,
    ),
  ]);
  const profile = { ...readable([user])[0], has_password: user.has_password === 1, roles: roles.map((r) => r.role) };
  return {
    exportedAt: new Date(now).toISOString(),
    profile,
    organisation: readable(organisation)[0] ?? null,
    linkedIdentities: readable(linkedIdentities),
    pendingIdentityLinks: readable(pendingIdentityLinks),
    sessions: readable(sessions),
    oneTimeLinks: readable(oneTimeLinks),
    emailChangeRequests: readable(emailChangeRequests),
    registrationRequests: readable(registrationRequests),
    eventSignups: readable(eventSignups),
    eventWaitlists: readable(eventWaitlists),
    calendarFeed: readable(calendarFeed)[0] ?? null,
    pointsLedger: readable(pointsLedger),
    mailPreferences: readable(mailPreferences),
    checkInOperations: readable(checkInOperations),
    notifications: readable(notifications),
    questions: readable(questions),
    inquiries: readable(inquiries),
    subscriptions: readable(subscriptions),
    pointReports: readable(pointReports),
    osmPointReports: readable(osmPointReports),
    pointsCreated: readable(pointsCreated),
    pointChecks: readable(pointChecks),
    pointStatusChanges: readable(pointStatusChanges),
    eventsCreated: readable(eventsCreated),
    collectionDrives: readable(collectionDrives),
    eventsDeleted: readable(eventsDeleted),
    organisationChanges: readable(organisationChanges),
    audit: readable(audit),
    ...Object.fromEntries(Object.entries(record).map(([key, rows]) => [key, readable(rows)])),
  };
}

/** "Deleted user" in the person's own language: what an organiser's roster or a history shows. */
function deletedUserName(locale: string, editionId: string): string {
  const edition = EDITIONS[editionId as EditionId] ?? EDITIONS.ru;
  const lang = isLocale(locale) && edition.locales.includes(locale) ? locale : edition.defaultLocale;
  return createTranslator(lang, messagesFor(lang, edition.defaultLocale)).t('profile.data.deletedUser');
}

/** The tombstone's address: unique, never deliverable (.invalid, RFC 2606), naming nobody. */
const tombstoneEmail = (tombstoneId: string) => `deleted-${tombstoneId}@deleted.invalid`;

/**
 * Deletes the account of `userId` in one transaction (ADR 215). A fresh tombstone user (new id,
 * "Deleted user", an undeliverable address, disabled, no password, no roles) takes the person's
 * place where a row must stay for others: the events and points they created or reviewed, their
 * sign-ups (an event's volunteer count), their reports (a point's history), audit rows. Every
 * other row naming them (by id or e-mail) is deleted, and so is the user row itself, so no row
 * names the person afterwards. Sessions, one-time links, the calendar feed and rate-limit rows
 * go with it. Returns the tombstone's id, or null when there was no such active account.
 */
export async function deleteAccount(
  env: { DB: D1Database; MEDIA: R2Bucket },
  userId: string,
  now = Date.now(),
): Promise<string | null> {
  const db = env.DB;
  const user = await db
    .prepare("SELECT email, locale, edition, image_url FROM users WHERE id = ? AND status != 'disabled'")
    .bind(userId)
    .first<{ email: string; locale: string; edition: string; image_url: string | null }>();
  if (!user) return null;
  const u = userId;
  const e = user.email;
  const t = crypto.randomUUID();
  const run = (sql: string, ...binds: unknown[]) => db.prepare(sql).bind(...binds);
  const statements = [
    run(
      `INSERT INTO users (id, email, name, phone, locale, edition, status, created_at, updated_at)
       SELECT ?, ?, ?, NULL, locale, edition, 'disabled', ?, ? FROM users WHERE id = ?`,
      t,
      tombstoneEmail(t),
      deletedUserName(user.locale, user.edition),
      now,
      now,
      u,
    ),
    // Kept for others, naming the tombstone: events and points (created, reviewed, checked), their histories.
    run('UPDATE charity_events SET author_id = ? WHERE author_id = ?', t, u),
    run('UPDATE charity_events SET reviewed_by = ? WHERE reviewed_by = ?', t, u),
    run('UPDATE collection_drives SET author_id = ? WHERE author_id = ?', t, u),
    run('UPDATE collection_drives SET reviewed_by = ? WHERE reviewed_by = ?', t, u),
    run("UPDATE charity_events SET contact_email = '' WHERE contact_email = ?", e),
    run('UPDATE charity_event_tombstones SET deleted_by = ? WHERE deleted_by = ?', t, u),
    run('UPDATE charity_event_signups SET attendance_marked_by = ? WHERE attendance_marked_by = ?', t, u),
    // A sign-up for an event still to come frees its place; past ones keep the event's count.
    run(
      `UPDATE charity_event_signups SET status = 'cancelled', cancelled_at = ?
       WHERE user_id = ? AND status = 'active' AND event_id IN (SELECT id FROM charity_events WHERE starts_at > ?)`,
      now,
      u,
      now,
    ),
    run('UPDATE charity_event_signups SET user_id = ? WHERE user_id = ?', t, u),
    // The person's hours and corrections: deleteRecordStatements (account-data-record.ts). Check-in
    // operations they made as an organiser stay under the tombstone; their own are removed.
    run('UPDATE volunteer_check_in_ops SET actor_id = ? WHERE actor_id = ?', t, u),
    run('DELETE FROM volunteer_check_in_ops WHERE user_id = ?', u),
    run('UPDATE facilities SET author_id = ? WHERE author_id = ?', t, u),
    run("UPDATE facilities SET supervisor_email = '' WHERE supervisor_email = ?", e),
    run('UPDATE facilities SET contacts = replace(contacts, ?, ?) WHERE instr(contacts, ?) > 0', e, '', e),
    run('UPDATE organisations SET contacts = replace(contacts, ?, ?) WHERE instr(contacts, ?) > 0', e, '', e),
    run('UPDATE facility_status_history SET actor_id = ? WHERE actor_id = ?', t, u),
    run('UPDATE facility_checks SET actor_id = ? WHERE actor_id = ?', t, u),
    ...['facility_reports', 'osm_facility_reports'].flatMap((table) => [
      run(`UPDATE ${table} SET reporter_id = ? WHERE reporter_id = ?`, t, u),
      run(`UPDATE ${table} SET resolved_by = ? WHERE resolved_by = ?`, t, u),
      // A report's voice keys name the account (u:<id>): the tombstone's keep the voices apart.
      run(`UPDATE ${table} SET visitor_key = ? WHERE visitor_key = ?`, `u:${t}`, `u:${u}`),
      run(`UPDATE ${table} SET person_key = ? WHERE person_key = ?`, `u:${t}`, `u:${u}`),
    ]),
    run('UPDATE osm_facility_claims SET decided_by = ? WHERE decided_by = ?', t, u),
    run('UPDATE pending_org_changes SET requested_by = ? WHERE requested_by = ?', t, u),
    run('UPDATE pending_org_changes SET decided_by = ? WHERE decided_by = ?', t, u),
    run('UPDATE registration_requests SET decided_by = ? WHERE decided_by = ?', t, u),
    run('UPDATE audit_log SET user_id = ? WHERE user_id = ?', t, u),
    run("UPDATE audit_log SET subject_id = ? WHERE subject_type = 'user' AND subject_id = ?", t, u),
    run('UPDATE audit_log SET comment = replace(comment, ?, ?) WHERE instr(comment, ?) > 0', e, '', e),
    run('UPDATE guide_items SET created_by = ? WHERE created_by = ?', t, u),
    run('UPDATE guide_synonyms SET created_by = ? WHERE created_by = ?', t, u),
    // Exactly-once keys of scheduled work that name the person keep their meaning for the tombstone.
    run('UPDATE scheduled_claims SET key = replace(key, ?, ?) WHERE instr(key, ?) > 0', u, t, u),
    // Removed: the person's own rows, their credentials and what only concerns them.
    run('DELETE FROM registration_requests WHERE user_id = ? OR email = ?', u, e),
    run('DELETE FROM sessions WHERE user_id = ?', u),
    run('DELETE FROM one_time_tokens WHERE user_id = ?', u),
    run('DELETE FROM email_change_requests WHERE user_id = ? OR old_email = ? OR new_email = ?', u, e, e),
    run('DELETE FROM linked_identities WHERE user_id = ?', u),
    run('DELETE FROM pending_identity_links WHERE email = ?', e),
    run('DELETE FROM charity_event_waitlist WHERE user_id = ?', u),
    run('DELETE FROM charity_event_feeds WHERE user_id = ?', u),
    run('DELETE FROM balance_ledger WHERE user_id = ?', u),
    run('DELETE FROM volunteer_mail_optouts WHERE user_id = ?', u),
    run('DELETE FROM notifications WHERE user_id = ?', u),
    run('DELETE FROM support_questions WHERE user_id = ? OR email = ?', u, e),
    run('DELETE FROM inquiries WHERE user_id = ? OR email = ?', u, e),
    run('DELETE FROM newsletter_subscriptions WHERE email = ?', e),
    run('DELETE FROM mail_outbox WHERE recipient = ? OR instr(text_body, ?) > 0', e, e),
    run('DELETE FROM rate_limits WHERE instr(bucket, ?) > 0 OR instr(bucket, ?) > 0', u, e),
    ...deleteRecordStatements(db, u, t),
    run('DELETE FROM user_roles WHERE user_id = ?', u),
    run('DELETE FROM users WHERE id = ?', u),
  ];
  const results = await db.batch(statements);
  if (results.at(-1)?.meta.changes !== 1) return null;
  if (user.image_url?.startsWith('/media/avatars/'))
    await deleteImage(env.MEDIA, user.image_url.slice('/media/'.length)).catch(() => undefined);
  return t;
}
