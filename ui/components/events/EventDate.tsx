import { useApp } from '../../app/context';
import { eventRangeText, formatEventDate } from '../../shared/events/time';

/**
 * Dates in the event's own zone, in the reader's locale. The worker's and the browser's ICU data
 * can differ in spacing (e.g. a narrow no-break space before AM): the text may differ on hydration.
 */
/** An instant to the minute, 'YYYY-MM-DDTHH:mmZ' (a valid `datetime`): events start on a minute, and on a list of cards the seconds and milliseconds cost bytes. */
const minuteIso = (at: number) => `${new Date(at).toISOString().slice(0, 16)}Z`;

/** `yearIfOther`: the year only when the event is not in the year of the render (the cards of a list). */
export function EventDateRange({ startsAt, endsAt, timeZone, withZone = true, yearIfOther = false }: { startsAt: number; endsAt: number; timeZone: string; withZone?: boolean; yearIfOther?: boolean }) {
  const { snapshot } = useApp();
  const text = eventRangeText(snapshot.locale, startsAt, endsAt, timeZone, { withZone, yearIfOtherThan: yearIfOther ? Date.parse(snapshot.renderedAt) : undefined });
  return (
    <time dateTime={minuteIso(startsAt)} suppressHydrationWarning>
      {text}
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
