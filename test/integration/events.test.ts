import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { reviewEvent } from '../../worker/services/event-review';
import { getPage, HOSTS } from './helpers';
import { createTestUser } from './support/accounts';
import { BASE, api, completeEvent, creator, volunteer, createDraft, publishedEvent } from './support/events';

describe('charity events: status rules', () => {
  it('a draft saves with only a title; sending refuses while incomplete with the product description message and names the fields', async () => {
    const owner = await creator();
    const id = await createDraft(owner, { title: 'Only a title' });
    const res = await api('POST', `/${id}/send-to-review`, owner);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('event_incomplete');
    expect(res.json.error.message).toBe('Заполните мероприятие полностью, чтобы отправить его на проверку');
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining(['summary', 'startsAt', 'capacity', 'contactEmail']),
    );
    const en = await api('POST', `/${id}/send-to-review`, owner, undefined, `${HOSTS.intl}/api/web/v1/charity-event`);
    expect(en.json.error.message).toBe('Fill the event completely to send it to review');
    expect((await api('GET', `/${id}`, owner)).json.event.status).toBe('draft');
  });

  it('bad input is a 422 with field messages, never a 500 or a partial write', async () => {
    const owner = await creator();
    const res = await api('POST', '', owner, {
      ...completeEvent(),
      capacity: 0,
      contactEmail: 'nope',
      timeZone: 'Mars/Base',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['capacity', 'contactEmail', 'timeZone']);
    const broken = await SELF.fetch(BASE, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    expect((await api('GET', '/own', owner)).json.items).toEqual([]);
  });

  it('edit is refused after sending to review; the event is then locked until the review', async () => {
    const owner = await creator();
    const id = await createDraft(owner);
    expect((await api('POST', `/${id}/send-to-review`, owner)).json).toEqual({ ok: true, status: 'checking' });
    const edit = await api('PUT', `/${id}`, owner, completeEvent({ title: 'Changed' }));
    expect(edit.status).toBe(409);
    expect(edit.json.error.code).toBe('event_locked');
    expect((await api('DELETE', `/${id}`, owner)).status).toBe(409);
    expect((await api('POST', `/${id}/send-to-review`, owner)).status).toBe(409);
    const view = await api('GET', `/${id}`, owner);
    expect(view.json.event.title).toBe('Park cleanup');
    expect(view.json.actions).toEqual([]);
    // The edit page shows the support notice with a mailto link instead of the form.
    const page = await getPage(`${HOSTS.ru}/profile/edit-charity-event/${id}`, { headers: { cookie: owner.cookie } });
    const html = await page.text();
    expect(html).toContain('data-testid="support-notice"');
    expect(html).toContain('mailto:support@ru.eco-portal.example.org');
  });

  it('a declined event can be edited and sent again; the reviewer comment is kept', async () => {
    const owner = await creator();
    const id = await createDraft(owner);
    await api('POST', `/${id}/send-to-review`, owner);
    expect(await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'decline' })).toEqual({
      ok: false,
      reason: 'comment_required',
    });
    expect(
      (
        await reviewEvent(env.DB, {
          eventId: id,
          managerId: owner.userId,
          decision: 'decline',
          comment: 'Add a meeting point',
        })
      ).ok,
    ).toBe(true);
    expect(await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' })).toEqual({
      ok: false,
      reason: 'not_checking',
    });
    expect((await api('GET', `/${id}`, owner)).json.event.reviewComment).toBe('Add a meeting point');
    expect((await api('PUT', `/${id}`, owner, completeEvent({ address: 'Gorky Park, gate 2' }))).status).toBe(200);
    expect((await api('POST', `/${id}/send-to-review`, owner)).status).toBe(200);
  });

  it('only the owner organisation can act; drafts are invisible to others (404)', async () => {
    const owner = await creator();
    const other = await creator('Other Org');
    const vol = await volunteer();
    const id = await createDraft(owner);
    for (const who of [other, vol, null]) {
      expect((await api('GET', `/${id}`, who)).status).toBe(404);
    }
    expect((await api('PUT', `/${id}`, other, completeEvent())).status).toBe(404);
    expect((await api('POST', `/${id}/send-to-review`, other)).status).toBe(404);
    expect((await api('DELETE', `/${id}`, other)).status).toBe(404);
    expect((await api('GET', `/${id}/volunteers`, other)).status).toBe(404);
    expect((await api('PUT', `/${id}`, vol, completeEvent())).status).toBe(403);
    expect((await api('POST', '', null, completeEvent())).status).toBe(401);
    expect((await getPage(`${HOSTS.ru}/charity-event/${id}`)).status).toBe(404);
    expect(
      (await getPage(`${HOSTS.ru}/profile/edit-charity-event/${id}`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
    // Published: everyone sees it, still only the owner acts.
    await api('POST', `/${id}/send-to-review`, owner);
    await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' });
    const seen = await api('GET', `/${id}`, other);
    expect(seen.status).toBe(200);
    expect(seen.json.actions).toEqual([]);
    expect(seen.json.event.reviewComment).toBeNull();
    expect((await api('POST', `/${id}/cancel`, other)).status).toBe(404);
    expect((await api('POST', `/${id}/cancel`, owner, { reason: 'Storm warning' })).json.status).toBe('cancelled');
  });

  it('deleting a draft leaves a tombstone: the event URL redirects to the deleted page', async () => {
    const owner = await creator();
    const id = await createDraft(owner, completeEvent({ title: 'Уборка парка «Сокольники»' }));
    const del = await api('DELETE', `/${id}`, owner);
    expect(del.json).toEqual({ ok: true, slug: 'уборка-парка-сокольники' });
    const page = await getPage(`${HOSTS.ru}/charity-event/${id}`);
    expect(page.status).toBe(301);
    expect(decodeURIComponent(page.headers.get('location')!)).toBe('/charity-event-deleted/уборка-парка-сокольники');
    const deleted = await getPage(`${HOSTS.ru}${page.headers.get('location')}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain('data-testid="event-deleted"');
    expect((await api('GET', `/${id}`, owner)).status).toBe(404);
  });
});

describe('charity events: volunteers', () => {
  it('30 concurrent sign-ups for 10 places: exactly 10 get a place, the other 20 the waitlist', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 10 }));
    const volunteers = await Promise.all(Array.from({ length: 30 }, () => volunteer()));
    const results = await Promise.all(volunteers.map((v) => api('POST', `/${id}/signup`, v)));
    expect(results.filter((r) => r.json.signedUp === true)).toHaveLength(10);
    // A full event puts the volunteer in line (docs/decisions/155-event-waitlist.md): places 1..20, each once.
    expect(
      results
        .filter((r) => r.json.waiting === true)
        .map((r) => r.json.position)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const count = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM charity_event_signups WHERE event_id = ? AND status = 'active'`,
    )
      .bind(id)
      .first<{ n: number }>();
    expect(count!.n).toBe(10);
    expect((await api('GET', `/${id}`, null)).json.placesLeft).toBe(0);
  });

  it('a volunteer signs up once, cancels before the start, and may sign up again', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 1 }));
    const [a, b] = [await volunteer(), await volunteer()];
    expect((await api('POST', `/${id}/signup`, a)).status).toBe(200);
    expect((await api('POST', `/${id}/signup`, a)).json.error.code).toBe('already_signed_up');
    expect((await api('POST', `/${id}/signup`, b)).json).toMatchObject({ waiting: true, position: 1 });
    expect((await api('GET', '/my', a)).json.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect((await api('DELETE', `/${id}/signup`, a)).status).toBe(200);
    // The place went to b, first in line, at once; a signing up again waits.
    expect((await api('GET', `/${id}`, b)).json.signedUp).toBe(true);
    expect((await api('POST', `/${id}/signup`, a)).json).toMatchObject({ waiting: true, position: 1 });
    // Creators cannot sign up (volunteer role only); guests get 401.
    expect((await api('POST', `/${id}/signup`, owner)).status).toBe(403);
    expect((await api('POST', `/${id}/signup`, null)).status).toBe(401);
  });

  it('no sign-up or cancellation once the event has started', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(Date.now() - 3600_000, Date.now() + 3600_000, id)
      .run();
    expect((await api('DELETE', `/${id}/signup`, v)).json.error.code).toBe('event_started');
    expect((await api('POST', `/${id}/signup`, await volunteer())).json.error.code).toBe('signup_closed');
  });

  it('cancelling an event notifies its volunteers (mail outbox and live notification)', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    const res = await api('POST', `/${id}/cancel`, owner, { reason: 'Storm warning' });
    expect(res.json).toMatchObject({ status: 'cancelled', notified: 1 });
    const mail = await env.DB.prepare(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.cancelled'`,
    )
      .bind(v.email)
      .first<{ subject: string; text_body: string }>();
    expect(mail!.subject).toBe('Мероприятие отменено: Park cleanup');
    expect(mail!.text_body).toContain('Storm warning');
    const notice = await env.DB.prepare('SELECT message_key, link FROM notifications WHERE user_id = ?')
      .bind(v.userId)
      .first<{ message_key: string; link: string }>();
    expect(notice).toEqual({ message_key: 'notifications.messages.eventCancelled', link: `/charity-event/${id}` });
    // The volunteer still sees the cancelled event, and so does everyone else.
    expect((await api('GET', `/${id}`, v)).json.displayStatus).toBe('cancelled');
    expect((await api('GET', `/${id}`, await volunteer())).json.displayStatus).toBe('cancelled');
  });
});

