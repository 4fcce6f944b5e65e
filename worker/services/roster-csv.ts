import type { Roster } from '../data/events-roster';

/**
 * The roster as CSV (RFC 4180; docs/decisions/159-event-roster.md): every field quoted, quotes
 * doubled, and a field a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) prefixed with an apostrophe, so a volunteer named "=HYPERLINK(...)" stays text.
 * A byte-order mark first: spreadsheet programs then read UTF-8 (Cyrillic, Kazakh, Spanish names).
 * Fields are separated as the organiser's spreadsheet expects (csvSeparator).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The list separator a spreadsheet opening a CSV expects in `locale`: Excel takes it from the
 * regional settings, ';' wherever the decimal separator is a comma (Russian, Kazakh, Argentine
 * Spanish), ',' in English. With the other one a Russian or Kazakh Excel shows the roster in one
 * column. A table, not Intl: workerd's ICU gives kk-KZ a decimal point where Windows has a comma.
 */
const SEMICOLON_LOCALES: ReadonlySet<string> = new Set(['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR']);
export function csvSeparator(locale: string): ';' | ',' {
  return SEMICOLON_LOCALES.has(locale) ? ';' : ',';
}

/**
 * One row per place held and per place in line. An event with roles (ADR 221) gets two more columns
 * after the status, the role and the slot's time (`slotTime`, a local range in the event's zone),
 * its rows slot by slot and its line positions counted per slot; an event without them keeps the
 * columns it always had.
 */
export function rosterCsv(
  roster: Roster,
  header: string[],
  labels: { signedUp: string; waiting: string; yes: string; role: string; slot: string },
  time: (ms: number) => string,
  separator: ';' | ',' = ',',
  slotTime: (startsAt: number, endsAt: number) => string = time,
): string {
  const withSlots = roster.slots.length > 0;
  const slotCells = (slotId: string): string[] => {
    if (!withSlots) return [];
    const slot = roster.slots.find((s) => s.id === slotId);
    return slot ? [slot.role, slotTime(slot.startsAt, slot.endsAt)] : ['', ''];
  };
  const rows: (string | number | null)[][] = [
    withSlots ? [header[0]!, labels.role, labels.slot, ...header.slice(1)] : header,
  ];
  for (const r of roster.signedUp) {
    rows.push([
      labels.signedUp,
      ...slotCells(r.slotId),
      '',
      r.name,
      r.email,
      r.phone,
      time(r.signedUpAt),
      r.confirmedAt ? labels.yes : '',
      r.attendedAt ? labels.yes : '',
    ]);
  }
  for (const w of roster.waiting)
    rows.push([labels.waiting, ...slotCells(w.slotId), w.position, w.name, '', '', time(w.joinedAt), '', '']);
  return `\uFEFF${rows.map((row) => row.map(csvField).join(separator)).join('\r\n')}\r\n`;
}
