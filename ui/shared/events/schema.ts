import * as z from 'zod/mini';
import { EVENT_CATEGORIES, type EventFields } from './model';
import { isTimeZone, localToUtc } from './time';
import { noFormatCharacters } from '../schemas/display-name';
import { LIMITS } from './form-limits';

/**
 * The event form, shared by the page (Conform) and the worker (API). Error messages are locale
 * keys, optionally with one parameter after a colon ('events.validation.tooLong:120'); the page
 * translates them with `validationMessage` (form-limits.ts). zod/mini, like every schema the browser
 * loads: classic zod anywhere in the bundle made every form page download its whole core.
 *
 * Two levels (docs/product.md §4.6): a draft only needs a title and well-formed values; sending to review needs
 * everything (`missingFields`), else 'fill the event completely to send it to review'.
 */
const V = 'events.validation';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
/** A blank field (empty, spaces, null) is an absent one, then the field's own rules run. */
function blankIsAbsent<T extends z.ZodMiniType>(schema: T): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, T> {
  // What classic zod's preprocess is; the cast only tells TypeScript the transform feeds `schema`.
  return z.pipe(
    z.transform((v: unknown): unknown => blankToUndefined(v)),
    schema as unknown as z.ZodMiniType<unknown, unknown>,
  ) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, T>;
}
const invalid = { error: `${V}.invalid` };
const text = (max: number) =>
  blankIsAbsent(z.optional(z.string(invalid).check(z.trim(), z.maxLength(max, `${V}.tooLong:${max}`))));
const int = (min: number, max: number) =>
  blankIsAbsent(
    z.optional(
      z.coerce.number({ error: `${V}.integer` }).check(
        z.refine((n) => Number.isSafeInteger(n), `${V}.integer`),
        z.gte(min, `${V}.min:${min}`),
        z.lte(max, `${V}.max:${max}`),
      ),
    ),
  );
const decimal = (min: number, max: number) =>
  blankIsAbsent(
    z.optional(
      z.coerce
        .number({ error: `${V}.decimal` })
        .check(z.gte(min, `${V}.between:${min}..${max}`), z.lte(max, `${V}.between:${min}..${max}`)),
    ),
  );
const localDateTime = blankIsAbsent(
  z.optional(z.string(invalid).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${V}.dateTime`))),
);
// E-mail per docs/product.md §5.1: local part ≤ 64, domain ≤ 66, plus a standard format check.
const email = blankIsAbsent(
  z.optional(
    z.string(invalid).check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(LIMITS.email, `${V}.email`),
      z.refine((v) => /^[^\s@]{1,64}@[^\s@]{1,66}$/.test(v) && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), `${V}.email`),
    ),
  ),
);
// International format; the phone input of may replace this with libphonenumber later.
const phone = blankIsAbsent(
  z.optional(
    z.string(invalid).check(
      z.trim(),
      z.refine((v) => /^\+?[\d\s()-]{7,20}$/.test(v) && v.replace(/\D/g, '').length >= 10, `${V}.phone`),
    ),
  ),
);

export const eventFormSchema = z
  .object({
    title: blankIsAbsent(
      z
        .string({ error: `${V}.required` })
        .check(
          z.trim(),
          z.minLength(1, `${V}.required`),
          z.maxLength(LIMITS.title, `${V}.tooLong:${LIMITS.title}`),
          noFormatCharacters(`${V}.formatCharacters`),
        ),
    ),
    summary: text(LIMITS.summary),
    description: text(LIMITS.description),
    category: blankIsAbsent(z.optional(z.enum(EVENT_CATEGORIES, invalid))),
    startsAt: localDateTime,
    endsAt: localDateTime,
    timeZone: blankIsAbsent(z.optional(z.string(invalid).check(z.refine(isTimeZone, `${V}.timeZone`)))),
    address: text(LIMITS.address),
    city: text(LIMITS.city),
    lat: decimal(-90, 90),
    lng: decimal(-180, 180),
    facilityId: text(64),
    capacity: int(1, LIMITS.capacity),
    rewardPoints: int(0, LIMITS.reward),
    contactName: blankIsAbsent(
      z.optional(
        z
          .string(invalid)
          .check(
            z.trim(),
            z.maxLength(LIMITS.name, `${V}.tooLong:${LIMITS.name}`),
            noFormatCharacters(`${V}.formatCharacters`),
          ),
      ),
    ),
    contactPhone: phone,
    contactEmail: email,
  })
  .check(
    z.superRefine((v, ctx) => {
      // Only when the zone itself is valid: a bad zone is reported once, on its own field.
      const zoneOk = !!v.timeZone && isTimeZone(v.timeZone);
      if (v.startsAt && zoneOk && localToUtc(v.startsAt, v.timeZone!) === null)
        ctx.addIssue({ code: 'custom', path: ['startsAt'], message: `${V}.dateTime` });
      if (v.endsAt && zoneOk && localToUtc(v.endsAt, v.timeZone!) === null)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `${V}.dateTime` });
      if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `${V}.endBeforeStart` });
      if ((v.lat === undefined) !== (v.lng === undefined))
        ctx.addIssue({ code: 'custom', path: [v.lat === undefined ? 'lat' : 'lng'], message: `${V}.coordsPair` });
    }),
  );

export type EventFormValues = z.output<typeof eventFormSchema>;

/** Parsed form values → stored fields (local times become UTC instants in the chosen zone). */
export function toEventFields(v: EventFormValues): EventFields {
  const zone = v.timeZone ?? null;
  return {
    title: v.title,
    summary: v.summary ?? '',
    description: v.description ?? '',
    category: v.category ?? null,
    startsAt: v.startsAt && zone ? localToUtc(v.startsAt, zone) : null,
    endsAt: v.endsAt && zone ? localToUtc(v.endsAt, zone) : null,
    timeZone: zone,
    address: v.address ?? '',
    city: v.city ?? '',
    lat: v.lat ?? null,
    lng: v.lng ?? null,
    facilityId: v.facilityId ?? null,
    capacity: v.capacity ?? null,
    rewardPoints: v.rewardPoints ?? null,
    contactName: v.contactName ?? '',
    contactPhone: v.contactPhone ?? '',
    contactEmail: v.contactEmail ?? '',
  };
}

/** Fields required before review (coordinates, the recycling point and the cover are optional). */
const REQUIRED_FOR_REVIEW = [
  'title',
  'summary',
  'description',
  'category',
  'startsAt',
  'endsAt',
  'timeZone',
  'address',
  'city',
  'capacity',
  'rewardPoints',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const satisfies readonly (keyof EventFields)[];

/** Per field, why the event cannot go to review yet; empty when it is complete. */
export function missingFields(fields: EventFields, now: number): Partial<Record<keyof EventFields, string>> {
  const out: Partial<Record<keyof EventFields, string>> = {};
  for (const key of REQUIRED_FOR_REVIEW) {
    const value = fields[key];
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      out[key] = `${V}.required`;
  }
  if (!out.startsAt && fields.startsAt !== null && fields.startsAt <= now) out.startsAt = `${V}.inPast`;
  if (!out.endsAt && fields.endsAt !== null && fields.startsAt !== null && fields.endsAt <= fields.startsAt)
    out.endsAt = `${V}.endBeforeStart`;
  return out;
}

export const INCOMPLETE_MESSAGE_KEY = 'events.errors.incomplete';
