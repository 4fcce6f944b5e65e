import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { csvField, csvSeparator } from '../../worker/services/roster-csv';
import { getPage, HOSTS } from './helpers';
import { createTestUser } from './support/accounts';
import { api, completeEvent, creator, publishedEvent, volunteer } from './support/events';

/** RFC 4180 with every field quoted (what rosterCsv writes): rows of fields. */
function parseCsv(text: string, separator: string): string[][] {
  const fields = /"((?:[^"]|"")*)"(;|,|\r\n)/g;
  const rows: string[][] = [[]];
  for (const m of text.matchAll(fields)) {
    if (m[2] !== '\r\n' && m[2] !== separator) throw new Error(`unexpected separator ${m[2]}`);
    rows.at(-1)!.push(m[1]!.replace(/""/g, '"'));
    if (m[2] === '\r\n') rows.push([]);
  }
  return rows.filter((row) => row.length);
}

describe('the roster CSV separator', () => {
  it("is the one the organiser's spreadsheet expects: ';' where the decimal comma is (ru-RU, ru-KZ, kk-KZ, es-AR), ',' for en-US", () => {
    expect(['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'].map(csvSeparator)).toEqual([';', ';', ';', ';', ',']);
  });
});

describe("the creator's roster", () => {
  it('shows signed up, confirmed and waiting with contacts; CSV export escapes and defuses formulas; counts on the event list', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 2 }));
    const tricky = await createTestUser({ roles: ['volunteer'], name: '=HYPERLINK("http://evil.example","Click")' });
    const quote = await createTestUser({ roles: ['volunteer'], name: 'Ann "Sunny", Jr.' });
    const waiter = await createTestUser({ roles: ['volunteer'], name: 'Bob Waiting' });
    for (const v of [tricky, quote, waiter]) await api('POST', `/${id}/signup`, v);
    await env.DB.prepare('UPDATE charity_event_signups SET confirmed_at = ? WHERE event_id = ? AND user_id = ?')
      .bind(Date.now(), id, quote.userId)
      .run();

    const roster = await api('GET', `/${id}/roster`, owner);
    expect(roster.json.counts).toEqual({ signedUp: 2, waiting: 1, confirmed: 1, attended: 0 });
    expect(roster.json.signedUp.map((r: { email: string }) => r.email).sort()).toEqual(
      [tricky.email, quote.email].sort(),
    );
    expect(roster.json.waiting).toEqual([expect.objectContaining({ name: 'Bob Waiting', position: 1 })]);
    expect(roster.json.waiting[0].email).toBeUndefined();
    // Only the owning organisation sees it.
    expect((await api('GET', `/${id}/roster`, await creator())).status).toBe(404);
    expect((await api('GET', `/${id}/roster`, waiter)).status).toBe(403);

    const csv = await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/roster.csv`, {
      headers: { cookie: owner.cookie },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A UTF-8 byte-order mark first, for spreadsheet programs.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    // Separated by ';' as a Russian Excel expects (a ',' put the whole roster in one column there).
    expect(text).toContain('"Статус";"Место в очереди";"Имя"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain('"Ann ""Sunny"", Jr."');
    expect(text).toContain('"Лист ожидания";"1";"Bob Waiting"');
    const rows = parseCsv(text.replace(/^\uFEFF/, ''), ';');
    expect(rows).toHaveLength(4);
    expect(
      rows.map((row) => row.length),
      JSON.stringify(rows),
    ).toEqual([8, 8, 8, 8]);
    expect(rows[0]!.slice(0, 3)).toEqual(['Статус', 'Место в очереди', 'Имя']);
    expect(rows.find((row) => row[2] === 'Ann "Sunny", Jr.')).toBeDefined();

    const list = await api('GET', '/own', owner);
    expect(list.json.items.find((e: { id: string }) => e.id === id).roster).toEqual({
      waiting: 1,
      confirmed: 1,
      attended: 0,
    });
    const page = await getPage(`${HOSTS.ru}/profile/charity-events`, { headers: { cookie: owner.cookie } });
    const html = await page.text();
    expect(html).toContain('1 ждёт');
    expect(html).toContain(`/profile/charity-events/${id}/roster`);
  });

  it('attendance from the roster page works without JavaScript (form post), once the event started', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 3 }));
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    const page = await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, {
      headers: { cookie: owner.cookie },
    });
    expect(page.status).toBe(200);
    const before = await page.text();
    expect(before).toContain('data-testid="roster"');
    expect(before).not.toContain('data-testid="roster-mark"');
    const now = Date.now();
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(now - 3600_000, now + 3600_000, id)
      .run();
    expect(
      await (
        await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, { headers: { cookie: owner.cookie } })
      ).text(),
    ).toContain('data-testid="roster-mark"');
    const post = await SELF.fetch(`${HOSTS.ru}/profile/charity-events/${id}/roster`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: owner.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: HOSTS.ru,
      },
      body: `userId=${v.userId}`,
    });
    expect(post.status).toBe(303);
    const after = await (
      await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster?marked=1`, { headers: { cookie: owner.cookie } })
    ).text();
    expect(after).toContain('data-testid="roster-attended"');
    expect(
      (
        await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, {
          headers: { cookie: (await creator()).cookie },
        })
      ).status,
    ).toBe(404);
  });

  it("phones read as people write them: the roster's volunteers and the console's event contact", async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 3, contactPhone: '+7 495 555-01-23' }));
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    // Account phones are stored as the digits of the international number (docs/product.md §3.1).
    await env.DB.prepare('UPDATE users SET phone = ? WHERE id = ?').bind('79161234567', v.userId).run();
    await env.DB.prepare('UPDATE charity_events SET contact_phone = ? WHERE id = ?').bind('+74955550123', id).run();
    const roster = await (
      await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, { headers: { cookie: owner.cookie } })
    ).text();
    expect(roster).toContain('>+7 916 123 45 67</a>');
    expect(roster).toContain('href="tel:+79161234567"');
    expect(roster).not.toContain('>79161234567<');
    const manager = await createTestUser({ roles: ['manager'] });
    const console = await (
      await getPage(`${HOSTS.ru}/manager/events/${id}`, { headers: { cookie: manager.cookie } })
    ).text();
    expect(console).toContain('+7 495 555 01 23');
    expect(console).not.toContain('+74955550123');
  });

  it('csvField quotes everything and defuses every formula lead', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', 'a"b'].map(csvField)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      '"plain"',
      '"a""b"',
    ]);
  });
});
