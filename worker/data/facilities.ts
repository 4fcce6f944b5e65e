/**
 * D1 access for recycling points: plain functions taking the binding (docs/architecture.md). Every status
 * change is one conditional UPDATE on the expected status and owner organisation; its history row
 * is written in the same batch and only by the request whose token the UPDATE stored.
 */
import type { FacilityStatus } from '../../ui/shared/facility/lifecycle';
import { indexFacilityStatements } from './finder-index';
import { reopenMovedClaimsStatement } from './osm-claims';
import { osmTwinStatements, ownerFacilityOf, type OwnerFacility } from './osm-twins';
import {
  emptyContacts,
  emptyFacilityForm,
  WEEKDAYS,
  type DayHours,
  type FacilityForm,
  type RateLine,
  type Weekday,
} from '../../ui/shared/facility/model';

export interface FacilityRecord {
  id: string;
  orgId: string;
  authorId: string | null;
  status: FacilityStatus;
  timeZone: string;
  createdAt: number;
  updatedAt: number;
  statusChangedAt: number;
  /** The owner's form model of the stored point. */
  form: FacilityForm;
}

interface FacilityRow {
  id: string;
  org_id: string;
  author_id: string | null;
  status: FacilityStatus;
  name: string;
  address: string;
  lng: number;
  lat: number;
  comment: string;
  description: string;
  contacts: string;
  working_hours: string;
  supervisor_name: string;
  supervisor_phone: string;
  supervisor_email: string;
  icon_id: number | null;
  time_zone: string;
  status_changed_at: number;
  created_at: number;
  updated_at: number;
}

interface RateRow {
  id: string;
  facility_id: string;
  units_slug: string;
  price: string;
  srm_id: number | null;
}

const COLUMNS =
  'id, org_id, author_id, status, name, address, lng, lat, comment, description, contacts, working_hours, supervisor_name, supervisor_phone, supervisor_email, icon_id, time_zone, status_changed_at, created_at, updated_at';

function toRecord(row: FacilityRow, rates: RateRow[]): FacilityRecord {
  const base = emptyFacilityForm();
  const contacts = { ...emptyContacts(), ...(JSON.parse(row.contacts) as Record<string, string>) };
  const hours = JSON.parse(row.working_hours) as Partial<Record<Weekday, DayHours>>;
  return {
    id: row.id,
    orgId: row.org_id,
    authorId: row.author_id,
    status: row.status,
    timeZone: row.time_zone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
    form: {
      id: row.id,
      name: row.name,
      address: row.address,
      coords: { lng: row.lng, lat: row.lat },
      comment: row.comment,
      collectionRules: row.description,
      contacts,
      supervisorContacts: { name: row.supervisor_name, phone: row.supervisor_phone, email: row.supervisor_email },
      workingHours: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { ...base.workingHours[day], ...hours[day] }]),
      ) as Record<Weekday, DayHours>,
      rates: rates.map((r): RateLine => ({ id: r.id, srmId: r.srm_id, unitsSlug: r.units_slug, price: r.price })),
      icon: row.icon_id,
    },
  };
}

export async function getFacility(db: D1Database, id: string): Promise<FacilityRecord | null> {
  return facilityFrom(await db.batch(facilityStatements(db, id)));
}

/** getFacility's two reads (the point, its rates), for a caller that batches them with its own. */
export function facilityStatements(db: D1Database, id: string): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT ${COLUMNS} FROM facilities WHERE id = ? AND deleted_at IS NULL`).bind(id),
    db
      .prepare(
        'SELECT id, facility_id, units_slug, price, srm_id FROM facility_rates WHERE facility_id = ? ORDER BY position',
      )
      .bind(id),
  ];
}

/** The point from facilityStatements' two results; null when there is none. */
export function facilityFrom([rows, rates]: D1Result<unknown>[]): FacilityRecord | null {
  const row = rows!.results[0] as FacilityRow | undefined;
  return row ? toRecord(row, rates!.results as RateRow[]) : null;
}

/** The organisation's points, newest change first. */
export async function listFacilitiesByOrg(db: D1Database, orgId: string): Promise<FacilityRecord[]> {
  const [rows, rates] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM facilities WHERE org_id = ? AND deleted_at IS NULL ORDER BY updated_at DESC, id`)
      .bind(orgId),
    db
      .prepare(
        'SELECT r.id, r.facility_id, r.units_slug, r.price, r.srm_id FROM facility_rates r JOIN facilities f ON f.id = r.facility_id WHERE f.org_id = ? AND f.deleted_at IS NULL ORDER BY r.position',
      )
      .bind(orgId),
  ]);
  const byFacility = new Map<string, RateRow[]>();
  for (const rate of rates!.results as RateRow[])
    byFacility.set(rate.facility_id, [...(byFacility.get(rate.facility_id) ?? []), rate]);
  return (rows!.results as FacilityRow[]).map((row) => toRecord(row, byFacility.get(row.id) ?? []));
}

