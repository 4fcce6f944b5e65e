/**
 * Validation of recycling points (docs/product.md §5.4), one zod schema per purpose, shared by the worker and
 * the form. Every message is a locale key under `facility.validation.` (with params where needed),
 * so the form shows the worker's own rules, localized.
 *
 *  - facilityDraftSchema: what any save needs (a name, well-formed values where filled, limits).
 *  - facilityCompleteSchema: docs/product.md §5.4 completeness for sending to review, on top of the draft rules.
 *
 * zod/mini, like every schema the browser loads. The API's write document is in write-document.ts.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import type { $RefinementCtx } from 'zod/v4/core';
import { CONTACT_TYPES, WEEKDAYS, isWorkingDay, type FacilityForm } from './model';
import { hasFormatCharacters } from '../schemas/display-name';

export const LIMITS = {
  name: 200,
  address: 500,
  comment: 2000,
  description: 4000,
  contact: 300,
  supervisorName: 200,
  rates: 50,
  price: 12,
} as const;

const V = 'facility.validation.';
type Ctx = $RefinementCtx<FacilityForm>;
type Path = (string | number)[];
const issue = (ctx: Ctx, path: Path, key: string, params?: Record<string, string | number>) =>
  ctx.addIssue({ code: 'custom', path, message: `${V}${key}`, ...(params ? { params } : {}) });

/**
 * Contacts become links on the public page: a value that names a scheme may only name one meant
 * for its kind (docs/decisions/046): web links http(s), Telegram also tg:, e-mail mailto:, phone
 * tel:. `javascript:`, `data:` and the like are refused here, so the API never stores them.
 */
const CONTACT_SCHEMES: Record<string, readonly string[]> = {
  website: ['http', 'https'],
  telegram: ['http', 'https', 'tg'],
  whatsapp: ['http', 'https'],
  vk: ['http', 'https'],
  email: ['mailto'],
  phone: ['tel'],
};
function contactSchemeAllowed(type: string, value: string): boolean {
  const v = value.trim();
  // Control characters and whitespace inside a scheme would let a browser read one we did not see.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(v)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1]?.toLowerCase();
  if (!scheme) return true;
  // "host:port" without a scheme (example.org:8080/x) is a web address, not a scheme.
  if (/^[^/:]+\.[^/:]+:\d+/.test(v)) return true;
  return (CONTACT_SCHEMES[type] ?? ['http', 'https']).includes(scheme);
}

/** docs/product.md §5.1: local part at most 64, domain at most 66, plus a standard format check. */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 66) return false;
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
    value,
  );
}

/** docs/product.md §5.4 phone: a calling code chosen from the list, and a number valid for that country. */
export function phoneProblem(value: string): 'callingCode' | 'phone' | null {
  if (!value.startsWith('+') || !parsePhoneNumberFromString(value)?.countryCallingCode) return 'callingCode';
  return isValidPhoneNumber(value) ? null : 'phone';
}

const PRICE_PATTERN = /^\d{1,9}(\.\d+)?$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dayShape = z.object({
  start: z.string(),
  end: z.string(),
  breakStart: z.string(),
  breakEnd: z.string(),
  worksFullDay: z.boolean(),
  noLunchBreak: z.boolean(),
});
const text = z.string();

const formShape = z.object({
  id: z.nullable(z.string()),
  name: z.string(),
  address: z.string(),
  coords: z.object({ lng: z.number(), lat: z.number() }),
  comment: z.string(),
  collectionRules: z.string(),
  contacts: z.object(
    Object.fromEntries(CONTACT_TYPES.map((t) => [t, text])) as Record<(typeof CONTACT_TYPES)[number], typeof text>,
  ),
  supervisorContacts: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  workingHours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayShape])) as Record<(typeof WEEKDAYS)[number], typeof dayShape>,
  ),
  rates: z.array(z.object({ id: z.string(), srmId: z.nullable(z.int()), unitsSlug: z.string(), price: z.string() })),
  icon: z.nullable(z.int()),
});

function draftRules(form: FacilityForm, ctx: Ctx) {
  if (form.name.trim() === '') issue(ctx, ['name'], 'required');
  const max = (path: Path, value: string, limit: number) => {
    if (value.length > limit) issue(ctx, path, 'maxLength', { max: limit });
  };
  max(['name'], form.name, LIMITS.name);
  if (hasFormatCharacters(form.name)) issue(ctx, ['name'], 'formatCharacters');
  if (hasFormatCharacters(form.supervisorContacts.name)) issue(ctx, ['supervisorContacts', 'name'], 'formatCharacters');
  max(['address'], form.address, LIMITS.address);
  max(['comment'], form.comment, LIMITS.comment);
  max(['collectionRules'], form.collectionRules, LIMITS.description);
  for (const type of CONTACT_TYPES) max(['contacts', type], form.contacts[type], LIMITS.contact);
  if (form.contacts.email.trim() && !isValidEmail(form.contacts.email.trim()))
    issue(ctx, ['contacts', 'email'], 'email');
  for (const type of CONTACT_TYPES)
    if (!contactSchemeAllowed(type, form.contacts[type])) issue(ctx, ['contacts', type], 'urlScheme');
  max(['supervisorContacts', 'name'], form.supervisorContacts.name, LIMITS.supervisorName);
  max(['supervisorContacts', 'email'], form.supervisorContacts.email, LIMITS.contact);
  const { phone, email } = form.supervisorContacts;
  if (email.trim() && !isValidEmail(email.trim())) issue(ctx, ['supervisorContacts', 'email'], 'email');
  if (phone.trim()) {
    const problem = phoneProblem(phone.trim());
    if (problem) issue(ctx, ['supervisorContacts', 'phone'], problem);
  }
  if (!(form.coords.lng >= -180 && form.coords.lng <= 180))
    issue(ctx, ['coords', 'lng'], 'between', { min: -180, max: 180 });
  if (!(form.coords.lat >= -90 && form.coords.lat <= 90))
    issue(ctx, ['coords', 'lat'], 'between', { min: -90, max: 90 });
  for (const day of WEEKDAYS) {
    const hours = form.workingHours[day];
    for (const key of ['start', 'end', 'breakStart', 'breakEnd'] as const) {
      if (hours[key] !== '' && !TIME_PATTERN.test(hours[key])) issue(ctx, ['workingHours', day, key], 'time');
    }
  }
  if (form.rates.length > LIMITS.rates) issue(ctx, ['rates'], 'maxRates', { max: LIMITS.rates });
  form.rates.forEach((rate, index) => {
    if (rate.price !== '' && !PRICE_PATTERN.test(rate.price)) issue(ctx, ['rates', index, 'price'], 'decimal');
    else if (rate.price.includes('.') && rate.price.split('.')[1]!.length > 2)
      issue(ctx, ['rates', index, 'price'], 'decimals', { max: 2 });
  });
}

