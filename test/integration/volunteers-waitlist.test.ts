import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, completeEvent, creator, publishedEvent, volunteer } from './support/events';
import { createTestUser } from './support/accounts';
import { nextNotice, readySocket } from './support/live-socket';

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
const active = (id: string) =>
  count(`SELECT COUNT(*) AS n FROM charity_event_signups WHERE event_id = ? AND status = 'active'`, id);
const waiting = (id: string) => count('SELECT COUNT(*) AS n FROM charity_event_waitlist WHERE event_id = ?', id);

describe('waitlist', () => {
  it('a full event puts the volunteer in line with their place; a cancellation promotes the first at once, told live and by mail', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 1 }));
    const [a, b, c] = [await volunteer(), await volunteer(), await volunteer()];
    expect((await api('POST', `/${id}/signup`, a)).json).toMatchObject({ signedUp: true, waiting: false });
    expect((await api('POST', `/${id}/signup`, b)).json).toMatchObject({ signedUp: false, waiting: true, position: 1 });
    expect((await api('POST', `/${id}/signup`, c)).json).toMatchObject({ waiting: true, position: 2 });
    const again = await api('POST', `/${id}/signup`, b);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'already_waiting',
      message: 'Вы уже в листе ожидания этого мероприятия.',
    });
    expect((await api('GET', `/${id}`, c)).json).toMatchObject({ waiting: true, waitlistPosition: 2, signedUp: false });

    expect((await api('DELETE', `/${id}/signup`, a)).json).toMatchObject({ ok: true, left: 'place' });
    expect((await api('GET', `/${id}`, b)).json).toMatchObject({ signedUp: true, waiting: false });
    expect((await api('GET', `/${id}`, c)).json).toMatchObject({ waiting: true, waitlistPosition: 1 });
    const notice = await env.DB.prepare('SELECT message_key, link FROM notifications WHERE user_id = ?')
      .bind(b.userId)
      .first();
    expect(notice).toEqual({ message_key: 'notifications.messages.waitlistPromoted', link: `/charity-event/${id}` });
    const mail = await env.DB.prepare(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.promoted'`,
    )
      .bind(b.email)
      .first<{ subject: string; text_body: string }>();
    expect(mail!.subject).toBe('Место освободилось: Park cleanup');
    // Links from the edition's public origin, with a signed unsubscribe link.
    expect(mail!.text_body).toContain(`http://localhost:8787/charity-event/${id}`);
    expect(mail!.text_body).toMatch(/http:\/\/localhost:8787\/volunteer-link\?token=[\w-]+\.[\w-]+/);

    // Leaving the line: nobody promoted, the next keeps their turn.
    expect((await api('DELETE', `/${id}/signup`, c)).json).toMatchObject({ left: 'line' });
    expect(await waiting(id)).toBe(0);
  });

  it('a newcomer never jumps the line, and a creator raising the capacity promotes as many as fit', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 1 }));
    const vols = await Promise.all([1, 2, 3, 4].map(() => volunteer()));
    for (const v of vols) await api('POST', `/${id}/signup`, v);
    expect([await active(id), await waiting(id)]).toEqual([1, 3]);
    const lower = await api('PATCH', `/${id}/published`, owner, { capacity: 1 });
    expect(lower.status).toBe(200);
    // The 2nd and 3rd have the event open in a tab: the new places reach them live.
    const tabs = [await readySocket(vols[1]!), await readySocket(vols[2]!), await readySocket(vols[3]!)];
    const raise = await api('PATCH', `/${id}/published`, owner, { capacity: 3 });
    expect(raise.json).toMatchObject({ ok: true, promoted: 2, notified: 0 });
    expect([await active(id), await waiting(id)]).toEqual([3, 1]);
    for (const tab of tabs.slice(0, 2)) {
      expect(await nextNotice(tab)).toEqual({
        messageKey: 'notifications.messages.waitlistPromoted',
        params: { title: 'Park cleanup' },
        link: `/charity-event/${id}`,
      });
    }
    // ... and by mail; the one still waiting is told nothing.
    for (const v of vols.slice(1, 3)) {
      const mail = await env.DB.prepare(
        `SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.promoted'`,
      )
        .bind(v.email)
        .first<{ subject: string; text_body: string }>();
      expect(mail!.subject).toBe('Место освободилось: Park cleanup');
      expect(mail!.text_body).toContain(`http://localhost:8787/charity-event/${id}`);
    }
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.promoted'`,
        vols[3]!.email,
      ),
    ).toBe(0);
    expect(tabs[2]!.frames.filter((f) => f.type === 'notification')).toEqual([]);
    for (const tab of tabs) tab.ws.close(1000);
    // In order of joining: the 2nd and 3rd got places, the 4th still waits.
    expect((await api('GET', `/${id}`, vols[3]!)).json).toMatchObject({ waiting: true, waitlistPosition: 1 });
    expect((await api('GET', `/${id}`, vols[1]!)).json.signedUp).toBe(true);
    const below = await api('PATCH', `/${id}/published`, owner, { capacity: 2 });
    expect(below.status).toBe(409);
    expect(below.json.error.code).toBe('capacity_below_signed_up');
    // Time and place go through support: the owner may not, a manager may.
    const move = await api('PATCH', `/${id}/published`, owner, { address: 'Elsewhere 1' });
    expect(move.status).toBe(403);
    expect(move.json.error.code).toBe('changes_via_support');
    const other = await creator();
    expect((await api('PATCH', `/${id}/published`, other, { capacity: 5 })).status).toBe(404);
    expect((await api('PATCH', `/${id}/published`, owner, { capacity: 'many' })).status).toBe(422);
  });

  it('parallel sign-ups and cancellations: never over capacity, never a lost place', async () => {
    const owner = await creator();
    const capacity = 5;
    const id = await publishedEvent(owner, completeEvent({ capacity }));
    const vols = await Promise.all(Array.from({ length: 16 }, () => volunteer()));
    const joins = await Promise.all(vols.map((v) => api('POST', `/${id}/signup`, v)));
    expect(joins.every((r) => r.status === 200)).toBe(true);
    expect(await active(id)).toBe(capacity);
    expect(await waiting(id)).toBe(vols.length - capacity);
    // Half of everyone cancels while the other half signs up again, all at once.
    const leavers = vols.filter((_, i) => i % 2 === 0);
    const stayers = vols.filter((_, i) => i % 2 === 1);
    await Promise.all([
      ...leavers.map((v) => api('DELETE', `/${id}/signup`, v)),
      ...stayers.map((v) => api('POST', `/${id}/signup`, v)),
    ]);
    expect(await active(id)).toBe(capacity);
    // Every stayer is either holding a place or waiting; nobody is both; no leaver is left anywhere.
    for (const v of stayers) {
      const [a, w] = [
        await count(
          `SELECT COUNT(*) AS n FROM charity_event_signups WHERE event_id = ? AND user_id = ? AND status = 'active'`,
          id,
          v.userId,
        ),
        await count(
          'SELECT COUNT(*) AS n FROM charity_event_waitlist WHERE event_id = ? AND user_id = ?',
          id,
          v.userId,
        ),
      ];
      expect(a + w).toBe(1);
    }
    for (const v of leavers) {
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM charity_event_signups WHERE event_id = ? AND user_id = ? AND status = 'active'`,
          id,
          v.userId,
        ),
      ).toBe(0);
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM charity_event_waitlist WHERE event_id = ? AND user_id = ?',
          id,
          v.userId,
        ),
      ).toBe(0);
    }
    expect(await waiting(id)).toBe(stayers.length - capacity);
  }, 60_000);

  it('a change of time or place tells everyone signed up or waiting (live + mail) and raises the calendar SEQUENCE; cancelling tells the line too', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 1 }));
    const [a, b] = [await volunteer(), await volunteer()];
    await api('POST', `/${id}/signup`, a);
    await api('POST', `/${id}/signup`, b);
    const manager = await createTestUser({ roles: ['manager'] });
    const before = (await env.DB.prepare('SELECT ical_sequence AS s FROM charity_events WHERE id = ?')
      .bind(id)
      .first<{ s: number }>())!.s;
    const res = await api('PATCH', `/${id}/published`, manager, { address: 'Sokolniki Park, gate 1' });
    expect(res.json).toMatchObject({ ok: true, notified: 2 });
    expect(
      (await env.DB.prepare('SELECT ical_sequence AS s FROM charity_events WHERE id = ?')
        .bind(id)
        .first<{ s: number }>())!.s,
    ).toBe(before + 1);
    for (const v of [a, b]) {
      const mail = await env.DB.prepare(
        `SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.changed'`,
      )
        .bind(v.email)
        .first<{ subject: string; text_body: string }>();
      expect(mail!.subject).toBe('Изменения: Park cleanup');
      expect(mail!.text_body).toContain('Sokolniki Park, gate 1');
      expect(mail!.text_body).toContain(`/api/web/v1/charity-event/${id}/event.ics`);
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND message_key = 'notifications.messages.eventChanged'`,
          v.userId,
        ),
      ).toBe(1);
    }
    // The cancellation itself reaches the one holding a place and the one waiting live, and by mail.
    const tabs = [await readySocket(a), await readySocket(b)];
    expect((await api('POST', `/${id}/cancel`, owner, { reason: 'Storm warning' })).json).toMatchObject({
      notified: 2,
    });
    for (const [i, v] of [a, b].entries()) {
      expect(await nextNotice(tabs[i]!)).toEqual({
        messageKey: 'notifications.messages.eventCancelled',
        params: { title: 'Park cleanup', reason: 'Storm warning' },
        link: `/charity-event/${id}`,
      });
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND message_key = 'notifications.messages.eventCancelled'`,
          v.userId,
        ),
      ).toBe(1);
      const cancelled = await env.DB.prepare(
        `SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.cancelled'`,
      )
        .bind(v.email)
        .first<{ subject: string; text_body: string }>();
      expect(cancelled!.subject).toBe('Мероприятие отменено: Park cleanup');
      expect(cancelled!.text_body).toContain('Storm warning');
    }
    for (const tab of tabs) tab.ws.close(1000);
  });
});
