import * as z from 'zod/mini';
import { WEEKDAYS } from '../facility/model';
import { firstWeekDates, hoursOn, type WeeklyHours } from '../drives/model';
import { message } from './rules';
import { MSG, optionalText, pickStrings, requiredText, validateWith, type Validation } from './form-fields';

/**
 * The collection drive form (docs/product.md "Collection drives"), shared by Conform in the browser,
 * the page's no-JavaScript post and the JSON API. One time range is the drive's hours on each of
 * its days; it is stored in the point's weekly model (every weekday alike), so open now reads it as
 * it reads a point's.
 */
const FIELDS = [
  'title',
  'address',
  'lat',
  'lng',
  'timeZone',
  'startDate',
  'endDate',
  'opens',
  'closes',
  'items',
  'notes',
  'eventId',
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ITEM_SLUG = /^[a-z0-9-]{1,60}$/;
/** A drive lasts at most this many days (a season's drive, not a standing point). */
const DRIVE_MAX_DAYS = 62;

const dateField = z.string().check(z.trim(), z.regex(DATE, 'drives.invalid.date'));
const coordinate = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v !== '' && Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max, 'drives.invalid.coordinates'),
  );

const schema = z
  .object({
    title: requiredText(160),
    address: requiredText(300),
    lat: coordinate(90),
    lng: coordinate(180),
    timeZone: z.string().check(z.trim(), z.minLength(1, MSG.required)),
    startDate: dateField,
    endDate: dateField,
    opens: z.string().check(z.trim(), z.regex(TIME, 'drives.invalid.time')),
    closes: z.string().check(z.trim(), z.regex(TIME, 'drives.invalid.time')),
    items: optionalText(600),
    notes: optionalText(2000),
    eventId: optionalText(64),
  })
  .check(
    z.refine((v) => v.endDate >= v.startDate, { message: 'drives.invalid.dateOrder', path: ['endDate'] }),
    z.refine((v) => daysBetween(v.startDate, v.endDate) < DRIVE_MAX_DAYS, {
      message: message('drives.invalid.tooLong', { n: DRIVE_MAX_DAYS }),
      path: ['endDate'],
    }),
    z.refine((v) => v.closes > v.opens, { message: 'drives.invalid.timeOrder', path: ['closes'] }),
    z.refine((v) => v.items.split(/[\s,]+/).every((s) => s === '' || ITEM_SLUG.test(s)), {
      message: 'drives.invalid.items',
      path: ['items'],
    }),
  );

const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

export interface DriveInput {
  title: string;
  address: string;
  lat: number;
  lng: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  hours: WeeklyHours;
  materials: string[];
  items: string[];
  notes: string;
  eventId: string | null;
}

/** Raw fields (form data or JSON) → the drive, or messages by field. `materials` may repeat. */
export function validateDrive(input: unknown): Validation<DriveInput> {
  const checked = validateWith(schema, pickStrings(input, FIELDS));
  if (!checked.ok) return checked;
  const v = checked.value;
  const raw = (typeof input === 'object' && input !== null ? (input as Record<string, unknown>).materials : []) ?? [];
  const materials = [...new Set((Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === 'string'))];
  const items = [...new Set(v.items.split(/[\s,]+/).filter(Boolean))];
  if (!materials.length && !items.length) return { ok: false, errors: { materials: ['drives.invalid.nothingTaken'] } };
  const week = weekFrom(input, v.opens, v.closes, v.startDate, v.endDate);
  if (!week.ok) return week;
  return {
    ok: true,
    value: {
      title: v.title,
      address: v.address,
      lat: Number(v.lat),
      lng: Number(v.lng),
      timeZone: v.timeZone,
      startDate: v.startDate,
      endDate: v.endDate,
      hours: week.value,
      materials,
      items,
      notes: v.notes,
      eventId: v.eventId || null,
    },
  };
}

/**
 * The hours per weekday (ADR 234): each weekday keeps the usual range unless the form gives it its
 * own (`opens-<weekday>` and `closes-<weekday>`, both or neither) or closes it (`closed-<weekday>`).
 * At least one day within the drive's dates must be open.
 */
function weekFrom(
  input: unknown,
  opens: string,
  closes: string,
  startDate: string,
  endDate: string,
): Validation<WeeklyHours> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
  const errors: Record<string, string[]> = {};
  const entries = WEEKDAYS.map((d) => {
    const closed = text(`closed-${d}`) !== '';
    const [start, end] = [text(`opens-${d}`), text(`closes-${d}`)];
    const fail = (field: string, key: string) => {
      errors[`${field}-${d}`] = [key];
    };
    if (!closed && (start || end)) {
      if (!start || !end) fail(start ? 'closes' : 'opens', 'drives.invalid.bothTimes');
      else if (!TIME.test(start)) fail('opens', 'drives.invalid.time');
      else if (!TIME.test(end)) fail('closes', 'drives.invalid.time');
      else if (end <= start) fail('closes', 'drives.invalid.timeOrder');
    }
    const range = closed ? { start: '', end: '' } : start && end ? { start, end } : { start: opens, end: closes };
    return [d, { ...range, breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: true }] as const;
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  const hours = Object.fromEntries(entries) as WeeklyHours;
  const open = firstWeekDates(startDate, endDate).some((date) => hoursOn(hours, startDate, endDate, date));
  return open ? { ok: true, value: hours } : { ok: false, errors: { hours: ['drives.invalid.noOpenDay'] } };
}

const AMOUNT_UNITS = ['kg', 'pieces'] as const;
type AmountUnit = (typeof AMOUNT_UNITS)[number];
export interface DriveAmount {
  /** A catalogue material slug or a guide item slug the drive took. */
  what: string;
  amount: number;
  unit: AmountUnit;
}

const amountSchema = z.array(
  z.object({
    what: z.string().check(z.regex(ITEM_SLUG, 'drives.invalid.items')),
    amount: z.number().check(z.gte(0, 'drives.invalid.amount'), z.lte(10_000_000, 'drives.invalid.amount')),
    unit: z.enum(AMOUNT_UNITS, 'drives.invalid.unit'),
  }),
);

/**
 * The amounts form: `amount.<what>` and `unit.<what>` fields for each thing the drive took, or a JSON
 * `amounts` list. Empty amount fields are left out.
 */
export function validateAmounts(input: unknown, takes: readonly string[]): Validation<DriveAmount[]> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const list = Array.isArray(source.amounts)
    ? source.amounts
    : takes
        .map((what) => ({
          what,
          amount: String(source[`amount.${what}`] ?? '').trim(),
          unit: String(source[`unit.${what}`] ?? 'kg'),
        }))
        .filter((a) => a.amount !== '')
        .map((a) => ({ ...a, amount: Number(a.amount.replace(',', '.')) }));
  const checked = validateWith(amountSchema, list);
  if (!checked.ok) return { ok: false, errors: { amounts: Object.values(checked.errors).flat() } };
  if (checked.value.some((a) => !takes.includes(a.what)))
    return { ok: false, errors: { amounts: ['drives.invalid.items'] } };
  return checked;
}
