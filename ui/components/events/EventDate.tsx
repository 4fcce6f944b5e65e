import { useApp } from '../../app/context';
import { formatEventDate, formatEventRange, zoneLabel } from '../../shared/events/time';

/**
 * Dates in the event's own zone, in the reader's locale. The worker's and the browser's ICU data
 * can differ in spacing (e.g. a narrow no-break space before AM): the text may differ on hydration.
 */
/** An instant to the minute, 'YYYY-MM-DDTHH:mmZ' (a valid `datetime`): events start on a minute, and on a list of cards the seconds and milliseconds cost bytes. */
const minuteIso = (at: number) => `${new Date(at).toISOString().slice(0, 16)}Z`;

export function EventDateRange({ startsAt, endsAt, timeZone, withZone = true }: { startsAt: number; endsAt: number; timeZone: string; withZone?: boolean }) {
  const { snapshot } = useApp();
  const text = formatEventRange(snapshot.locale, startsAt, endsAt, timeZone);
  const zone = withZone ? ` (${zoneLabel(snapshot.locale, startsAt, timeZone)})` : '';
  return (
    <time dateTime={minuteIso(startsAt)} suppressHydrationWarning>
      {text + zone}
    </time>
  );
}

export function EventDateShort({ at, timeZone }: { at: number; timeZone: string }) {
  const { snapshot } = useApp();
  return (
    <time dateTime={minuteIso(at)} suppressHydrationWarning>
      {formatEventDate(snapshot.locale, at, timeZone)}
    </time>
  );
}
