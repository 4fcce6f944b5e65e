import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from './helpers';
import { createTestUser } from './support/accounts';
import { api, creator } from './support/events';
import { publishedShiftEvent, shiftEvent, slotAt } from './support/event-shifts';

/** RFC 4180 with every field quoted (what rosterCsv writes): rows of fields. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [[]];
  for (const m of text.matchAll(/"((?:[^"]|"")*)"(;|,|\r\n)/g)) {
    if (m[2] !== '\r\n' && m[2] !== separator) throw new Error(`unexpected separator ${m[2]}`);
    rows.at(-1)!.push(m[1]!.replace(/""/g, '"'));
    if (m[2] === '\r\n') rows.push([]);
  }
  return rows.filter((row) => row.length);
}

describe("the organiser's roster of an event with roles", () => {
  it('groups people under each slot with counts per slot and per role; the CSV carries role and local slot time', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const day = body.startsAt.slice(0, 10);
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Сортировщики', slots: [slotAt(body, 0, 2, 2), slotAt(body, 2, 4, 3)] },
        { name: 'Водители', slots: [slotAt(body, 0, 6, 1)] },
      ],
      body,
    );
    // Ordered by start, then role: sorters 10–12, drivers 10–16, sorters 12–14.
    const [early, driving, late] = [slots[0]!.id, slots[1]!.id, slots[2]!.id];
    const person = (name: string) => createTestUser({ roles: ['volunteer'], name });
    const [ann, bob, cat, dan] = [await person('Ann'), await person('Bob'), await person('Cat'), await person('Dan')];
    for (const v of [ann, bob, cat]) await api('POST', `/${id}/slots/${early}/signup`, v);
    await api('POST', `/${id}/slots/${late}/signup`, ann);
    await api('POST', `/${id}/slots/${driving}/signup`, dan);

    const roster = await api('GET', `/${id}/roster`, owner);
    expect(roster.status).toBe(200);
    expect(roster.json.slots.map((s: { line: string }) => s.line)).toEqual([
      expect.stringMatching(/^2 из 2 — Сортировщики, .+10:00–12:00$/),
      expect.stringMatching(/^1 из 1 — Водители, .+10:00–16:00$/),
      expect.stringMatching(/^1 из 3 — Сортировщики, .+12:00–14:00$/),
    ]);
    expect(roster.json.slots.map((s: { waiting: number }) => s.waiting)).toEqual([1, 0, 0]);
    expect(roster.json.roles.map((r: { line: string }) => r.line)).toEqual([
      'Сортировщики: 3 из 5',
      'Водители: 1 из 1',
    ]);
    const under = (slotId: string) =>
      roster.json.signedUp.filter((r: { slotId: string }) => r.slotId === slotId).map((r: { name: string }) => r.name);
    expect(under(early)).toEqual(['Ann', 'Bob']);
    expect(under(late)).toEqual(['Ann']);
    expect(under(driving)).toEqual(['Dan']);
    expect(roster.json.waiting).toEqual([expect.objectContaining({ name: 'Cat', slotId: early, position: 1 })]);
    expect(roster.json.counts).toMatchObject({ signedUp: 4, waiting: 1 });

    // The page: one section per slot, each person under the slot they hold.
    const html = await (
      await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, { headers: { cookie: owner.cookie } })
    ).text();
    const sections = html
      .split('data-testid="roster-slot"')
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('</section>')));
    expect(sections).toHaveLength(3);
    expect(sections[0]).toContain('2 из 2 — Сортировщики');
    expect(sections[0]).toContain(ann.email);
    expect(sections[0]).toContain(bob.email);
    expect(sections[0]).toContain('Cat');
    expect(sections[1]).toContain(dan.email);
    expect(sections[1]).not.toContain(bob.email);
    expect(sections[2]).toContain(ann.email);
    expect(sections[2]).not.toContain(bob.email);
    expect(html).toContain('Сортировщики: 3 из 5');

    const csv = await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/roster.csv`, {
      headers: { cookie: owner.cookie },
    });
    expect(csv.status).toBe(200);
    const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, ''), ';');
    expect(rows[0]!.slice(0, 5)).toEqual(['Статус', 'Роль', 'Смена', 'Место в очереди', 'Имя']);
    expect(rows.map((row) => row.length)).toEqual([10, 10, 10, 10, 10, 10]);
    const [y, m, d] = day.split('-');
    const local = `${d}.${m}.${y}`;
    // Slot by slot; the time is the slot's wall clock in the event's zone (Moscow), not UTC.
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[4]])).toEqual([
      ['Записались', 'Сортировщики', expect.stringMatching(new RegExp(`^${local}.*10:00.+12:00$`)), '', 'Ann'],
      ['Записались', 'Сортировщики', expect.stringMatching(/10:00.+12:00$/), '', 'Bob'],
      ['Записались', 'Водители', expect.stringMatching(/10:00.+16:00$/), '', 'Dan'],
      ['Записались', 'Сортировщики', expect.stringMatching(/12:00.+14:00$/), '', 'Ann'],
      ['Лист ожидания', 'Сортировщики', expect.stringMatching(/10:00.+12:00$/), '1', 'Cat'],
    ]);
    expect(rows[1]![5]).toBe(ann.email);
  });
});
