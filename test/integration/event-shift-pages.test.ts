import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from './helpers';
import { createDraft, creator, volunteer } from './support/events';
import { publishedShiftEvent, shiftEvent, slotAt } from './support/event-shifts';

const post = (url: string, body: Record<string, string>, cookie: string) =>
  getPage(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin, cookie },
    body: new URLSearchParams(body).toString(),
  });

describe('roles and slots as forms that post (no JavaScript)', () => {
  it('the organiser adds a role and a slot, sees localized errors beside the fields, and saves', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const id = await createDraft(owner, body);
    const url = `${HOSTS.ru}/profile/edit-charity-event/${id}`;
    const empty = await (await getPage(url, { headers: { cookie: owner.cookie } })).text();
    expect(empty).toContain('data-testid="shifts-editor"');
    expect(empty).not.toContain('name="roles[0].name"');

    const added = await post(url, { intent: 'add-role' }, owner.cookie);
    expect(added.status).toBe(200);
    const form = await added.text();
    expect(form).toContain('name="roles[0].name"');
    expect(form).toContain('name="roles[0].slots[0].startsAt"');

    const slot = slotAt(body, 0, 2, 3);
    const fields = {
      'roles[0].name': 'Сортировщики',
      'roles[0].bring': 'Перчатки',
      'roles[0].slots[0].startsAt': slot.startsAt,
      'roles[0].slots[0].endsAt': slot.endsAt,
      'roles[0].slots[0].capacity': '3',
    };
    const twoSlots = await (await post(url, { ...fields, intent: 'add-slot:0' }, owner.cookie)).text();
    expect(twoSlots).toContain('name="roles[0].slots[1].capacity"');
    expect(twoSlots).toContain('value="Сортировщики"');

    const bad = await post(url, { ...fields, 'roles[0].slots[0].capacity': '0', intent: 'save-shifts' }, owner.cookie);
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Значение должно быть не меньше 1');
    expect(badHtml).toContain('value="Сортировщики"');

    const saved = await post(url, { ...fields, intent: 'save-shifts' }, owner.cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toContain('saved=1');
    const again = await (await getPage(url, { headers: { cookie: owner.cookie } })).text();
    expect(again).toContain('value="Перчатки"');
    // Another organisation's event: the same 404 as a missing one.
    expect((await post(url, { intent: 'add-role' }, (await creator('Other')).cookie)).status).toBe(404);
  });

  it('the event page lists what each slot still needs; a volunteer signs up for a slot and is refused an overlapping one', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Сортировщики', bring: 'Перчатки', slots: [slotAt(body, 0, 2, 2)] },
        { name: 'Водители', slots: [slotAt(body, 1, 3, 1)] },
      ],
      body,
    );
    const url = `${HOSTS.ru}/charity-event/${id}`;
    const page = await (await getPage(url)).text();
    expect(page).toMatch(/0 из 2 — Сортировщики, [^<]*10:00–12:00/);
    expect(page).toContain('Нужно ещё 2 человека');
    expect(page).toContain('С собой: Перчатки');
    // The shift list's code comes with events that have slots only (ui/components/deferred-parts.ts).
    expect(page).toMatch(/"c\/ShiftList-\w+"/);

    const v = await volunteer();
    const joined = await post(url, { intent: 'slot-signup', slotId: slots[0]!.id }, v.cookie);
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toContain('signup=joined');
    const after = await (await getPage(url, { headers: { cookie: v.cookie } })).text();
    expect(after).toMatch(/1 из 2 — Сортировщики/);
    expect(after).toContain('Нужен ещё 1 человек');
    expect(after).toContain('Вы записаны');

    const clash = await post(url, { intent: 'slot-signup', slotId: slots[1]!.id }, v.cookie);
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain('Это время пересекается с вашей другой сменой (Сортировщики).');
    const bad = await post(url, { intent: 'slot-signup' }, v.cookie);
    expect(bad.status).toBe(400);
  });
});
