import * as z from 'zod/mini';
import { localToUtc, utcToLocal } from './time';

/**
 * Roles and time slots inside an event (docs/decisions/221-event-roles-and-slots.md): what the
 * organiser defines, what pages show. An event without roles has one implicit slot (its own time
 * and capacity) and none of this. Messages are locale keys as in ./schema.ts.
 */
const V = 'events.validation';
const S = 'events.shifts.validation';

const SHIFT_LIMITS = { roles: 10, slotsPerRole: 20, name: 80, duties: 500, bring: 300, capacity: 1000 };

export interface EventRole {
  id: string;
  name: string;
  duties: string;
  bring: string;
}

export interface EventSlot {
  id: string;
  roleId: string;
  startsAt: number;
  endsAt: number;
  capacity: number;
  signedUp: number;
  waiting: number;
}

export interface EventShifts {
  roles: EventRole[];
  slots: EventSlot[];
}

/** The viewer's own slots: held, or waited for at a 1-based position. */
export interface MySlot {
  slotId: string;
  state: 'signed_up' | 'waiting';
  position: number | null;
}

const text = (max: number) =>
  z.optional(z.string({ error: `${V}.invalid` }).check(z.trim(), z.maxLength(max, `${V}.tooLong:${max}`)));
const localDateTime = z
  .string({ error: `${V}.dateTime` })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${V}.dateTime`));

const slotInput = z.object({
  startsAt: localDateTime,
  endsAt: localDateTime,
  capacity: z.coerce.number({ error: `${V}.integer` }).check(
    z.refine((n) => Number.isSafeInteger(n), `${V}.integer`),
    z.gte(1, `${V}.min:1`),
    z.lte(SHIFT_LIMITS.capacity, `${V}.max:${SHIFT_LIMITS.capacity}`),
  ),
});

const roleInput = z.object({
  name: z
    .string({ error: `${V}.required` })
    .check(
      z.trim(),
      z.minLength(1, `${V}.required`),
      z.maxLength(SHIFT_LIMITS.name, `${V}.tooLong:${SHIFT_LIMITS.name}`),
    ),
  duties: text(SHIFT_LIMITS.duties),
  bring: text(SHIFT_LIMITS.bring),
  slots: z
    .array(slotInput)
    .check(
      z.minLength(1, `${S}.slotRequired`),
      z.maxLength(SHIFT_LIMITS.slotsPerRole, `${S}.tooManySlots:${SHIFT_LIMITS.slotsPerRole}`),
    ),
});

/** The roles part of the event form; an empty list means "no roles" (the implicit slot). */
export const shiftsSchema = z
  .object({
    roles: z.array(roleInput).check(z.maxLength(SHIFT_LIMITS.roles, `${S}.tooManyRoles:${SHIFT_LIMITS.roles}`)),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const [r, role] of v.roles.entries())
        for (const [s, slot] of role.slots.entries())
          if (slot.endsAt <= slot.startsAt)
            ctx.addIssue({ code: 'custom', path: ['roles', r, 'slots', s, 'endsAt'], message: `${V}.endBeforeStart` });
    }),
  );

export type ShiftsInput = z.output<typeof shiftsSchema>;

export interface ShiftRows {
  roles: Omit<EventRole, 'id'>[];
  slots: { role: number; startsAt: number; endsAt: number; capacity: number }[];
}

/**
 * Parsed roles → rows in UTC, checked against the event's own time: a slot lies within the event.
 * Returns the problems by field path ('roles.0.slots.1.startsAt') when there are any.
 */
export function toShiftRows(
  input: ShiftsInput,
  event: { startsAt: number | null; endsAt: number | null; timeZone: string | null },
): { rows: ShiftRows } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const rows: ShiftRows = { roles: [], slots: [] };
  if (input.roles.length && (!event.timeZone || event.startsAt === null || event.endsAt === null))
    return { fields: { roles: `${S}.eventTimeFirst` } };
  input.roles.forEach((role, r) => {
    rows.roles.push({ name: role.name, duties: role.duties ?? '', bring: role.bring ?? '' });
    role.slots.forEach((slot, s) => {
      const at = `roles.${r}.slots.${s}`;
      const startsAt = localToUtc(slot.startsAt, event.timeZone!);
      const endsAt = localToUtc(slot.endsAt, event.timeZone!);
      if (startsAt === null) fields[`${at}.startsAt`] = `${V}.dateTime`;
      if (endsAt === null) fields[`${at}.endsAt`] = `${V}.dateTime`;
      if (startsAt === null || endsAt === null) return;
      if (startsAt < event.startsAt! || endsAt > event.endsAt!) fields[`${at}.startsAt`] = `${S}.outsideEvent`;
      rows.slots.push({ role: r, startsAt, endsAt, capacity: slot.capacity });
    });
  });
  return Object.keys(fields).length ? { fields } : { rows };
}

/** Two slots overlap when each starts before the other ends (touching ends do not). */
export const slotsOverlap = (a: { startsAt: number; endsAt: number }, b: { startsAt: number; endsAt: number }) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The roles form as its fields hold it (strings as typed, wall clock in the event's zone). */
export interface ShiftsFormValue {
  roles: {
    name: string;
    duties: string;
    bring: string;
    slots: { startsAt: string; endsAt: string; capacity: string }[];
  }[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A posted payload (Conform's `parse`) as the form's value, whatever it holds. */
export function shiftsFormOf(payload: unknown): ShiftsFormValue {
  const roles = list((payload as { roles?: unknown } | null)?.roles).slice(0, SHIFT_LIMITS.roles + 1);
  return {
    roles: roles.map((raw) => {
      const role = (raw ?? {}) as Record<string, unknown>;
      return {
        name: str(role.name),
        duties: str(role.duties),
        bring: str(role.bring),
        slots: list(role.slots)
          .slice(0, SHIFT_LIMITS.slotsPerRole + 1)
          .map((rawSlot) => {
            const slot = (rawSlot ?? {}) as Record<string, unknown>;
            return { startsAt: str(slot.startsAt), endsAt: str(slot.endsAt), capacity: str(slot.capacity) };
          }),
      };
    }),
  };
}

/** "add-role", "add-slot:0", "remove-slot:0:1", "remove-role:0" applied to the form's value. */
export function editShiftsForm(value: ShiftsFormValue, intent: string): ShiftsFormValue | null {
  const [kind, a, b] = intent.split(':');
  const r = Number(a);
  const s = Number(b);
  const roles = value.roles.map((role) => ({ ...role, slots: [...role.slots] }));
  const blankSlot = { startsAt: '', endsAt: '', capacity: '' };
  if (kind === 'add-role' && roles.length < SHIFT_LIMITS.roles)
    roles.push({ name: '', duties: '', bring: '', slots: [blankSlot] });
  else if (kind === 'add-slot' && roles[r] && roles[r].slots.length < SHIFT_LIMITS.slotsPerRole)
    roles[r].slots.push(roles[r].slots.at(-1) ?? blankSlot);
  else if (kind === 'remove-slot' && roles[r]?.slots[s]) roles[r].slots.splice(s, 1);
  else if (kind === 'remove-role' && roles[r]) roles.splice(r, 1);
  else if (kind !== 'add-role' && kind !== 'add-slot') return null;
  return { roles };
}

/** Stored roles and slots as the form shows them (wall clock in the event's zone). */
export function shiftsFormFromStored(shifts: EventShifts, timeZone: string | null): ShiftsFormValue {
  const zone = timeZone ?? 'UTC';
  return {
    roles: shifts.roles.map((role) => ({
      name: role.name,
      duties: role.duties,
      bring: role.bring,
      slots: shifts.slots
        .filter((slot) => slot.roleId === role.id)
        .map((slot) => ({
          startsAt: utcToLocal(slot.startsAt, zone),
          endsAt: utcToLocal(slot.endsAt, zone),
          capacity: String(slot.capacity),
        })),
    })),
  };
}
