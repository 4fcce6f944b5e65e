import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import { createTestUser } from './support/accounts';

/** /charity-events?when=&from=&to=: a GET filter by date, on the edition's wall clock. */
const NOW_TITLE = `Идёт сейчас ${crypto.randomUUID().slice(0, 6)}`;
const MARCH_TITLE = `Мартовский субботник ${crypto.randomUUID().slice(0, 6)}`;
const LATER_TITLE = `Апрельский субботник ${crypto.randomUUID().slice(0, 6)}`;
const MARCH_ID = crypto.randomUUID();

beforeAll(async () => {
  const creator = await createTestUser({ roles: ['promotion_creator'], orgName: 'Зелёные события', edition: 'ru' });
  const now = Date.now();
  const insert = (title: string, start: number, end: number, id = crypto.randomUUID()) =>
    env.DB.prepare(
      `INSERT INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, capacity, reward_points, contact_name, contact_phone, contact_email, submitted_at, published_at, created_at, updated_at)
     VALUES (?, ?, ?, 'ru', 'published', ?, 'Кратко', 'Описание', 'cleanup', ?, ?, 'Europe/Moscow', 'Парк', 'Москва', 10, 5, 'Анна', '+74955550123', 'anna@example.org', ?, ?, ?, ?)`,
    ).bind(id, creator.orgId, creator.userId, title, start, end, now, now, now, now);
  await env.DB.batch([
    insert(NOW_TITLE, now - 3_600_000, now + 3_600_000),
    // 2027-03-10 12:00–15:00 and 2027-04-20 12:00–15:00 in Moscow (UTC+3).
    insert(MARCH_TITLE, Date.parse('2027-03-10T09:00:00Z'), Date.parse('2027-03-10T12:00:00Z'), MARCH_ID),
    insert(LATER_TITLE, Date.parse('2027-04-20T09:00:00Z'), Date.parse('2027-04-20T12:00:00Z')),
  ]);
});

const list = async (query: string) => {
  const res = await getPage(`${HOSTS.ru}/charity-events${query}`);
  return { status: res.status, html: await res.text() };
};

describe('the events list date filter', () => {
  it('today: what is on now, not what is months away', async () => {
    const { status, html } = await list('?when=today');
    expect(status).toBe(200);
    expect(html).toContain(NOW_TITLE);
    expect(html).not.toContain(MARCH_TITLE);
  });

  it('a date range keeps the days it names (both ends included)', async () => {
    const { html } = await list('?from=2027-03-10&to=2027-03-10');
    expect(html).toContain(MARCH_TITLE);
    expect(html).not.toContain(LATER_TITLE);
    expect(html).not.toContain(NOW_TITLE);
    const open = await list('?from=2027-03-11');
    expect(open.html).toContain(LATER_TITLE);
    expect(open.html).not.toContain(MARCH_TITLE);
  });

  it('keeps the date filter in the form and on the next page links', async () => {
    const { html } = await list('?when=week&from=2027-01-01');
    expect(html).toMatch(/<option value="week" selected/);
    expect(html).toContain('value="2027-01-01"');
  });

  it('a malformed date answers the page with the message on its field, never a 500', async () => {
    const { status, html } = await list('?from=2027-02-30&to=2027-03-10');
    expect(status).toBe(200);
    expect(html).toContain('Выберите дату в календаре');
    expect(html).toContain(MARCH_TITLE); // the valid end date still applies
    const reversed = await list('?from=2027-04-01&to=2027-03-01');
    expect(reversed.status).toBe(200);
    expect(reversed.html).toContain('Конечная дата раньше начальной');
  });

  it('the event page shows the contact phone grouped as its country writes it', async () => {
    const html = await (await getPage(`${HOSTS.ru}/charity-event/${MARCH_ID}`)).text();
    expect(html).toContain('+7 495 555 01 23');
    expect(html).toContain('href="tel:+74955550123"');
  });
});
