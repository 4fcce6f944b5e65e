import { slotWhen } from '../../ui/shared/events/slot-lines';
import type { Translator } from '../../ui/shared/i18n';
import type { Roster } from '../data/events-roster';

/**
 * The roster of an event with roles, slot by slot (ADR 221): each slot's line ("3 of 5 — Sorters,
 * Sat 10:00–12:00") and each role's count over its slots ("Sorters: 3 of 5"), worded on the server
 * in the event's zone and the reader's language, so the page formats no date while hydrating.
 */
export interface RosterSlotGroup {
  id: string;
  roleId: string;
  line: string;
  signedUp: number;
  waiting: number;
  capacity: number;
}

export interface RosterRoleCount {
  id: string;
  line: string;
  signedUp: number;
  capacity: number;
}

export function rosterBySlot(
  t: Pick<Translator, 't'>,
  locale: string,
  timeZone: string,
  roster: Roster,
): { slots: RosterSlotGroup[]; roles: RosterRoleCount[] } {
  const slots = roster.slots.map((slot) => {
    const signedUp = roster.signedUp.filter((r) => r.slotId === slot.id).length;
    return {
      id: slot.id,
      roleId: slot.roleId,
      line: t.t('shifts.line', {
        signedUp,
        capacity: slot.capacity,
        role: slot.role,
        when: slotWhen(locale, timeZone, slot.startsAt, slot.endsAt),
      }),
      signedUp,
      waiting: roster.waiting.filter((w) => w.slotId === slot.id).length,
      capacity: slot.capacity,
    };
  });
  const roles = new Map<string, RosterRoleCount & { name: string }>();
  for (const slot of roster.slots) {
    const tally = roles.get(slot.roleId) ?? { id: slot.roleId, name: slot.role, line: '', signedUp: 0, capacity: 0 };
    tally.signedUp += slots.find((s) => s.id === slot.id)!.signedUp;
    tally.capacity += slot.capacity;
    roles.set(slot.roleId, tally);
  }
  return {
    slots,
    roles: [...roles.values()].map(({ name, ...tally }) => ({
      ...tally,
      line: t.t('volunteers.roster.roleCount', { role: name, signedUp: tally.signedUp, capacity: tally.capacity }),
    })),
  };
}
