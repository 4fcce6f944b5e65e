import type { Context } from 'hono';
import { EDITION_IDS, type EditionId } from '../../editions/types';
import type { AppEnv } from '../env';
import type { CalendarEventRow } from '../data/ical-events';
import { publicOrigin } from '../lib/public-origin';
import { buildCalendar, type IcalEvent } from './ical';

/**
 * Calendar answers (ADR 104): event rows → VEVENTs with the event page at its own edition's public
 * origin, and a response with ETag / Last-Modified that answers 304 to a client that has it.
 */
export function toIcalEvent(c: Context<AppEnv>, e: CalendarEventRow): IcalEvent {
  const edition = isEditionId(e.edition) ? e.edition : c.get('edition').id;
  const slot = e.slot;
  return {
    id: e.id,
    ...(slot ? { slotId: slot.id } : {}),
    // A slot's entry names its role: "Park cleanup — Sorters", with the role's duties first.
    title: slot ? `${e.title} — ${slot.role}` : e.title,
    description: slot ? [slot.duties, e.summary].filter(Boolean).join('\n\n') : e.summary,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
    location: [e.address, e.city].filter(Boolean).join(', '),
    url: `${publicOrigin(c.get('vars'), edition, c.req.url)}/charity-event/${encodeURIComponent(e.id)}`,
    lat: e.lat,
    lng: e.lng,
    organizer: e.orgName,
    organizerEmail: e.contactEmail || undefined,
    cancelled: e.status === 'cancelled',
    updatedAt: e.updatedAt,
    sequence: e.sequence,
  };
}

/** Builds the calendar stamped with its Last-Modified and answers 200, or 304 when the client's copy is current. */
export async function calendarResponse(
  c: Context<AppEnv>,
  cal: { name: string; events: IcalEvent[]; lastModified: number },
  fileName: string | null,
): Promise<Response> {
  // Whole seconds: HTTP dates and iCalendar stamps have no milliseconds.
  const lastModified = Math.floor(Math.max(cal.lastModified, ...cal.events.map((e) => e.updatedAt), 0) / 1000) * 1000;
  const body = buildCalendar({ name: cal.name, events: cal.events, now: lastModified });
  const etag = `"${await sha256Hex(body)}"`;
  const headers: Record<string, string> = {
    'content-type': 'text/calendar; charset=utf-8',
    // Revalidate every time: a 304 costs nothing and a cancelled event must reach calendars quickly.
    'cache-control': 'private, no-cache',
    etag,
    'last-modified': new Date(lastModified).toUTCString(),
    ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
  };
  if (notModified(c.req.header('if-none-match'), c.req.header('if-modified-since'), etag, lastModified)) {
    const { 'content-type': _type, 'content-disposition': _disposition, ...rest } = headers;
    return c.body(null, 304, rest);
  }
  return c.body(body, 200, headers);
}

/** RFC 9110 §13.1: If-None-Match wins; If-Modified-Since is read only without it. */
function notModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  etag: string,
  lastModified: number,
): boolean {
  if (ifNoneMatch !== undefined) {
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''))
        .includes(etag)
    );
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && lastModified <= since;
  }
  return false;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

const isEditionId = (value: string): value is EditionId => (EDITION_IDS as readonly string[]).includes(value);
