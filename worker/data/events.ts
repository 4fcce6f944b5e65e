import type { CharityEvent, EventCategory, EventFields, EventStatus } from '../../ui/shared/events/model';
import { eventTagsStatement } from './cache-versions';
import { SIGNED_UP } from './event-cards';
import { mediaUrl } from './media';

/** D1 access for charity_events and their tombstones (migrations/0004_events.sql). */
interface EventRow {
  id: string;
  org_id: string;
  org_name: string | null;
  author_id: string;
  edition: string;
  status: EventStatus;
  title: string;
  summary: string;
  description: string;
  category: EventCategory | null;
  starts_at: number | null;
  ends_at: number | null;
  time_zone: string | null;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  facility_id: string | null;
  cover_key: string | null;
  capacity: number | null;
  reward_points: number | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  review_comment: string | null;
  cancel_reason: string | null;
  signed_up: number;
  created_at: number;
  updated_at: number;
  org_contacts: string | null;
}

// The organiser's contacts ride along so a page needs no second read for the organiser's website.
const SELECT = `SELECT e.*, o.name AS org_name, o.contacts AS org_contacts, ${SIGNED_UP} AS signed_up FROM charity_events e LEFT JOIN organisations o ON o.id = e.org_id`;

/**
 * Whether a write to one event by its id changed it. D1's `changes` also counts the rows its
 * triggers write (the listing and city counts of migration 0035), so one event changed reads as 1
 * or more, never exactly 1; 0 still means nothing matched.
 */
export const changedRow = (res: D1Result<unknown>): boolean => (res.meta.changes ?? 0) > 0;

export function toEvent(r: EventRow): CharityEvent {
  return {
    id: r.id,
    orgId: r.org_id,
    orgName: r.org_name ?? '',
    authorId: r.author_id,
    edition: r.edition,
    status: r.status,
    title: r.title,
    summary: r.summary,
    description: r.description,
    category: r.category,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    timeZone: r.time_zone,
    address: r.address,
    city: r.city,
    lat: r.lat,
    lng: r.lng,
    facilityId: r.facility_id,
    coverUrl: mediaUrl(r.cover_key),
    capacity: r.capacity,
    rewardPoints: r.reward_points,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    contactEmail: r.contact_email,
    reviewComment: r.review_comment,
    cancelReason: r.cancel_reason,
    signedUp: r.signed_up,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    orgWebsite: organisationWebsite(r.org_contacts),
  };
}

