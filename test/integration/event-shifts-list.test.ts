import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';
import { api, completeEvent, creator, publishedEvent, volunteer } from './support/events';
import { publishedShiftEvent, shiftEvent, slotAt } from './support/event-shifts';

/** The events list's card of one event, as HTML. */
async function cardOf(city: string, id: string): Promise<string> {
  const html = await (await SELF.fetch(`${HOSTS.ru}/charity-events?city=${encodeURIComponent(city)}`)).text();
  const card = html.split('data-testid="event-card"').find((part) => part.includes(`/charity-event/${id}`));
  expect(card, 'the event has a card').toBeDefined();
  return card!.slice(0, card!.indexOf('</article>'));
}

describe('slots on the events list and after each sign-up', () => {
  it("a card names the slots still needing people in the event's zone; the sign-up answers carry the page's new lines", async () => {
    const owner = await creator();
    const city = `Смены-${crypto.randomUUID().slice(0, 6)}`;
    const body = { ...shiftEvent(), city };
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Сортировщики', slots: [slotAt(body, 0, 2, 2), slotAt(body, 2, 4, 3)] },
        { name: 'Водители', slots: [slotAt(body, 0, 6, 1)] },
        { name: 'Повара', slots: [slotAt(body, 4, 6, 2)] },
      ],
      body,
    );
    // In start order: sorters 10–12, drivers 10–16, sorters 12–14, cooks 14–16 (Moscow time).
    const [early, driving] = [slots[0]!.id, slots[1]!.id];
    for (const v of [await volunteer(), await volunteer()]) await api('POST', `/${id}/slots/${early}/signup`, v);

    const before = await cardOf(city, id);
    expect(before).toContain('data-testid="event-card-needed"');
    expect(before).toContain('Ещё нужны люди:');
    // The full slot is not named; the next two are, then how many more.
    expect(before).not.toContain('2 из 2 — Сортировщики');
    expect(before).toMatch(
      /<li>0 из 1 — Водители, \S+ 10:00–16:00<\/li><li>0 из 3 — Сортировщики, \S+ 12:00–14:00<\/li>/,
    );
    expect(before).toContain('<li>и ещё 1 смена</li>');

    // The sign-up answers with the slot lines as the event page shows them.
    const driver = await volunteer();
    const joined = await api('POST', `/${id}/slots/${driving}/signup`, driver);
    expect(joined.status).toBe(200);
    const line = joined.json.lines.find((l: { id: string }) => l.id === driving);
    expect(line).toMatchObject({ line: expect.stringMatching(/^1 из 1 — Водители, /), mine: 'signed_up', full: true });
    // A full slot offers the next one with room.
    expect(joined.json.lines[0]).toMatchObject({
      full: true,
      nextWithRoom: { line: expect.stringMatching(/^0 из 3 — Сортировщики, \S+ 12:00–14:00$/) },
    });
    const after = await cardOf(city, id);
    expect(after).not.toContain('Водители');
    expect(after).toMatch(/<li>0 из 3 — Сортировщики, \S+ 12:00–14:00<\/li><li>0 из 2 — Повара, \S+ 14:00–16:00<\/li>/);
    expect(after).not.toContain('и ещё');

    // A cancellation answers with the freed place.
    const left = await api('DELETE', `/${id}/slots/${driving}/signup`, driver);
    expect(left.json.lines.find((l: { id: string }) => l.id === driving)).toMatchObject({
      line: expect.stringMatching(/^0 из 1 — Водители/),
      mine: null,
      full: false,
    });
  });

  it('a card of an event without roles names no slots', async () => {
    const owner = await creator();
    const city = `Без-${crypto.randomUUID().slice(0, 6)}`;
    const id = await publishedEvent(owner, completeEvent({ city }));
    expect(await cardOf(city, id)).not.toContain('event-card-needed');
  });
});
