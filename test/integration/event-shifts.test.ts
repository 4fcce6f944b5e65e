import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, createDraft, creator, publishedEvent, volunteer } from './support/events';
import { activeIn, publishedShiftEvent, shiftEvent, slotAt, waitingIn } from './support/event-shifts';

describe('roles and slots: the organiser', () => {
  it('saves roles with their slots on a draft, counts the event capacity as their sum, and refuses bad ones field by field', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const id = await createDraft(owner, body);
    const roles = [
      {
        name: 'Sorters',
        duties: 'Sort bottles by colour',
        bring: 'Gloves',
        slots: [slotAt(body, 0, 2, 5), slotAt(body, 2, 4, 5)],
      },
      { name: 'Drivers', slots: [slotAt(body, 0, 6, 2)] },
    ];
    const saved = await api('PUT', `/${id}/shifts`, owner, { roles });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.roles.map((r: { name: string; bring: string }) => [r.name, r.bring])).toEqual([
      ['Sorters', 'Gloves'],
      ['Drivers', ''],
    ]);
    expect(saved.json.slots.map((s: { capacity: number }) => s.capacity)).toEqual([5, 2, 5]);
    expect((await api('GET', `/${id}`, owner)).json.event.capacity).toBe(12);

    // Outside the event, end before start, a nameless role: 422 with localized messages per field.
    const bad = await api('PUT', `/${id}/shifts`, owner, {
      roles: [
        {
          name: 'Sorters',
          slots: [slotAt(body, 5, 7, 1), { ...slotAt(body, 1, 2, 1), endsAt: slotAt(body, 0, 0.5, 1).endsAt }],
        },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('invalid');
    expect(bad.json.error.fields['roles.0.slots.1.endsAt']).toBe('Окончание должно быть позже начала');
    const outside = await api('PUT', `/${id}/shifts`, owner, {
      roles: [{ name: 'Sorters', slots: [slotAt(body, 5, 7, 1)] }],
    });
    expect(outside.json.error.fields['roles.0.slots.0.startsAt']).toBe(
      'Смена должна проходить в пределах начала и окончания мероприятия',
    );
    const nameless = await api('PUT', `/${id}/shifts`, owner, { roles: [{ name: ' ', slots: [] }] });
    expect(Object.keys(nameless.json.error.fields).sort()).toEqual(['roles.0.name', 'roles.0.slots']);
    expect((await api('PUT', `/${id}/shifts`, owner, 'nope')).status).toBe(422);
    // Nothing of the refused attempts was written.
    expect((await api('GET', `/${id}/shifts`, owner)).json.slots).toHaveLength(3);

    // Someone else's event: the same 404 as a missing one; a volunteer may not.
    expect((await api('PUT', `/${id}/shifts`, await creator('Other'), { roles })).status).toBe(404);
    expect((await api('PUT', `/${id}/shifts`, await volunteer(), { roles })).status).toBe(403);
  });

  it('locks the roles once the event is sent to review', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id } = await publishedShiftEvent(owner, [{ name: 'Sorters', slots: [slotAt(body, 0, 2, 3)] }], body);
    const res = await api('PUT', `/${id}/shifts`, owner, { roles: [] });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('event_locked');
  });
});