function contentValues(form: FacilityForm) {
  return [
    form.name.trim(),
    form.address.trim(),
    form.coords.lng,
    form.coords.lat,
    form.comment,
    form.collectionRules,
    JSON.stringify(form.contacts),
    JSON.stringify(form.workingHours),
    form.supervisorContacts.name.trim(),
    form.supervisorContacts.phone.trim(),
    form.supervisorContacts.email.trim(),
    form.icon,
  ] as const;
}

/** Rate rows, inserted only when the facility row carries `token` (i.e. this request's write won). */
function rateStatements(db: D1Database, facilityId: string, rates: RateLine[], token: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        'DELETE FROM facility_rates WHERE facility_id = ? AND EXISTS (SELECT 1 FROM facilities WHERE id = ? AND transition_token = ?)',
      )
      .bind(facilityId, facilityId, token),
    ...rates.map((rate, position) =>
      db
        .prepare(
          'INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM facilities WHERE id = ? AND transition_token = ?)',
        )
        .bind(rate.id, facilityId, position, rate.unitsSlug, rate.price, rate.srmId, facilityId, token),
    ),
  ];
}

function historyStatement(
  db: D1Database,
  facilityId: string,
  token: string,
  entry: { actorId: string | null; transit: string; from: string | null; to: string; comment: string },
  now: number,
) {
  return db
    .prepare(
      'INSERT INTO facility_status_history (id, facility_id, actor_id, transit, from_status, to_status, comment, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM facilities WHERE id = ? AND transition_token = ?)',
    )
    .bind(
      crypto.randomUUID(),
      facilityId,
      entry.actorId,
      entry.transit,
      entry.from,
      entry.to,
      entry.comment,
      now,
      facilityId,
      token,
    );
}

export interface NewFacility {
  orgId: string;
  authorId: string;
  timeZone: string;
  form: FacilityForm;
  /** Defaults to draft; demo seeds and tests may insert other statuses. */
  status?: FacilityStatus;
  /** The OpenStreetMap point it claims ('osm-node-123'), recorded in the same batch if that point exists. */
  osmClaim?: string | null;
}

/** The owner's point as a write will leave it (for its OpenStreetMap twins, worker/data/osm-twins.ts). */
const ownerFacilityFrom = (id: string, form: FacilityForm): OwnerFacility => ({
  id,
  name: form.name,
  lat: form.coords.lat,
  lng: form.coords.lng,
  materialIds: form.rates.flatMap((r) => (r.srmId === null ? [] : [r.srmId])),
});

/** Records a pending claim of an OpenStreetMap point by a new point (nothing when that point does not exist; ADR 191). */
const osmClaimStatement = (db: D1Database, osmFacilityId: string, facilityId: string, now: number) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO osm_facility_claims (osm_facility_id, facility_id, created_at) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM osm_facilities WHERE id = substr(?1, 5))',
    )
    .bind(osmFacilityId, facilityId, now);

