import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { keyringOf } from '../../worker/lib/keyring';
import { signLink } from '../../worker/services/volunteer-links';
import { HOSTS, getPage } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { api, createDraft, creator, volunteer } from './support/events';
import { activeIn, publishedShiftEvent, shiftEvent, slotAt, waitingIn } from './support/event-shifts';

const mails = async (user: TestUser, template: string) =>
  (
    await env.DB.prepare('SELECT text_body FROM mail_outbox WHERE recipient = ? AND template = ? ORDER BY created_at')
      .bind(user.email, template)
      .all<{ text_body: string }>()
  ).results;
const notices = async (user: TestUser) =>
  (
    await env.DB.prepare('SELECT message_key, link FROM notifications WHERE user_id = ?')
      .bind(user.userId)
      .all<{ message_key: string; link: string }>()
  ).results;
const sequenceOf = async (slotId: string) =>
  (await env.DB.prepare('SELECT ical_sequence AS n FROM charity_event_slots WHERE id = ?').bind(slotId).first<{
    n: number;
  }>())!.n;

/** Follows a volunteer link signed out: the ask page, then its button. */
async function follow(token: string) {
  expect(await (await getPage(`${HOSTS.ru}/volunteer-link?token=${encodeURIComponent(token)}`)).text()).toContain(
    'data-state="cancel-ask"',
  );
  const done = await SELF.fetch(`${HOSTS.ru}/volunteer-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: `token=${encodeURIComponent(token)}`,
  });
  return done.text();
}

describe('the review of an event with roles', () => {
  it("shows the manager each role with its duties and slots in the event's zone; the API carries them", async () => {
    const owner = await creator();
    const manager = await createTestUser({ roles: ['manager'] });
    const body = shiftEvent();
    const id = await createDraft(owner, body);
    const roles = [
      { name: 'Sorters', duties: 'Sort bottles by colour', bring: 'Gloves', slots: [slotAt(body, 0, 2, 3)] },
    ];
    expect((await api('PUT', `/${id}/shifts`, owner, { roles })).status).toBe(200);
    expect((await api('POST', `/${id}/send-to-review`, owner)).status).toBe(200);
    const html = await (
      await getPage(`${HOSTS.ru}/manager/events/${id}`, { headers: { cookie: manager.cookie } })
    ).text();
    const details = html.slice(html.indexOf('data-testid="event-details"'));
    expect(details).toContain('Sorters');
    expect(details).toContain('Sort bottles by colour');
    expect(details).toContain('С собой: Gloves');
    expect(details).toMatch(/0 из 3 — Sorters, \S+ 10:00–12:00/);
    const json = (await (
      await SELF.fetch(`${HOSTS.ru}/api/manager/events/${id}`, { headers: { cookie: manager.cookie } })
    ).json()) as { data: { shifts: { roles: { name: string }[]; slots: { capacity: number }[] } } };
    expect(json.data.shifts.roles.map((r) => r.name)).toEqual(['Sorters']);
    expect(json.data.shifts.slots.map((s) => s.capacity)).toEqual([3]);
  });
});

describe('a slot of a published event changes', () => {
  it('places: never under its sign-ups (localized 409), more places move its line up; the event counts them slot by slot', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [{ name: 'Sorters', slots: [slotAt(body, 0, 2, 2), slotAt(body, 2, 4, 2)] }],
      body,
    );
    const slot = slots[0]!.id;
    const [a, b, c] = [await volunteer(), await volunteer(), await volunteer()];
    for (const v of [a, b, c]) await api('POST', `/${id}/slots/${slot}/signup`, v);
    const under = await api('PATCH', `/${id}/slots/${slot}`, owner, { capacity: 1 });
    expect(under.status).toBe(409);
    expect(under.json.error).toEqual({
      code: 'capacity_below_signed_up',
      message: 'Мест не может быть меньше, чем уже записалось: 2.',
    });
    expect((await api('PATCH', `/${id}/slots/${slot}`, owner, { capacity: 0 })).status).toBe(422);
    const more = await api('PATCH', `/${id}/slots/${slot}`, owner, { capacity: 3 });
    expect(more.json).toMatchObject({ ok: true, promoted: 1, notified: 0 });
    expect([await activeIn(slot), await waitingIn(slot)]).toEqual([3, 0]);
    expect((await api('GET', `/${id}`, owner)).json.event.capacity).toBe(5);
    // The whole event's places: refused on an event with roles, said why.
    const whole = await api('PATCH', `/${id}/published`, owner, { capacity: 20 });
    expect(whole.status).toBe(409);
    expect(whole.json.error.message).toBe('У мероприятия с ролями места меняются у каждой смены отдельно.');
    // The time goes through support; another organisation gets a 404.
    expect(
      (await api('PATCH', `/${id}/slots/${slot}`, owner, { startsAt: slotAt(body, 4, 6, 1).startsAt })).json.error.code,
    ).toBe('changes_via_support');
    expect((await api('PATCH', `/${id}/slots/${slot}`, await creator('Other'), { capacity: 4 })).status).toBe(404);
  });

  it("the event's own time: never so that a slot falls outside it (localized 409); a move that keeps them inside is done", async () => {
    const owner = await creator();
    const manager = await createTestUser({ roles: ['manager'] });
    const body = shiftEvent();
    const { id } = await publishedShiftEvent(owner, [{ name: 'Sorters', slots: [slotAt(body, 1, 3, 2)] }], body);
    // 10:00–16:00 with a slot 11:00–13:00: starting at 12:00 would leave the slot's first hour outside.
    const day = body.startsAt.slice(0, 10);
    const late = await api('PATCH', `/${id}/published`, manager, { startsAt: `${day}T12:00` });
    expect(late.status).toBe(409);
    expect(late.json.error).toEqual({
      code: 'slots_outside_event',
      message:
        'Смены должны оставаться внутри времени мероприятия: сначала перенесите смены, которые выходят за новые границы.',
    });
    const startOf = async () =>
      (await env.DB.prepare('SELECT starts_at AS t FROM charity_events WHERE id = ?').bind(id).first<{ t: number }>())!
        .t;
    expect(await startOf()).toBe(Date.parse(`${body.startsAt}:00+03:00`));
    // Ending at 14:00 keeps the slot inside: allowed.
    expect((await api('PATCH', `/${id}/published`, manager, { endsAt: `${day}T14:00` })).status).toBe(200);
  });

  it('time: its people are told live and by mail, its SEQUENCE rises, and each may keep it or leave it from the mail', async () => {
    const owner = await creator();
    const manager = await createTestUser({ roles: ['manager'] });
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Sorters', slots: [slotAt(body, 0, 2, 2)] },
        { name: 'Drivers', slots: [slotAt(body, 4, 6, 3)] },
      ],
      body,
    );
    const [sorting, driving] = [slots[0]!.id, slots[1]!.id];
    const [keeps, leaves, waits, driver] = [await volunteer(), await volunteer(), await volunteer(), await volunteer()];
    for (const v of [keeps, leaves, waits]) await api('POST', `/${id}/slots/${sorting}/signup`, v);
    await api('POST', `/${id}/slots/${driving}/signup`, driver);
    // Holders of another slot overlapping the new time would be in two places: refused.
    await api('POST', `/${id}/slots/${driving}/signup`, keeps);
    const clash = await api('PATCH', `/${id}/slots/${sorting}`, manager, slotAt(body, 3, 5, 2));
    expect(clash.json.error.code).toBe('slot_overlap');
    await api('DELETE', `/${id}/slots/${driving}/signup`, keeps);

    const moved = await api('PATCH', `/${id}/slots/${sorting}`, manager, slotAt(body, 2, 4, 2));
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json).toMatchObject({ notified: 3, promoted: 0 });
    expect(await sequenceOf(sorting)).toBe(1);
    expect(await sequenceOf(driving)).toBe(0);
    for (const v of [keeps, leaves, waits])
      expect(await notices(v)).toContainEqual({
        message_key: 'notifications.messages.slotChanged',
        link: `/charity-event/${id}`,
      });
    expect(await notices(driver)).toEqual([]);
    const [mail] = await mails(leaves, 'volunteers.changed');
    expect(mail!.text_body).toContain('Park cleanup — Sorters');
    expect(mail!.text_body).toContain('12:00');
    expect(mail!.text_body).toContain('Если новое время вам подходит, ничего делать не нужно.');
    const link = /Не смогу в это время: (http\S+)/.exec(mail!.text_body)![1]!;

    // Leaving from the mail cancels that slot's sign-up; the first in line gets the place.
    expect(await follow(new URL(link).searchParams.get('token')!)).toContain('data-state="cancelled"');
    const held = await env.DB.prepare(
      `SELECT user_id FROM charity_event_signups WHERE slot_id = ? AND status = 'active' ORDER BY user_id`,
    )
      .bind(sorting)
      .all<{ user_id: string }>();
    expect(held.results.map((r) => r.user_id)).toEqual([keeps.userId, waits.userId].sort());
    expect(await mails(waits, 'volunteers.promoted')).toHaveLength(1);
    // Keeping it needs nothing: still there, with the new time in the calendar.
    const shifts = (await api('GET', `/${id}/shifts`, keeps)).json;
    expect(shifts.mine).toEqual([{ slotId: sorting, state: 'signed_up', position: null }]);
    expect(shifts.lines[0].line).toMatch(/12:00–14:00$/);
  });

  it('the event\'s own "I can\'t come" link leaves every slot the volunteer holds there', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [{ name: 'Sorters', slots: [slotAt(body, 0, 2, 1), slotAt(body, 2, 4, 1)] }],
      body,
    );
    const [v, next] = [await volunteer(), await volunteer()];
    for (const slot of slots) await api('POST', `/${id}/slots/${slot.id}/signup`, v);
    await api('POST', `/${id}/slots/${slots[0]!.id}/signup`, next);
    // A link as the day-before mail signs it: the event, no slot.
    const keys = keyringOf((env as unknown as { JWT_SECRET: string }).JWT_SECRET);
    const token = await signLink(keys, { a: 'cancel', e: id, u: v.userId, x: Date.now() + 86_400_000 });
    expect(await follow(token)).toContain('data-state="cancelled"');
    expect([await activeIn(slots[0]!.id), await activeIn(slots[1]!.id)]).toEqual([1, 0]);
    expect((await api('GET', `/${id}/shifts`, next)).json.mine).toEqual([
      { slotId: slots[0]!.id, state: 'signed_up', position: null },
    ]);
  });
});
