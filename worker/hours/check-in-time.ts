import { utcToLocal } from '../../ui/shared/events/time';

/**
 * Time on site (docs/decisions/223-check-in-and-verified-hours.md): check-in to check-out, both
 * clamped to the slot's (or the event's) start and end, in whole minutes. Instants are UTC ms, so a
 * night when the clocks change counts the hours that really passed; the zone only names the day.
 */
export function workedMinutes(checkedInAt: number, checkedOutAt: number, startsAt: number, endsAt: number): number {
  const from = Math.min(Math.max(checkedInAt, startsAt), endsAt);
  const to = Math.min(Math.max(checkedOutAt, startsAt), endsAt);
  return Math.max(0, Math.floor((to - from) / 60_000));
}

/** The slot's length in minutes: the most a correction may give. */
export const slotMinutes = (startsAt: number, endsAt: number) => Math.max(0, Math.floor((endsAt - startsAt) / 60_000));

/** YYYY-MM-DD of an instant in the event's IANA zone (Intl, so daylight saving is the zone's own). */
export const localDateOf = (instant: number, zone: string) => utcToLocal(instant, zone).slice(0, 10);
