import { useApp } from '../../app/context';
import { eventRangeText, formatEventDate, rememberEventRangeText } from '../../shared/events/time';
import type { Snapshot } from '../../shared/snapshot';

/**
 * Dates in the event's own zone, in the reader's locale. The worker's and the browser's ICU data
 * can differ in spacing (e.g. a narrow no-break space before AM): the text may differ on hydration.
 */
/** An instant to the minute, 'YYYY-MM-DDTHH:mmZ' (a valid `datetime`): events start on a minute, and on a list of cards the seconds and milliseconds cost bytes. */
const minuteIso = (at: number) => `${new Date(at).toISOString().slice(0, 16)}Z`;

interface RangeProps {
  startsAt: number;
  endsAt: number;
  timeZone: string;
  withZone?: boolean;
  /** The year only when the event is not in the year of the render (the cards of a list). */
  yearIfOther?: boolean;
}

type RangeSnapshot = Pick<Snapshot, 'locale' | 'renderedAt'>;
const rangeOptions = (snapshot: RangeSnapshot, { withZone = true, yearIfOther = false }: RangeProps) => ({
  withZone,
  yearIfOtherThan: yearIfOther ? Date.parse(snapshot.renderedAt) : undefined,
});

/** EventDateRange's text (remembered per arguments by eventRangeText). */
function eventDateRangeText(snapshot: RangeSnapshot, props: RangeProps): string {
  return eventRangeText(snapshot.locale, props.startsAt, props.endsAt, props.timeZone, rangeOptions(snapshot, props));
}

/**
 * Before hydration (a page's `prepare`, ui/client/hydrate.tsx): the text the server rendered for
 * this range becomes its remembered text, so hydration formats nothing; without it (not in the
 * document), the text is formatted now, in prepare's task rather than hydration's.
 */
export function prepareEventDateRange(
  snapshot: RangeSnapshot,
  props: RangeProps,
  shown: string | null | undefined,
): void {
  if (shown)
    rememberEventRangeText(
      snapshot.locale,
      props.startsAt,
      props.endsAt,
      props.timeZone,
      rangeOptions(snapshot, props),
      shown,
    );
  else eventDateRangeText(snapshot, props);
}

export function EventDateRange({ id, ...props }: RangeProps & { id?: string }) {
  const { snapshot } = useApp();
  const text = eventDateRangeText(snapshot, props);
  const { startsAt } = props;
  return (
    <time id={id} dateTime={minuteIso(startsAt)} suppressHydrationWarning>
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