describe('charity events: attendance and the balance ledger', () => {
  it('marking attendance twice credits once', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ rewardPoints: 40 }));
    const [a, b] = [await volunteer(), await volunteer()];
    await api('POST', `/${id}/signup`, a);
    await api('POST', `/${id}/signup`, b);
    expect((await api('POST', `/${id}/attendance`, owner, { userIds: [a.userId] })).json.error.code).toBe(
      'attendance_closed',
    );
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(Date.now() - 5 * 3600_000, Date.now() - 2 * 3600_000, id)
      .run();
    const first = await api('POST', `/${id}/attendance`, owner, { userIds: [a.userId, a.userId] });
    expect(first.json).toMatchObject({ credited: [a.userId], already: [] });
    const second = await api('POST', `/${id}/attendance`, owner, { userIds: [a.userId, b.userId] });
    expect(second.json).toMatchObject({ credited: [b.userId], already: [a.userId] });
    const third = await Promise.all(
      [1, 2, 3].map(() => api('POST', `/${id}/attendance`, owner, { userIds: [a.userId, b.userId] })),
    );
    for (const r of third) expect(r.json.credited).toEqual([]);
    const rows = await env.DB.prepare(
      'SELECT user_id, points, reason FROM balance_ledger WHERE event_id = ? ORDER BY user_id',
    )
      .bind(id)
      .all();
    expect(rows.results).toHaveLength(2);
    expect(rows.results.every((r) => r.points === 40 && r.reason === 'event_attendance')).toBe(true);
    expect((await api('GET', '/my', a)).json.items[0].attended).toBe(true);
    const credits = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND message_key = 'notifications.messages.attendanceCredited'",
    )
      .bind(a.userId)
      .first<{ n: number }>();
    expect(credits!.n).toBe(1);
    const other = await creator('Other');
    expect((await api('POST', `/${id}/attendance`, other, { userIds: [a.userId] })).status).toBe(404);
  });
});