/** docs/product.md §5.4 completeness, rule by rule, in the order the product description lists them. */
function completeRules(form: FacilityForm, ctx: Ctx) {
  // 1. All core fields filled, except comment.
  if (form.address.trim() === '') issue(ctx, ['address'], 'required');
  if (form.collectionRules.trim() === '') issue(ctx, ['collectionRules'], 'required');
  // 2. Supervisor name, phone and e-mail.
  for (const key of ['name', 'phone', 'email'] as const) {
    if (form.supervisorContacts[key].trim() === '') issue(ctx, ['supervisorContacts', key], 'required');
  }
  // 3. At least one working day (full day, or with start and end).
  if (!WEEKDAYS.some((day) => isWorkingDay(form.workingHours[day]))) issue(ctx, ['workingHours'], 'oneWorkingDay');
  for (const day of WEEKDAYS) {
    const h = form.workingHours[day];
    if (h.worksFullDay) continue;
    const touched = h.start !== '' || h.end !== '' || h.breakStart !== '' || h.breakEnd !== '';
    if (!touched) continue;
    // 4. Not full day: both start and end.
    if (h.start === '') issue(ctx, ['workingHours', day, 'start'], 'required');
    if (h.end === '') issue(ctx, ['workingHours', day, 'end'], 'required');
    const valid = (t: string) => TIME_PATTERN.test(t);
    if (valid(h.start) && valid(h.end) && minutes(h.start) >= minutes(h.end))
      issue(ctx, ['workingHours', day, 'end'], 'timeOrder');
    if (h.noLunchBreak) continue;
    // 5. A lunch break needs start and end, start before end, within working hours.
    if (h.breakStart === '') issue(ctx, ['workingHours', day, 'breakStart'], 'required');
    if (h.breakEnd === '') issue(ctx, ['workingHours', day, 'breakEnd'], 'required');
    if (valid(h.breakStart) && valid(h.breakEnd)) {
      if (minutes(h.breakStart) >= minutes(h.breakEnd)) issue(ctx, ['workingHours', day, 'breakEnd'], 'breakOrder');
      else if (
        valid(h.start) &&
        valid(h.end) &&
        (minutes(h.breakStart) < minutes(h.start) || minutes(h.breakEnd) > minutes(h.end))
      ) {
        issue(ctx, ['workingHours', day, 'breakStart'], 'breakInside');
      }
    }
  }
  // 6. At least one rate line, each with id, rate, type id and unit.
  if (form.rates.length === 0) issue(ctx, ['rates'], 'oneRate');
  form.rates.forEach((rate, index) => {
    if (rate.id.trim() === '') issue(ctx, ['rates', index, 'id'], 'required');
    if (rate.price === '') issue(ctx, ['rates', index, 'price'], 'required');
    if (rate.srmId === null) issue(ctx, ['rates', index, 'srmId'], 'required');
    if (rate.unitsSlug === '') issue(ctx, ['rates', index, 'unitsSlug'], 'required');
  });
  // 7–8. Coordinator e-mail and phone valid: the draft rules already check filled values.
}

const facilityDraftSchema = formShape.check(z.superRefine((form, ctx) => draftRules(form as FacilityForm, ctx as Ctx)));
const facilityCompleteSchema = formShape.check(
  z.superRefine((form, ctx) => {
    draftRules(form as FacilityForm, ctx as Ctx);
    completeRules(form as FacilityForm, ctx as Ctx);
  }),
);

export interface FieldProblem {
  /** Dotted path of the form model, e.g. "workingHours.monday.start", "rates.0.price". */
  path: string;
  /** Locale key. */
  message: string;
  params?: Record<string, string | number>;
}

function problems(result: {
  success: boolean;
  error?: { issues: readonly { code: string; path: PropertyKey[]; message: string }[] } | undefined;
}): FieldProblem[] {
  if (result.success || !result.error) return [];
  return result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    // Shape errors (a NaN coordinate, a wrong type) have zod's own text: give them a locale key too.
    message: i.code === 'custom' ? i.message : `${V}invalid`,
    ...((i as { params?: Record<string, string | number> }).params
      ? { params: (i as { params?: Record<string, string | number> }).params! }
      : {}),
  }));
}

export function draftProblems(form: FacilityForm): FieldProblem[] {
  return problems(facilityDraftSchema.safeParse(form));
}

export function completenessProblems(form: FacilityForm): FieldProblem[] {
  return problems(facilityCompleteSchema.safeParse(form));
}

export function isComplete(form: FacilityForm): boolean {
  return completenessProblems(form).length === 0;
}
