/** Collection drives as their pages show them, in the request's language. */
import type { Locale } from '../../editions/types';
import {
  driveOpenStatus,
  drivePhase,
  driveWeekLines,
  hoursOn,
  localDate,
  type DrivePageView,
} from '../../ui/shared/drives/model';
import type { OrganiserDriveRow } from '../../ui/shared/drives/pages';
import type { DriveRecord } from './sql';
import { findEvent } from '../data/events';
import { guideIndex } from '../services/item-guide';
import { materialNames, namesIn } from '../services/item-guide-view';

/** Names of materials and guide items by slug, in the locale. */
export async function takeNames(db: D1Database, locale: Locale): Promise<(slug: string) => string> {
  const [materials, index] = await Promise.all([materialNames(db, locale), guideIndex(db)]);
  return (slug) => {
    const item = index.items.get(slug);
    return materials.get(slug) ?? (item ? (namesIn(item, locale)[0] ?? slug) : slug);
  };
}

export async function drivePageView(
  db: D1Database,
  d: DriveRecord,
  locale: Locale,
  now = Date.now(),
): Promise<DrivePageView> {
  const [name, event] = await Promise.all([takeNames(db, locale), d.eventId ? findEvent(db, d.eventId) : null]);
  const today = hoursOn(d.hours, d.startDate, d.endDate, localDate(now, d.timeZone));
  const week = driveWeekLines(d.hours, d.startDate, d.endDate);
  const first = week ? null : hoursOn(d.hours, d.startDate, d.endDate, d.startDate);
  return {
    id: d.id,
    title: d.title,
    address: d.address,
    lat: d.lat,
    lng: d.lng,
    timeZone: d.timeZone,
    startDate: d.startDate,
    endDate: d.endDate,
    phase: drivePhase(d, now),
    status: d.status,
    today: today ? { start: today.start, end: today.end } : null,
    open: driveOpenStatus(d, now),
    hours: first ? { start: first.start, end: first.end } : null,
    week,
    orgName: d.orgName,
    notes: d.notes,
    materials: d.materials.map((slug) => ({ slug, name: name(slug) })),
    items: d.items.map((slug) => ({ slug, name: name(slug) })),
    // A volunteer signs up through the event's own roles and slots; only a public event is linked.
    event:
      event && (event.status === 'published' || event.status === 'cancelled')
        ? { id: event.id, title: event.title }
        : null,
    amounts: d.amounts?.map((a) => ({ ...a, name: name(a.what) })) ?? null,
  };
}

export function organiserRow(d: DriveRecord, name: (slug: string) => string, now: number): OrganiserDriveRow {
  return {
    id: d.id,
    title: d.title,
    status: d.status,
    phase: drivePhase(d, now),
    startDate: d.startDate,
    endDate: d.endDate,
    declineReason: d.declineReason,
    takes: [...d.materials, ...d.items].map((slug) => ({ slug, name: name(slug) })),
    amounts: d.amounts,
  };
}
