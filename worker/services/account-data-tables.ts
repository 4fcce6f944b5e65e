import { RECORD_TABLES } from '../hours';

/**
 * Every table with a column that can name a person (ADR 215, docs/privacy.md): what the download
 * calls it, or why it is not in the download, and what deletion does to it.
 * test/integration/account-data.test.ts walks the migrated schema and fails when a table that names
 * people is missing here.
 */
type Deletion =
  /** The person's rows are deleted. */
  | 'removed'
  /** The rows stay for others (an event's history, a point's history) and name a tombstone instead of the person. */
  | 'anonymised';

export interface PersonalTable {
  /** The key of the download that holds the person's rows; null: not in the download (see `why`). */
  exportKey: string | null;
  deletion: Deletion;
  /** Why the table is not in the download (secrets, copies of mail, other people's records). */
  why?: string;
}

export const PERSONAL_TABLES: Record<string, PersonalTable> = {
  users: { exportKey: 'profile', deletion: 'anonymised' },
  user_roles: { exportKey: 'profile', deletion: 'removed' },
  organisations: { exportKey: 'organisation', deletion: 'anonymised' },
  linked_identities: { exportKey: 'linkedIdentities', deletion: 'removed' },
  pending_identity_links: { exportKey: 'pendingIdentityLinks', deletion: 'removed' },
  sessions: { exportKey: 'sessions', deletion: 'removed' },
  one_time_tokens: { exportKey: 'oneTimeLinks', deletion: 'removed' },
  email_change_requests: { exportKey: 'emailChangeRequests', deletion: 'removed' },
  registration_requests: { exportKey: 'registrationRequests', deletion: 'removed' },
  charity_event_signups: { exportKey: 'eventSignups', deletion: 'anonymised' },
  charity_event_waitlist: { exportKey: 'eventWaitlists', deletion: 'removed' },
  charity_event_feeds: { exportKey: 'calendarFeed', deletion: 'removed' },
  balance_ledger: { exportKey: 'pointsLedger', deletion: 'removed' },
  volunteer_check_in_ops: { exportKey: 'checkInOperations', deletion: 'removed' },
  volunteer_mail_optouts: { exportKey: 'mailPreferences', deletion: 'removed' },
  notifications: { exportKey: 'notifications', deletion: 'removed' },
  support_questions: { exportKey: 'questions', deletion: 'removed' },
  inquiries: { exportKey: 'inquiries', deletion: 'removed' },
  newsletter_subscriptions: { exportKey: 'subscriptions', deletion: 'removed' },
  facility_reports: { exportKey: 'pointReports', deletion: 'anonymised' },
  osm_facility_reports: { exportKey: 'osmPointReports', deletion: 'anonymised' },
  facilities: { exportKey: 'pointsCreated', deletion: 'anonymised' },
  facility_checks: { exportKey: 'pointChecks', deletion: 'anonymised' },
  facility_status_history: { exportKey: 'pointStatusChanges', deletion: 'anonymised' },
  charity_events: { exportKey: 'eventsCreated', deletion: 'anonymised' },
  collection_drives: { exportKey: 'collectionDrives', deletion: 'anonymised' },
  charity_event_tombstones: { exportKey: 'eventsDeleted', deletion: 'anonymised' },
  pending_org_changes: { exportKey: 'organisationChanges', deletion: 'anonymised' },
  audit_log: { exportKey: 'audit', deletion: 'anonymised' },
  osm_facility_claims: {
    exportKey: null,
    deletion: 'anonymised',
    why: "decided_by is the manager who decided an organisation's claim; the claim is the organisation's",
  },
  guide_items: {
    exportKey: null,
    deletion: 'anonymised',
    why: 'created_by is the manager who added a public guide entry; the entry is public content',
  },
  guide_synonyms: {
    exportKey: null,
    deletion: 'anonymised',
    why: 'created_by is the manager who added a public guide word; the word is public content',
  },
  mail_outbox: {
    exportKey: null,
    deletion: 'removed',
    why: 'copies of mail the person already received, kept 30 days for delivery (docs/privacy.md)',
  },
  ...RECORD_TABLES,
};
