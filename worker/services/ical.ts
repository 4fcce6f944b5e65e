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
  /** The event page at its edition's public origin (ADR 100). */
  url: string;
  lat?: number | null;
  lng?: number | null;
  /** Organisation name (CN of ORGANIZER). */
  organizer?: string;
  /** The public contact e-mail the organiser chose to show on the event page; ORGANIZER is omitted without it. */
  organizerEmail?: string;
  cancelled?: boolean;
  /** Real last change of the event (LAST-MODIFIED). */
  updatedAt: number;
  /** Raised on every change that matters to attendees (SEQUENCE, migrations/0010). */
  sequence: number;
  /** A slot of an event with roles (ADR 230): its own UID beside the event's. */
  slotId?: string;
}

/**
 * One UID per event, whatever edition or host serves it (ADR 104): the id is global, the domain is
 * a fixed product name, never a configured host, so importing from two editions gives one event.
 */
const UID_DOMAIN = 'eco-portal.example.org';
const eventUid = (id: string, slotId?: string) =>
  slotId ? `charity-event-${id}-slot-${slotId}@${UID_DOMAIN}` : `charity-event-${id}@${UID_DOMAIN}`;

export interface IcalCalendar {
  name: string;
  events: readonly IcalEvent[];
  /**
   * DTSTAMP of every VEVENT: when this calendar's content last changed (defaults to now). A feed
   * passes its Last-Modified, so the same content is the same bytes (ETag) and LAST-MODIFIED ≤ DTSTAMP.
   */
  now?: number;
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
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

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A parameter value (RFC 5545 §3.2): quoted, with the characters a quoted value cannot hold removed. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return `"${value.replace(/["\r\n]/g, '').replace(/[\x00-\x1f]/g, '')}"`;
}

function vevent(e: IcalEvent, now: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(e.id, e.slotId)}`,
    `DTSTAMP:${utcStamp(Math.max(now, e.updatedAt))}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(e.sequence))}`,
    `DTSTART:${utcStamp(e.startsAt)}`,
    `DTEND:${utcStamp(e.endsAt)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description ? `${e.description}\n\n${e.url}` : e.url)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (e.lat != null && e.lng != null) lines.push(`GEO:${e.lat.toFixed(6)};${e.lng.toFixed(6)}`);
  if (e.organizerEmail)
    lines.push(`ORGANIZER${e.organizer ? `;CN=${paramValue(e.organizer)}` : ''}:mailto:${e.organizerEmail}`);
  else if (e.organizer) lines.push(`X-ORGANIZER-NAME:${escapeText(e.organizer)}`);
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
    ...cal.events.flatMap((e) => vevent(e, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe download name for Content-Disposition. */
export function icsFileName(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${ascii || 'charity-event'}.ics`;
}