describe('charity events: iCal', () => {
  it('the .ics of an event and the personal feed are valid calendars', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const res = await SELF.fetch(`${BASE}/${id}/event.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    for (const prop of ['BEGIN:VEVENT', 'END:VEVENT', 'VERSION:2.0']) expect(lines).toContain(prop);
    expect(lines.find((l) => l.startsWith('DTSTART'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('DTEND'))).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('UID:'))).toBe(`UID:charity-event-${id}@eco-portal.example.org`);
    expect(lines).toContain('SUMMARY:Park cleanup');
    expect(lines).toContain('LOCATION:Gorky Park\\, main entrance\\, Moscow');
    expect(lines).toContain(`URL:${HOSTS.ru}/charity-event/${id}`);

    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    const my = await api('GET', '/my', v);
    const feed = await SELF.fetch(my.json.feedUrl);
    expect(feed.status).toBe(200);
    expect((await feed.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const reset = await api('POST', '/feed/reset', v);
    expect((await SELF.fetch(my.json.feedUrl)).status).toBe(404);
    expect((await SELF.fetch(reset.json.feedUrl)).status).toBe(200);
  });
});

describe('charity events: pages and cover images', () => {
  it('lists published upcoming events with filters and shows the empty page when nothing matches the edition', async () => {
    const owner = await createTestUser({ roles: ['promotion_creator'], orgName: 'Intl Org', edition: 'international' });
    const intl = `${HOSTS.intl}/api/web/v1/charity-event`;
    // Nothing published in the international edition yet in this file's data: the empty page.
    const empty = await getPage(`${HOSTS.intl}/charity-events`);
    expect(empty.status).toBe(302);
    expect(empty.headers.get('location')).toBe('/charity-events/no-charity-events');
    const id = (
      await api(
        'POST',
        '',
        owner,
        completeEvent({ title: 'Plaza cleanup', city: 'Buenos Aires', timeZone: 'America/Argentina/Buenos_Aires' }),
        intl,
      )
    ).json.id;
    await api('POST', `/${id}/send-to-review`, owner, undefined, intl);
    await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' });
    const list = await getPage(`${HOSTS.intl}/charity-events`);
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain('Plaza cleanup');
    // Headings do not skip a level: the cards' titles sit right under the page's h1 (Lighthouse heading-order).
    const levels = [...listHtml.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i}: h${levels[i - 1]} → h${level}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
    const filtered = await getPage(`${HOSTS.intl}/charity-events?city=Rosario`);
    expect(await filtered.text()).toContain('data-testid="events-filter-empty"');
    const json = await api('GET', '?city=buenos%20aires&category=cleanup', null, undefined, intl);
    expect(json.json.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(json.json.cities).toEqual(['Buenos Aires']);
    const page = await getPage(`${HOSTS.intl}/charity-event/${id}`);
    const html = await page.text();
    const ld = /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/.exec(html); // it carries the CSP nonce
    const data = JSON.parse(ld![1]!);
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toMatch(/-03:00$/);
    expect(data.location.address.addressLocality).toBe('Buenos Aires');
  });

  it('accepts cover images by content only and serves a fallback for missing ones', async () => {
    const owner = await creator();
    const id = await createDraft(owner);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const put = (body: BodyInit, type: string) =>
      SELF.fetch(`${BASE}/${id}/cover`, {
        method: 'PUT',
        headers: { cookie: owner.cookie, 'content-type': type },
        body,
      });
    const fake = await put(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.status).toBe(422);
    const big = await put(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff), 'image/jpeg');
    expect(big.status).toBe(413);
    const ok = await put(png, 'application/octet-stream');
    expect(ok.status).toBe(200);
    const { coverUrl } = (await ok.json()) as { coverUrl: string };
    const img = await SELF.fetch(`${HOSTS.ru}${coverUrl}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    await img.arrayBuffer();
    const missing = await SELF.fetch(`${HOSTS.ru}/media/events/nope.png`, { redirect: 'manual' });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/images/event-fallback.svg');
  });
});