describe('roles and slots: volunteers', () => {
  it('each slot has its own places and waitlist; a cancellation promotes that slot’s first in line', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [{ name: 'Sorters', slots: [slotAt(body, 0, 2, 1), slotAt(body, 2, 4, 2)] }],
      body,
    );
    const [first, second] = [slots[0]!.id, slots[1]!.id];
    const [a, b, c, d] = [await volunteer(), await volunteer(), await volunteer(), await volunteer()];
    expect((await api('POST', `/${id}/slots/${first}/signup`, a)).json).toMatchObject({ signedUp: true });
    expect((await api('POST', `/${id}/slots/${first}/signup`, b)).json).toMatchObject({ waiting: true, position: 1 });
    expect((await api('POST', `/${id}/slots/${first}/signup`, c)).json).toMatchObject({ waiting: true, position: 2 });
    // The other slot has room, whatever waits for the first.
    const other = await api('POST', `/${id}/slots/${second}/signup`, d);
    expect(other.json).toMatchObject({ signedUp: true });
    expect(other.json.slots.map((s: { signedUp: number; waiting: number }) => [s.signedUp, s.waiting])).toEqual([
      [1, 2],
      [1, 0],
    ]);
    const again = await api('POST', `/${id}/slots/${first}/signup`, b);
    expect(again.json.error).toMatchObject({ code: 'already_waiting' });
    // The whole event is no longer joined as one.
    const whole = await api('POST', `/${id}/signup`, await volunteer());
    expect(whole.status).toBe(409);
    expect(whole.json.error).toEqual({
      code: 'slot_required',
      message: 'Выберите смену: на это мероприятие записываются по сменам.',
    });

    expect((await api('DELETE', `/${id}/slots/${first}/signup`, a)).json).toMatchObject({ left: 'place' });
    expect((await api('GET', `/${id}/shifts`, b)).json.mine).toEqual([
      { slotId: first, state: 'signed_up', position: null },
    ]);
    expect((await api('GET', `/${id}/shifts`, c)).json.mine).toEqual([
      { slotId: first, state: 'waiting', position: 1 },
    ]);
    const notice = await env.DB.prepare('SELECT message_key FROM notifications WHERE user_id = ?')
      .bind(b.userId)
      .first();
    expect(notice).toEqual({ message_key: 'notifications.messages.waitlistPromoted' });
    expect((await api('DELETE', `/${id}/slots/${first}/signup`, c)).json).toMatchObject({ left: 'line' });
    expect([await activeIn(first), await waitingIn(first), await activeIn(second)]).toEqual([1, 0, 1]);
    const none = await api('DELETE', `/${id}/slots/${first}/signup`, c);
    expect(none.json.error.code).toBe('not_signed_up');
    expect((await api('POST', `/${id}/slots/nope/signup`, c)).json.error.code).toBe('slot_not_found');
  });

  it('refuses a slot overlapping one the volunteer holds or waits for, with a localized message; touching slots are fine', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots, roles } = await publishedShiftEvent(
      owner,
      [
        { name: 'Sorters', slots: [slotAt(body, 0, 2, 1)] },
        { name: 'Drivers', slots: [slotAt(body, 1, 3, 5), slotAt(body, 2, 4, 5)] },
      ],
      body,
    );
    const byRole = (name: string) => roles.find((r: { name: string }) => r.name === name).id;
    const sorting = slots.find((s) => s.roleId === byRole('Sorters'))!.id;
    const [driving, late] = slots.filter((s) => s.roleId === byRole('Drivers')).map((s) => s.id) as [string, string];
    const [a, b] = [await volunteer(), await volunteer()];
    expect((await api('POST', `/${id}/slots/${sorting}/signup`, a)).json).toMatchObject({ signedUp: true });
    const clash = await api('POST', `/${id}/slots/${driving}/signup`, a);
    expect(clash.status).toBe(409);
    expect(clash.json.error).toEqual({
      code: 'slot_overlap',
      message:
        'Это время пересекается с вашей другой сменой (Sorters). Сначала откажитесь от неё или выберите другое время.',
    });
    const english = await api(
      'POST',
      `/${id}/slots/${driving}/signup`,
      a,
      undefined,
      'http://intl.localhost:8787/api/web/v1/charity-event',
    );
    expect(english.json.error.message).toBe(
      'This time overlaps your other shift (Sorters). Cancel that one first or choose another time.',
    );
    expect((await api('POST', `/${id}/slots/${late}/signup`, a)).json).toMatchObject({ signedUp: true });
    // Waiting for a full slot counts as holding its time.
    expect((await api('POST', `/${id}/slots/${sorting}/signup`, b)).json).toMatchObject({ waiting: true });
    expect((await api('POST', `/${id}/slots/${driving}/signup`, b)).json.error.code).toBe('slot_overlap');
    expect(await activeIn(driving)).toBe(0);
  });

  it('concurrent sign-ups and cancellations never overfill a slot and never lose anyone', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Sorters', slots: [slotAt(body, 0, 2, 3)] },
        { name: 'Drivers', slots: [slotAt(body, 0, 2, 3)] },
      ],
      body,
    );
    const [slot, overlapping] = [slots[0]!.id, slots[1]!.id];
    const people = await Promise.all(Array.from({ length: 10 }, () => volunteer()));
    const joined = await Promise.all(people.map((p) => api('POST', `/${id}/slots/${slot}/signup`, p)));
    expect(joined.filter((r) => r.json.signedUp).length).toBe(3);
    expect(
      joined
        .filter((r) => r.json.waiting)
        .map((r) => r.json.position)
        .sort((x, y) => x - y),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const holders = people.filter((_, i) => joined[i]!.json.signedUp);
    // Three leave while three newcomers come, all at once.
    const newcomers = await Promise.all([1, 2, 3].map(() => volunteer()));
    await Promise.all([
      ...holders.map((p) => api('DELETE', `/${id}/slots/${slot}/signup`, p)),
      ...newcomers.map((p) => api('POST', `/${id}/slots/${slot}/signup`, p)),
    ]);
    expect(await activeIn(slot)).toBe(3);
    expect(await waitingIn(slot)).toBe(7);
    // Nobody lost: each of the others is in a place or in line, exactly once.
    const { results } = await env.DB.prepare(
      `SELECT user_id FROM charity_event_signups WHERE slot_id = ?1 AND status = 'active'
       UNION ALL SELECT user_id FROM charity_event_waitlist WHERE slot_id = ?1`,
    )
      .bind(slot)
      .all<{ user_id: string }>();
    const stayed = [...people.filter((p) => !holders.includes(p)), ...newcomers].map((p) => p.userId).sort();
    expect(results.map((r) => r.user_id).sort()).toEqual(stayed);
    // The same volunteer asking for two overlapping slots at once gets one of them.
    const solo = await volunteer();
    const both = await Promise.all([
      api('POST', `/${id}/slots/${overlapping}/signup`, solo),
      api('POST', `/${id}/slots/${slot}/signup`, solo),
    ]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.json.error?.code === 'slot_overlap')).toHaveLength(1);
  });

  it('an event without roles keeps its one implicit slot', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const v = await volunteer();
    expect((await api('GET', `/${id}/shifts`, v)).json).toEqual({ roles: [], slots: [], mine: [], lines: [] });
    expect((await api('POST', `/${id}/signup`, v)).json).toMatchObject({ signedUp: true, placesLeft: 9 });
    const row = await env.DB.prepare('SELECT slot_id FROM charity_event_signups WHERE event_id = ?').bind(id).first();
    expect(row).toEqual({ slot_id: '' });
    expect((await api('POST', `/${id}/slots/x/signup`, v)).json.error.code).toBe('slot_not_found');
  });
});
