/**
 * The point editor's form on Conform: the submitted fields (Conform's payload, the
 * same names a no-JavaScript post would carry) back into the form model, validated with the
 * facility schemas the worker uses (schemas.ts), with every problem under the Conform name of
 * its field (`rates[0].price`, `workingHours.monday.end`), so the worker's 422 problems land on
 * the same fields as the browser's own.
 */
export { conformName } from './field-names';
import type { FieldErrors, Validation } from '../schemas/form-fields';
import { conformName } from './field-names';
import { CONTACT_TYPES, WEEKDAYS, type DayHours, type FacilityForm, type RateLine } from './model';
import { completenessProblems, draftProblems, type FieldProblem } from './schemas';

/** Draft: what any save needs; review: docs/product.md §5.4 completeness for sending to review. */
export type EditorFlow = 'draft' | 'review';
const EDITOR_FLOWS: readonly EditorFlow[] = ['draft', 'review'];

type Source = Record<string, unknown>;
const obj = (v: unknown): Source => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Source) : {});
const one = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const str = (v: unknown): string => {
  const value = one(v);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
/** '' (an emptied number input) stays NaN, so the coordinate rule reports it. */
const num = (v: unknown): number => (str(v).trim() === '' ? Number.NaN : Number(str(v)));
const intOrNull = (v: unknown): number | null => (str(v) === '' ? null : Number(str(v)));
/** A checkbox is in the payload only when checked (value "on"). */
const checked = (v: unknown): boolean => {
  const value = one(v);
  return value === true || (typeof value === 'string' && value !== '' && value !== 'false');
};

/** Conform's payload of the editor's form (nested by field names) → the form model. */
export function facilityFromPayload(payload: unknown): FacilityForm {
  const p = obj(payload);
  const coords = obj(p.coords);
  const contacts = obj(p.contacts);
  const supervisor = obj(p.supervisorContacts);
  const hours = obj(p.workingHours);
  const rates = Array.isArray(p.rates) ? p.rates : p.rates === undefined ? [] : [p.rates];
  return {
    id: str(p.id) || null,
    name: str(p.name),
    address: str(p.address),
    coords: { lng: num(coords.lng), lat: num(coords.lat) },
    comment: str(p.comment),
    collectionRules: str(p.collectionRules),
    contacts: Object.fromEntries(CONTACT_TYPES.map((type) => [type, str(contacts[type])])) as FacilityForm['contacts'],
    supervisorContacts: { name: str(supervisor.name), phone: str(supervisor.phone), email: str(supervisor.email) },
    workingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const h = obj(hours[day]);
        const value: DayHours = {
          start: str(h.start),
          end: str(h.end),
          breakStart: str(h.breakStart),
          breakEnd: str(h.breakEnd),
          worksFullDay: checked(h.worksFullDay),
          noLunchBreak: checked(h.noLunchBreak),
        };
        return [day, value];
      }),
    ) as FacilityForm['workingHours'],
    rates: rates.map((r): RateLine => {
      const rate = obj(r);
      return { id: str(rate.id), srmId: intOrNull(rate.srmId), unitsSlug: str(rate.unitsSlug), price: str(rate.price) };
    }),
    icon: intOrNull(p.icon),
  };
}

/** Field problems (the schemas', or the worker's) as Conform errors: `key` or `key|{params}` per field name. */
export function problemsToErrors(problems: readonly FieldProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of problems) {
    const text = p.params ? `${p.message}|${JSON.stringify(p.params)}` : p.message;
    const name = conformName(p.path);
    errors[name] ??= [];
    errors[name].push(text);
  }
  return errors;
}

/** The flow a submission asks for: the pressed button's `intent`, else the form's last `check`, else draft. */
export function flowOf(payload: unknown): EditorFlow {
  const p = obj(payload);
  const asked = str(p.intent) || str(p.check);
  return (EDITOR_FLOWS as readonly string[]).includes(asked) ? (asked as EditorFlow) : 'draft';
}

/** The editor's validator (Conform on the client, and any form post): the draft or the completeness rules. */
export function validateFacilityPayload(payload: unknown): Validation<{ flow: EditorFlow; form: FacilityForm }> {
  const flow = flowOf(payload);
  const form = facilityFromPayload(payload);
  const problems = flow === 'review' ? completenessProblems(form) : draftProblems(form);
  return problems.length ? { ok: false, errors: problemsToErrors(problems) } : { ok: true, value: { flow, form } };
}