/** The organiser's website from its public profile (organisations.contacts.website), as an absolute URL. */
function organisationWebsite(contacts: string | null | undefined): string | null {
  let website = '';
  try {
    website = String((JSON.parse(contacts || '{}') as { website?: unknown }).website ?? '').trim();
  } catch {
    return null;
  }
  if (!website) return null;
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

const FIELD_COLUMNS: [keyof EventFields, string][] = [
  ['title', 'title'],
  ['summary', 'summary'],
  ['description', 'description'],
  ['category', 'category'],
  ['startsAt', 'starts_at'],
  ['endsAt', 'ends_at'],
  ['timeZone', 'time_zone'],
  ['address', 'address'],
  ['city', 'city'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['facilityId', 'facility_id'],
  ['capacity', 'capacity'],
  ['rewardPoints', 'reward_points'],
  ['contactName', 'contact_name'],
  ['contactPhone', 'contact_phone'],
  ['contactEmail', 'contact_email'],
];

export async function insertEvent(
  db: D1Database,
  e: { id?: string; orgId: string; authorId: string; edition: string; fields: EventFields },
  now = Date.now(),
): Promise<string> {
  const id = e.id ?? crypto.randomUUID();
  const cols = FIELD_COLUMNS.map(([, c]) => c);
  await db
    .prepare(`INSERT INTO charity_events (id, org_id, author_id, edition, status, ${cols.join(', ')}, created_at, updated_at)
              VALUES (?, ?, ?, ?, 'draft', ${cols.map(() => '?').join(', ')}, ?, ?)`)
    .bind(id, e.orgId, e.authorId, e.edition, ...FIELD_COLUMNS.map(([k]) => e.fields[k]), now, now)
    .run();
  return id;
}

/** Fields whose change calendars must pick up: SEQUENCE rises with them. */
const ATTENDEE_FIELDS: [keyof EventFields, string][] = [
  ['title', 'title'],
  ['startsAt', 'starts_at'],
  ['endsAt', 'ends_at'],
  ['timeZone', 'time_zone'],
  ['address', 'address'],
  ['city', 'city'],
];
// SET expressions read the old row, so this compares the stored values with the new ones.
const ICAL_SEQUENCE_BUMP = `ical_sequence = ical_sequence + (CASE WHEN ${ATTENDEE_FIELDS.map(([, c]) => `${c} IS NOT ?`).join(' OR ')} THEN 1 ELSE 0 END)`;

/** Saves the organiser's fields while the event is editable; a saved declined event is a draft again. */
export async function updateEventFields(
  db: D1Database,
  id: string,
  orgId: string,
  fields: EventFields,
  now = Date.now(),
): Promise<boolean> {
  const res = await db
    .prepare(`UPDATE charity_events SET ${FIELD_COLUMNS.map(([, c]) => `${c} = ?`).join(', ')}, status = 'draft', updated_at = ?,
              ${ICAL_SEQUENCE_BUMP}
              WHERE id = ? AND org_id = ? AND status IN ('draft', 'declined')`)
    .bind(...FIELD_COLUMNS.map(([k]) => fields[k]), now, ...ATTENDEE_FIELDS.map(([k]) => fields[k]), id, orgId)
    .run();
  return changedRow(res);
}

export async function findEvent(db: D1Database, id: string): Promise<CharityEvent | null> {
  const row = await db.prepare(`${SELECT} WHERE e.id = ?`).bind(id).first<EventRow>();
  return row ? toEvent(row) : null;
}

/**
 * A status change that only happens from the expected statuses (docs/architecture.md "Data"): concurrent
 * transitions cannot both win. `extra` columns are set in the same statement.
 */
export async function transitEvent(
  db: D1Database,
  t: {
    id: string;
    from: readonly EventStatus[];
    to: EventStatus;
    orgId?: string;
    extra?: Record<string, string | number | null>;
    where?: string;
    whereArgs?: unknown[];
  },
  now = Date.now(),
): Promise<boolean> {
  const extra = Object.entries(t.extra ?? {});
  // Cancelling tells calendars to drop the event: a new SEQUENCE.
  const bump = t.to === 'cancelled' ? ['ical_sequence = ical_sequence + 1'] : [];
  const sets = ['status = ?', 'updated_at = ?', ...extra.map(([c]) => `${c} = ?`), ...bump].join(', ');
  const conds = [
    `id = ?`,
    `status IN (${t.from.map(() => '?').join(', ')})`,
    ...(t.orgId ? ['org_id = ?'] : []),
    ...(t.where ? [t.where] : []),
  ];
  const [res] = await db.batch([
    db
      .prepare(`UPDATE charity_events SET ${sets} WHERE ${conds.join(' AND ')}`)
      .bind(
        t.to,
        now,
        ...extra.map(([, v]) => v),
        t.id,
        ...t.from,
        ...(t.orgId ? [t.orgId] : []),
        ...(t.whereArgs ?? []),
      ),
    // Published or cancelled now: the pages showing it get new keys (none for a draft's moves).
    eventTagsStatement(db, t.id),
  ]);
  return changedRow(res!);
}

export async function setCover(
  db: D1Database,
  id: string,
  orgId: string,
  key: string,
  now = Date.now(),
): Promise<string | null | false> {
  const prev = await db
    .prepare(`SELECT cover_key FROM charity_events WHERE id = ? AND org_id = ? AND status IN ('draft', 'declined')`)
    .bind(id, orgId)
    .first<{ cover_key: string | null }>();
  if (!prev) return false;
  const res = await db
    .prepare(
      `UPDATE charity_events SET cover_key = ?, updated_at = ? WHERE id = ? AND org_id = ? AND status IN ('draft', 'declined')`,
    )
    .bind(key, now, id, orgId)
    .run();
  return changedRow(res) ? prev.cover_key : false;
}

/** Deletes an editable event and leaves a tombstone, in one transaction. */
export async function deleteEventWithTombstone(
  db: D1Database,
  id: string,
  orgId: string,
  slug: string,
  userId: string,
  now = Date.now(),
): Promise<{ deleted: boolean; coverKey: string | null }> {
  const cover = await db
    .prepare('SELECT cover_key FROM charity_events WHERE id = ?')
    .bind(id)
    .first<{ cover_key: string | null }>();
  const cond = `id = ? AND org_id = ? AND status IN ('draft', 'declined')`;
  const [, del] = await db.batch([
    db
      .prepare(`INSERT OR REPLACE INTO charity_event_tombstones (id, slug, title, org_id, deleted_by, deleted_at)
                SELECT id, ?, title, org_id, ?, ? FROM charity_events WHERE ${cond}`)
      .bind(slug, userId, now, id, orgId),
    db.prepare(`DELETE FROM charity_events WHERE ${cond}`).bind(id, orgId),
  ]);
  return { deleted: changedRow(del!), coverKey: cover?.cover_key ?? null };
}

/** An event page's rows in one round trip: the event, its tombstone, the viewer's sign-up. */
export async function loadEventPageRows(
  db: D1Database,
  id: string,
  userId: string | null,
  /** More reads for the same round trip (the event's slots); their results come back in `extra`. */
  more: D1PreparedStatement[] = [],
): Promise<{
  event: CharityEvent | null;
  tomb: { slug: string; title: string } | null;
  signUp: { status: 'active' | 'cancelled'; attendedAt: number | null } | null;
  waitlistPosition: number | null;
  extra: D1Result<unknown>[];
}> {
  const [event, tomb, signUp, position, ...extra] = await db.batch<unknown>([
    db.prepare(`${SELECT} WHERE e.id = ?`).bind(id),
    db.prepare('SELECT slug, title FROM charity_event_tombstones WHERE id = ?').bind(id),
    db
      .prepare('SELECT status, attended_at FROM charity_event_signups WHERE event_id = ? AND user_id = ?')
      .bind(id, userId ?? ''),
    // The viewer's place on the waitlist (docs/decisions/155-event-waitlist.md).
    db
      .prepare(`SELECT (SELECT COUNT(*) FROM charity_event_waitlist x WHERE x.event_id = w.event_id
                  AND (x.joined_at < w.joined_at OR (x.joined_at = w.joined_at AND x.rowid <= w.rowid))) AS position
                FROM charity_event_waitlist w WHERE w.event_id = ? AND w.user_id = ?`)
      .bind(id, userId ?? ''),
    ...more,
  ]);
  const row = event!.results[0] as EventRow | undefined;
  const sign = signUp!.results[0] as { status: 'active' | 'cancelled'; attended_at: number | null } | undefined;
  return {
    event: row ? toEvent(row) : null,
    tomb: (tomb!.results[0] as { slug: string; title: string } | undefined) ?? null,
    signUp: userId && sign ? { status: sign.status, attendedAt: sign.attended_at } : null,
    waitlistPosition: userId ? ((position!.results[0] as { position: number } | undefined)?.position ?? null) : null,
    extra,
  };
}

/** The organisation's events as a statement, for a page's batch (its rows go through `toEvent`). */
export function orgEventsStatement(db: D1Database, orgId: string): D1PreparedStatement {
  return db.prepare(`${SELECT} WHERE e.org_id = ? ORDER BY e.updated_at DESC LIMIT 500`).bind(orgId);
}

/** Whether a recycling point is accepted and belongs to the organisation (events may link to it). */
export async function isAcceptedFacilityOfOrg(db: D1Database, facilityId: string, orgId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM facilities WHERE id = ? AND org_id = ? AND status = 'accepted' AND deleted_at IS NULL`,
    )
    .bind(facilityId, orgId)
    .first();
  return !!row;
}

/** The organisation's accepted points, for the event form's point picker. */
export async function listLinkableFacilities(db: D1Database, orgId: string): Promise<{ id: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name FROM facilities WHERE org_id = ? AND status = 'accepted' AND deleted_at IS NULL ORDER BY name LIMIT 200`,
    )
    .bind(orgId)
    .all<{ id: string; name: string }>();
  return results;
}
