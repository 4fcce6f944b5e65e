/**
 * iCalendar (RFC 5545) for one event (.ics download) or a volunteer's feed. Times are written in
 * UTC (`DTSTART:20260614T070000Z`), which every client reads without a VTIMEZONE block; the
 * event's own zone goes into X-WR-TIMEZONE so calendars can still show it.
 */
export interface IcalEvent {
  id: string;
  title: string;
  description: string;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  location: string;
  url: string;
  lat?: number | null;
  lng?: number | null;
  organizer?: string;
  cancelled?: boolean;
  updatedAt: number;
}

export interface IcalCalendar {
  name: string;
  /** Host part of UIDs, e.g. 'eco-portal.example.org': stable per product so updates replace old copies. */
  uidDomain: string;
  events: readonly IcalEvent[];
  now?: number;
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with a space
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function utcStamp(instant: number): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function vevent(e: IcalEvent, uidDomain: string, now: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:charity-event-${e.id}@${uidDomain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `DTSTART:${utcStamp(e.startsAt)}`,
    `DTEND:${utcStamp(e.endsAt)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description ? `${e.description}\n\n${e.url}` : e.url)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (e.lat != null && e.lng != null) lines.push(`GEO:${e.lat.toFixed(6)};${e.lng.toFixed(6)}`);
  if (e.organizer) lines.push(`X-ORGANIZER-NAME:${escapeText(e.organizer)}`);
  lines.push('END:VEVENT');
  return lines;
}

export function buildCalendar(cal: IcalCalendar): string {
  const now = cal.now ?? Date.now();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//eco-portal//charity events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    // Feeds are polled; ask clients to refresh hourly.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...(cal.events.length === 1 ? [`X-WR-TIMEZONE:${cal.events[0]!.timeZone}`] : []),
    ...cal.events.flatMap((e) => vevent(e, cal.uidDomain, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A safe download name for Content-Disposition. */
export function icsFileName(title: string): string {
  const ascii = title.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60);
  return `${ascii || 'charity-event'}.ics`;
}
