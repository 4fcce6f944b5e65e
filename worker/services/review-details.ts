/** One item of a queue with its decision history, for the console's detail views and the API. */
import { listAuditForSubject } from '../data/audit';
import { getFacilityCatalogues } from '../data/catalogues';
import { findEvent } from '../data/events';
import { loadEventShifts } from '../data/event-shifts';
import { getFacility } from '../data/facilities';
import { claimsOf } from '../data/osm-claims';
import { findRegistrationRequest } from '../data/registration-requests';
import { AppError } from '../lib/errors';
import type { ManagerPageData } from '../../ui/shared/manager-types';
import type { Locale } from '../../editions';
import { facilityResource, orgInfoFor } from './facility-documents';
import { toAuditRow, toRequestRow } from './review-queues';
import { publicFacilityView } from '../../ui/shared/facility/public-view';

type Detail<K extends string> = Omit<Extract<ManagerPageData, { kind: K }>, 'flash'>;

export async function requestDetail(db: D1Database, id: string): Promise<Detail<'request'>> {
  const request = await findRegistrationRequest(db, id);
  if (!request) throw new AppError(404, 'request_not_found', 'manager.errors.requestNotFound');
  return {
    kind: 'request',
    item: toRequestRow(request),
    audit: (await listAuditForSubject(db, 'registration_request', id)).map(toAuditRow),
  };
}

/** The point exactly as its public page builds it (same document), whatever its status. */
export async function facilityDetail(db: D1Database, id: string, locale: Locale): Promise<Detail<'point'>> {
  const record = await getFacility(db, id);
  if (!record) throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  const [catalogues, org, audit, orgRow, claims] = await Promise.all([
    getFacilityCatalogues(db, locale),
    orgInfoFor(db, record.orgId),
    listAuditForSubject(db, 'facility', id),
    db
      .prepare('SELECT name, edition FROM organisations WHERE id = ?')
      .bind(record.orgId)
      .first<{ name: string; edition: string }>(),
    claimsOf(db, id),
  ]);
  const point = facilityResource(record, catalogues, org, false);
  return {
    kind: 'point',
    point,
    view: publicFacilityView(point, new Date(), locale),
    status: record.status,
    orgName: orgRow?.name ?? '',
    edition: orgRow?.edition ?? '',
    audit: audit.map(toAuditRow),
    claims,
  };
}

export async function eventDetail(db: D1Database, id: string): Promise<Detail<'event'>> {
  const event = await findEvent(db, id);
  if (!event) throw new AppError(404, 'event_not_found', 'manager.errors.eventNotFound');
  const [shifts, audit] = await Promise.all([loadEventShifts(db, id), listAuditForSubject(db, 'charity_event', id)]);
  return { kind: 'event', event, shifts, audit: audit.map(toAuditRow) };
}
