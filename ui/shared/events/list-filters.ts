import * as z from 'zod/mini';
import { optionalText, pickStrings, validateWith, type FieldErrors, type Validation } from '../schemas/form-fields';
import type { EventCategory } from './model';

/**
 * The events list filters (/charity-events?city=&category=&when=&from=&to=, a GET form): one schema
 * for the worker, which reads the query with it, and for Conform in the browser. Empty means "all".
 * `when` (today, this weekend, the next 7 days) and the from/to dates become a window of days in
 * ui/shared/events/date-window.ts.
 */
const UNKNOWN_CATEGORY = 'events.list.unknownCategory';
/**
 * model.ts EVENT_CATEGORIES, repeated so this lazily loaded schema shares no module with the
 * pages' first load (a shared module becomes one more preloaded chunk); a unit test keeps them equal.
 */
export const FILTER_CATEGORIES: readonly EventCategory[] = [
  'cleanup',
  'collection_drive',
  'tree_planting',
  'education',
  'other',
];
const CITY_MAX = 80;
/** date-window.ts WHEN_OPTIONS, repeated for the same reason (a unit test keeps them equal). */
export const FILTER_WHEN = ['today', 'weekend', 'week'] as const;
const INVALID_DATE = 'events.list.invalidDate';
const DATES_REVERSED = 'events.list.datesReversed';
const FIELDS = ['city', 'category', 'when', 'from', 'to'] as const;

/** A real calendar date written YYYY-MM-DD (what a date input sends). */
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const optionalDate = () =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isDate(v), INVALID_DATE),
  );

const eventListFiltersSchema = z
  .object({
    city: optionalText(CITY_MAX),
    category: z
      .string()
      .check(z.refine((v) => v === '' || (FILTER_CATEGORIES as readonly string[]).includes(v), UNKNOWN_CATEGORY)),
    when: z.string().check(z.refine((v) => v === '' || (FILTER_WHEN as readonly string[]).includes(v), INVALID_DATE)),
    from: optionalDate(),
    to: optionalDate(),
  })
  .check(
    z.refine((f) => !isDate(f.from) || !isDate(f.to) || f.to >= f.from, { message: DATES_REVERSED, path: ['to'] }),
  );
export interface EventListFilters {
  city: string;
  category: EventCategory | '';
  when: (typeof FILTER_WHEN)[number] | '';
  from: string;
  to: string;
}

export function validateEventListFilters(input: unknown): Validation<EventListFilters> {
  return validateWith(eventListFiltersSchema, pickStrings(input, FIELDS)) as Validation<EventListFilters>;
}

/** The query as the list uses it: a field the schema refuses is dropped (shows all) and reported. */
export function readEventListFilters(input: unknown): EventListFilters & { errors: FieldErrors } {
  const result = validateEventListFilters(input);
  if (result.ok) return { ...result.value, errors: {} };
  const raw = pickStrings(input, FIELDS);
  const kept = Object.fromEntries(FIELDS.map((f) => [f, result.errors[f] ? '' : raw[f]]));
  const ok = validateEventListFilters(kept);
  return { ...(ok.ok ? ok.value : { city: '', category: '', when: '', from: '', to: '' }), errors: result.errors };
}
