/**
 * The words for a point's open state, as locale keys (finder list and point page): "Open · until
 * 18:00", "Closed · opens at 10:00", "Closed · opens tomorrow at 10:00", "Closed · opens Monday at
 * 10:00". Times are the point's own wall clock (ui/shared/finder/open-now.ts).
 */
import type { Weekday } from '../facility/model';
import type { OpenStatus } from './open-now';

export interface Opening {
  /** 0 = later today, 1 = tomorrow, up to 7. */
  inDays: number;
  day: Weekday;
  at: string;
}

export interface OpenLabel {
  key: string;
  params: Record<string, string>;
  tone: 'open' | 'break' | 'closed';
}

/** When a closed point opens: later today or on the next working day (absent when it has no hours). */
export function nextOpeningOf(open: OpenStatus, today: Weekday): Opening | undefined {
  if (open.state === 'opensLater' && open.at) return { inDays: 0, day: today, at: open.at };
  return open.state === 'closedToday' ? open.next : undefined;
}

/** "Closed · opens …" for a known opening. */
export function opensLabel(opening: Opening): OpenLabel {
  const key =
    opening.inDays === 0
      ? 'finder.state.opensAt'
      : opening.inDays === 1
        ? 'finder.next.tomorrow'
        : `finder.next.${opening.day}`;
  return { key, params: { time: opening.at }, tone: 'closed' };
}

export function openLabel(open: OpenStatus, temporarilyClosed = false): OpenLabel {
  if (temporarilyClosed) return { key: 'finder.state.temporarilyClosed', params: {}, tone: 'closed' };
  if (open.state === 'open')
    return open.until
      ? { key: 'finder.state.openUntil', params: { until: open.until }, tone: 'open' }
      : { key: 'finder.state.open24', params: {}, tone: 'open' };
  if (open.state === 'break') return { key: 'finder.state.break', params: { time: open.at ?? '' }, tone: 'break' };
  if (open.state === 'opensLater' && open.at) return opensLabel({ inDays: 0, day: 'monday', at: open.at });
  if (open.state === 'closedToday' && open.next) return opensLabel(open.next);
  return { key: 'finder.state.closedToday', params: {}, tone: 'closed' };
}
