import type { EventRole, EventShifts, EventSlot, MySlot, ShiftRows } from '../../ui/shared/events/shifts';

/** An event's roles and slots (charity_event_roles, charity_event_slots; ADR 221). */

/** The reads of an event's roles, slots (with counts) and the viewer's own slots, for one batch. */
export function shiftStatements(db: D1Database, eventId: string, userId: string | null): D1PreparedStatement[] {
  return [
    db
      .prepare('SELECT id, name, duties, bring FROM charity_event_roles WHERE event_id = ? ORDER BY position')
      .bind(eventId),
    db
      .prepare(
        `SELECT sl.id, sl.role_id, sl.starts_at, sl.ends_at, sl.capacity,
                (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = sl.event_id AND s.slot_id = sl.id AND s.status = 'active') AS signed_up,
                (SELECT COUNT(*) FROM charity_event_waitlist w WHERE w.event_id = sl.event_id AND w.slot_id = sl.id) AS waiting
         FROM charity_event_slots sl JOIN charity_event_roles r ON r.id = sl.role_id
         WHERE sl.event_id = ? ORDER BY sl.starts_at, r.position, sl.id`,
      )
      .bind(eventId),
    db
      .prepare(
        `SELECT slot_id, 'signed_up' AS state, NULL AS position FROM charity_event_signups
           WHERE event_id = ? AND user_id = ? AND slot_id <> '' AND status = 'active'
         UNION ALL
         SELECT w.slot_id, 'waiting', (SELECT COUNT(*) FROM charity_event_waitlist x WHERE x.event_id = w.event_id AND x.slot_id = w.slot_id
                   AND (x.joined_at < w.joined_at OR (x.joined_at = w.joined_at AND x.rowid <= w.rowid)))
           FROM charity_event_waitlist w WHERE w.event_id = ? AND w.user_id = ? AND w.slot_id <> ''`,
      )
      .bind(eventId, userId ?? '', eventId, userId ?? ''),
  ];
}

type SlotRow = {
  id: string;
  role_id: string;
  starts_at: number;
  ends_at: number;
  capacity: number;
  signed_up: number;
  waiting: number;
};
type MineRow = { slot_id: string; state: 'signed_up' | 'waiting'; position: number | null };

/** The results of shiftStatements, in their order. */
export function shiftsOf(results: D1Result<unknown>[]): EventShifts & { mine: MySlot[] } {
  const [roles, slots, mine] = results;
  return {
    roles: (roles!.results as EventRole[]).map((r) => ({ id: r.id, name: r.name, duties: r.duties, bring: r.bring })),
    slots: (slots!.results as SlotRow[]).map(
      (s): EventSlot => ({
        id: s.id,
        roleId: s.role_id,
        startsAt: s.starts_at,
        endsAt: s.ends_at,
        capacity: s.capacity,
        signedUp: s.signed_up,
        waiting: s.waiting,
      }),
    ),
    mine: (mine!.results as MineRow[]).map((r) => ({ slotId: r.slot_id, state: r.state, position: r.position })),
  };
}

/** Roles, slots and (with a user) that user's own slots, in one round trip. */
async function loadShifts(db: D1Database, eventId: string, userId: string | null) {
  return shiftsOf(await db.batch<unknown>(shiftStatements(db, eventId, userId)));
}

export async function loadEventShifts(db: D1Database, eventId: string): Promise<EventShifts> {
  const { roles, slots } = await loadShifts(db, eventId, null);
  return { roles, slots };
}

export async function loadMySlots(db: D1Database, eventId: string, userId: string): Promise<MySlot[]> {
  return (await loadShifts(db, eventId, userId)).mine;
}

/**
 * Replaces the roles and slots of an event nobody can sign up for yet (a draft or a declined one),
 * in one batch; the event's capacity becomes the sum of the slots' (its counts and lists stay true).
 */
export async function replaceEventShifts(db: D1Database, eventId: string, rows: ShiftRows): Promise<boolean> {
  const roleIds = rows.roles.map(() => crypto.randomUUID());
  // Every statement repeats the status condition: an event sent to review meanwhile is left alone.
  const editable = `EXISTS (SELECT 1 FROM charity_events WHERE id = ? AND status IN ('draft', 'declined'))`;
  const statements: D1PreparedStatement[] = [
    db.prepare(`DELETE FROM charity_event_slots WHERE event_id = ? AND ${editable}`).bind(eventId, eventId),
    db.prepare(`DELETE FROM charity_event_roles WHERE event_id = ? AND ${editable}`).bind(eventId, eventId),
    ...rows.roles.map((role, i) =>
      db
        .prepare(
          `INSERT INTO charity_event_roles (id, event_id, position, name, duties, bring) SELECT ?, ?, ?, ?, ?, ? WHERE ${editable}`,
        )
        .bind(roleIds[i], eventId, i, role.name, role.duties, role.bring, eventId),
    ),
    ...rows.slots.map((slot) =>
      db
        .prepare(
          `INSERT INTO charity_event_slots (id, event_id, role_id, starts_at, ends_at, capacity) SELECT ?, ?, ?, ?, ?, ? WHERE ${editable}`,
        )
        .bind(crypto.randomUUID(), eventId, roleIds[slot.role], slot.startsAt, slot.endsAt, slot.capacity, eventId),
    ),
  ];
  if (rows.slots.length)
    statements.push(
      db.prepare(`UPDATE charity_events SET capacity = ? WHERE id = ? AND status IN ('draft', 'declined')`).bind(
        rows.slots.reduce((sum, s) => sum + s.capacity, 0),
        eventId,
      ),
    );
  await db.batch(statements);
  // Whether it was still editable (else nothing above wrote), read back for the answer.
  const row = await db
    .prepare(`SELECT 1 AS ok FROM charity_events WHERE id = ? AND status IN ('draft', 'declined')`)
    .bind(eventId)
    .first();
  return !!row;
}

/** A slot of a listed event, for its card's "still needed" line. */
export interface ListedSlot {
  eventId: string;
  role: string;
  startsAt: number;
  endsAt: number;
  capacity: number;
  signedUp: number;
}

/**
 * The slots not yet started of the events `idsSql` selects (a page of the list), with their counts,
 * for the same batch as the cards: a card says which slots still need people.
 */
export function listedSlotsStatement(db: D1Database, idsSql: string, args: unknown[], now: number) {
  return db
    .prepare(
      `SELECT sl.event_id, r.name AS role, sl.starts_at, sl.ends_at, sl.capacity,
              (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = sl.event_id AND s.slot_id = sl.id AND s.status = 'active') AS signed_up
       FROM charity_event_slots sl JOIN charity_event_roles r ON r.id = sl.role_id
       WHERE sl.event_id IN (${idsSql}) AND sl.starts_at > ? ORDER BY sl.event_id, sl.starts_at, r.position, sl.id`,
    )
    .bind(...args, now);
}

/** listedSlotsStatement's rows by event. */
export function listedSlotsOf(result: D1Result<unknown>): Map<string, ListedSlot[]> {
  type Row = {
    event_id: string;
    role: string;
    starts_at: number;
    ends_at: number;
    capacity: number;
    signed_up: number;
  };
  const byEvent = new Map<string, ListedSlot[]>();
  for (const r of result.results as Row[]) {
    const list = byEvent.get(r.event_id) ?? [];
    list.push({
      eventId: r.event_id,
      role: r.role,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      capacity: r.capacity,
      signedUp: r.signed_up,
    });
    byEvent.set(r.event_id, list);
  }
  return byEvent;
}