export async function insertFacility(db: D1Database, input: NewFacility, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const token = crypto.randomUUID();
  const status = input.status ?? 'draft';
  const twins = status === 'accepted' ? await osmTwinStatements(db, ownerFacilityFrom(id, input.form)) : [];
  await db.batch([
    db
      .prepare(
        `INSERT INTO facilities (id, org_id, author_id, status, name, address, lng, lat, comment, description, contacts, working_hours, supervisor_name, supervisor_phone, supervisor_email, icon_id, time_zone, transition_token, status_changed_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        input.orgId,
        input.authorId,
        status,
        ...contentValues(input.form),
        input.timeZone,
        token,
        now,
        now,
        now,
      ),
    ...rateStatements(db, id, input.form.rates, token),
    historyStatement(
      db,
      id,
      token,
      { actorId: input.authorId, transit: 'facility#create', from: null, to: status, comment: '' },
      now,
    ),
    ...(input.osmClaim ? [osmClaimStatement(db, input.osmClaim, id, now)] : []),
    ...indexFacilityStatements(db, id),
    ...twins,
  ]);
  return id;
}

export interface ContentUpdate {
  id: string;
  orgId: string;
  expectedStatus: FacilityStatus;
  /** The status after saving (docs/product.md §4.6: saving a point under review converts it to draft). */
  nextStatus: FacilityStatus;
  transit: string | null;
  actorId: string;
  form: FacilityForm;
}

/** Saves the content if the point still has the expected status and owner; false otherwise. */
export async function updateFacilityContent(db: D1Database, update: ContentUpdate, now = Date.now()): Promise<boolean> {
  const token = crypto.randomUUID();
  const statusChanged = update.expectedStatus !== update.nextStatus;
  const twins =
    update.nextStatus === 'accepted' ? await osmTwinStatements(db, ownerFacilityFrom(update.id, update.form)) : [];
  const results = await db.batch([
    reopenMovedClaimsStatement(db, {
      id: update.id,
      orgId: update.orgId,
      expectedStatus: update.expectedStatus,
      lat: update.form.coords.lat,
      lng: update.form.coords.lng,
    }),
    db
      .prepare(
        `UPDATE facilities SET name = ?, address = ?, lng = ?, lat = ?, comment = ?, description = ?, contacts = ?, working_hours = ?, supervisor_name = ?, supervisor_phone = ?, supervisor_email = ?, icon_id = ?,
           status = ?, transition_token = ?, updated_at = ?, status_changed_at = CASE WHEN status = ? THEN status_changed_at ELSE ? END
         WHERE id = ? AND org_id = ? AND status = ? AND deleted_at IS NULL`,
      )
      .bind(
        ...contentValues(update.form),
        update.nextStatus,
        token,
        now,
        update.nextStatus,
        now,
        update.id,
        update.orgId,
        update.expectedStatus,
      ),
    ...rateStatements(db, update.id, update.form.rates, token),
    ...(statusChanged && update.transit
      ? [
          historyStatement(
            db,
            update.id,
            token,
            {
              actorId: update.actorId,
              transit: update.transit,
              from: update.expectedStatus,
              to: update.nextStatus,
              comment: '',
            },
            now,
          ),
        ]
      : []),
    ...indexFacilityStatements(db, update.id),
    ...twins,
  ]);
  return results[1]!.meta.changes === 1;
}

export interface StatusChange {
  id: string;
  /** The owner organisation the change is conditional on; null for manager transits. */
  orgId: string | null;
  from: FacilityStatus;
  to: FacilityStatus;
  transit: string;
  actorId: string | null;
  comment: string;
}

/** One conditional UPDATE + its history row in one batch. True when this call won. */
export async function changeFacilityStatus(db: D1Database, change: StatusChange, now = Date.now()): Promise<boolean> {
  const token = crypto.randomUUID();
  // Becoming public hides its OpenStreetMap twins from the finder, in the same batch.
  const twins = change.to === 'accepted' ? await osmTwinStatements(db, await ownerFacilityOf(db, change.id)) : [];
  const [update] = await db.batch([
    db
      .prepare(
        // Becoming accepted (a manager's acceptance, an owner reopening) counts as a check of the
        // point's facts (docs/decisions/145-point-freshness.md).
        `UPDATE facilities SET status = ?, transition_token = ?, status_changed_at = ?, updated_at = ?,
           checked_at = CASE WHEN ? = 'accepted' THEN ? ELSE checked_at END WHERE id = ? AND status = ? AND (? IS NULL OR org_id = ?) AND deleted_at IS NULL`,
      )
      .bind(change.to, token, now, now, change.to, now, change.id, change.from, change.orgId, change.orgId),
    historyStatement(
      db,
      change.id,
      token,
      { actorId: change.actorId, transit: change.transit, from: change.from, to: change.to, comment: change.comment },
      now,
    ),
    ...indexFacilityStatements(db, change.id),
    ...twins,
  ]);
  return update!.meta.changes === 1;
}

/** Soft delete (remove_operation), conditional on owner and one of the deletable statuses. */
export async function softDeleteFacility(
  db: D1Database,
  input: { id: string; orgId: string; status: FacilityStatus; actorId: string },
  now = Date.now(),
): Promise<boolean> {
  const token = crypto.randomUUID();
  const [update] = await db.batch([
    db
      .prepare(
        'UPDATE facilities SET deleted_at = ?, transition_token = ?, updated_at = ? WHERE id = ? AND org_id = ? AND status = ? AND deleted_at IS NULL',
      )
      .bind(now, token, now, input.id, input.orgId, input.status),
    historyStatement(
      db,
      input.id,
      token,
      { actorId: input.actorId, transit: 'facility#remove_operation', from: input.status, to: 'deleted', comment: '' },
      now,
    ),
    ...indexFacilityStatements(db, input.id),
  ]);
  return update!.meta.changes === 1;
}
