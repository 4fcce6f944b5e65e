import { dateFormat } from '../locale-format';
import type { Translator } from '../i18n';
import type { EventRole, EventSlot, MySlot } from './shifts';

/**
 * What the event page shows of each slot, worded on the server (ADR 221): "3 of 5 — Sorters,
 * Sat 10:00–12:00" with how many are still needed, so the page formats no date while hydrating.
 */
export interface SlotLine {
  id: string;
  role: string;
  duties: string;
  bring: string;
  line: string;
  needed: string;
  full: boolean;
  started: boolean;
  mine: MySlot['state'] | null;
  position: number | null;
  /** For a full slot: the next one with room (same role first), to offer instead. */
  nextWithRoom: { id: string; line: string } | null;
}

/** "Sat 10:00–12:00" in the event's zone and the reader's language. */
export function slotWhen(locale: string, timeZone: string, startsAt: number, endsAt: number): string {
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } as const;
  const start = dateFormat(locale, { weekday: 'short', ...time }).format(startsAt);
  return `${start}–${dateFormat(locale, time).format(endsAt)}`;
}

export function slotLines(
  t: Pick<Translator, 't' | 'plural'>,
  locale: string,
  timeZone: string,
  shifts: { roles: EventRole[]; slots: EventSlot[]; mine: MySlot[] },
  now: number,
): SlotLine[] {
  const roleOf = (slot: EventSlot) => shifts.roles.find((r) => r.id === slot.roleId);
  const lineOf = (slot: EventSlot) =>
    t.t('shifts.line', {
      signedUp: slot.signedUp,
      capacity: slot.capacity,
      role: roleOf(slot)?.name ?? '',
      when: slotWhen(locale, timeZone, slot.startsAt, slot.endsAt),
    });
  const open = (slot: EventSlot) => slot.startsAt > now && slot.signedUp < slot.capacity && slot.waiting === 0;
  return shifts.slots.map((slot) => {
    const role = roleOf(slot);
    const own = shifts.mine.find((m) => m.slotId === slot.id);
    const full = slot.signedUp >= slot.capacity || slot.waiting > 0;
    const later = shifts.slots.filter((s) => s.id !== slot.id && s.startsAt >= slot.startsAt && open(s));
    const next = full ? (later.find((s) => s.roleId === slot.roleId) ?? later[0]) : undefined;
    const left = Math.max(0, slot.capacity - slot.signedUp);
    return {
      id: slot.id,
      role: role?.name ?? '',
      duties: role?.duties ?? '',
      bring: role?.bring ?? '',
      line: lineOf(slot),
      needed: left > 0 ? t.plural('shifts.needed', left) : t.t('shifts.full'),
      full,
      started: slot.startsAt <= now,
      mine: own?.state ?? null,
      position: own?.position ?? null,
      nextWithRoom: next ? { id: next.id, line: lineOf(next) } : null,
    };
  });
}

/** How many slots still needing people an event card names before "and N more". */
const CARD_SLOTS = 2;

/**
 * An event card's "still needed" (ADR 221): the slots not yet started that still have room, soonest
 * first, each as "1 of 3 — Sorters, Sat 10:00–12:00" in the event's zone, then how many more.
 */
export function stillNeededLines(
  t: Pick<Translator, 't' | 'plural'>,
  locale: string,
  timeZone: string,
  slots: { role: string; startsAt: number; endsAt: number; capacity: number; signedUp: number }[],
): string[] {
  const open = slots.filter((s) => s.signedUp < s.capacity);
  const lines = open.slice(0, CARD_SLOTS).map((slot) =>
    t.t('shifts.line', {
      signedUp: slot.signedUp,
      capacity: slot.capacity,
      role: slot.role,
      when: slotWhen(locale, timeZone, slot.startsAt, slot.endsAt),
    }),
  );
  if (open.length > CARD_SLOTS) lines.push(t.plural('shifts.moreNeeding', open.length - CARD_SLOTS));
  return lines;
}

/**
 * The review's view of an event's roles (ADR 221): per role, its duties, what to bring and each slot
 * ("0 of 3 — Sorters, Sat 10:00–12:00"), one line each.
 */
export function shiftReviewRows(
  t: Pick<Translator, 't' | 'plural'>,
  locale: string,
  timeZone: string,
  shifts: { roles: EventRole[]; slots: EventSlot[] },
): [string, string][] {
  return shifts.roles.map((role) => [
    role.name,
    [
      role.duties,
      role.bring ? t.t('shifts.bring', { bring: role.bring }) : '',
      ...slotLines(t, locale, timeZone, { ...shifts, mine: [] }, 0)
        .filter((line) => shifts.slots.find((s) => s.id === line.id)?.roleId === role.id)
        .map((line) => line.line),
    ]
      .filter(Boolean)
      .join('\n'),
  ]);
}
