import * as z from 'zod/mini';
import { optionalText, pickStrings, validateWith, type FieldErrors, type Validation } from '../schemas/form-fields';
import type { EventCategory } from './model';

/**
 * The events list filters (/charity-events?city=&category=, a GET form): one schema for the
 * worker, which reads the query with it, and for Conform in the browser. Empty means "all".
 */
export const UNKNOWN_CATEGORY = 'events.list.unknownCategory';
/**
 * model.ts EVENT_CATEGORIES, repeated so this lazily loaded schema shares no module with the
 * pages' first load (a shared module becomes one more preloaded chunk); a unit test keeps them equal.
 */
export const FILTER_CATEGORIES: readonly EventCategory[] = ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other'];
export const CITY_MAX = 80;

export const eventListFiltersSchema = z.object({
  city: optionalText(CITY_MAX),
  category: z.string().check(z.refine((v) => v === '' || (FILTER_CATEGORIES as readonly string[]).includes(v), UNKNOWN_CATEGORY)),
});
export interface EventListFilters {
  city: string;
  category: EventCategory | '';
}

export function validateEventListFilters(input: unknown): Validation<EventListFilters> {
  return validateWith(eventListFiltersSchema, pickStrings(input, ['city', 'category'])) as Validation<EventListFilters>;
}

/** The query as the list uses it: a field the schema refuses is dropped (shows all) and reported. */
export function readEventListFilters(input: unknown): EventListFilters & { errors: FieldErrors } {
  const result = validateEventListFilters(input);
  if (result.ok) return { ...result.value, errors: {} };
  const raw = pickStrings(input, ['city', 'category']);
  const ok = validateEventListFilters({ city: result.errors.city ? '' : raw.city, category: result.errors.category ? '' : raw.category });
  return { ...(ok.ok ? ok.value : { city: '', category: '' }), errors: result.errors };
}
