/**
 * Charity events as the worker and the pages share them (docs/decisions/015-charity-events.md).
 * Times are milliseconds since the epoch (UTC); `timeZone` is the IANA zone the organiser planned in.
 */
const EVENT_STATUSES = ['draft', 'checking', 'published', 'declined', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** What a page shows: the stored status, plus `finished` derived from the end time. */
export type EventDisplayStatus = EventStatus | 'finished';

export const EVENT_CATEGORIES = ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Cover images: what R2 accepts (checked by magic bytes, not by name). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const EVENT_FALLBACK_IMAGE = '/images/event-fallback.svg';

/** Public list page size. */
export const EVENTS_PAGE_SIZE = 12;

export interface EventFields {
  title: string;
  summary: string;
  description: string;
  category: EventCategory | null;
  startsAt: number | null;
  endsAt: number | null;
  timeZone: string | null;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  facilityId: string | null;
  capacity: number | null;
  rewardPoints: number | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

export interface CharityEvent extends EventFields {
  id: string;
  orgId: string;
  orgName: string;
  authorId: string;
  edition: string;
  status: EventStatus;
  coverUrl: string | null;
  reviewComment: string | null;
  cancelReason: string | null;
  /** The organiser's public website (JSON-LD organizer.url), when its profile names one. */
  orgWebsite?: string | null;
  /** Active sign-ups. */
  signedUp: number;
  createdAt: number;
  updatedAt: number;
}

/** One card of the public list / the volunteer's list. */
export interface EventCard {
  id: string;
  title: string;
  summary: string;
  category: EventCategory | null;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  city: string;
  address: string;
  coverUrl: string | null;
  capacity: number;
  signedUp: number;
  rewardPoints: number;
  orgName: string;
  status: EventStatus;
  /** An event with roles: its slots still needing people, worded by the worker (ADR 221). */
  stillNeeded?: string[];
}

export function displayStatus(event: { status: EventStatus; endsAt: number | null }, now: number): EventDisplayStatus {
  if (event.status === 'published' && event.endsAt !== null && event.endsAt <= now) return 'finished';
  return event.status;
}

export function placesLeft(event: { capacity: number | null; signedUp: number }): number {
  return Math.max(0, (event.capacity ?? 0) - event.signedUp);
}

/** URL-safe name of a deleted event for /charity-event-deleted/{name} (keeps letters of any script). */
export function eventSlug(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'event';
}
