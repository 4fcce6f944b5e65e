import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localToUtc, utcToLocal } from '../../ui/shared/events/time';
import worker from '../../worker/index';
import { getPage, HOSTS } from './helpers';
import { api, completeEvent, creator, publishedEvent, volunteer } from './support/events';
import type { TestUser } from './support/accounts';

const HOUR = 3600_000;

async function runAt(iso: string | number) {
  const ctx = createExecutionContext();
  const scheduledTime = typeof iso === 'number' ? iso : Date.parse(iso);
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A published event with `volunteers` signed up, then moved to `local` wall-clock time in `zone` (a far future day). */
async function eventAt(zone: string, local: string, volunteers: TestUser[], title = 'Park cleanup') {
  const owner = await creator();
  const id = await publishedEvent(owner, completeEvent({ title }));
  for (const v of volunteers) expect((await api('POST', `/${id}/signup`, v)).json.signedUp).toBe(true);
  const start = localToUtc(local, zone)!;
  await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = ? WHERE id = ?')
    .bind(start, start + 3 * HOUR, zone, id)
    .run();
  return { id, owner, start };
}

const mails = async (user: TestUser, template: string) =>
  (
    await env.DB.prepare(
      'SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = ? AND template = ? ORDER BY created_at',
    )
      .bind(user.email, template)
      .all<{ subject: string; text_body: string; html_body: string }>()
  ).results;

describe('reminders in the event time zone (Cron Trigger)', () => {
  it('the day-before mail goes from 10:00 to 22:00 local: Almaty, Moscow and Buenos Aires apart; twice-run sends once; late but not stale', async () => {
    const [al, mo, ba] = [await volunteer(), await volunteer(), await volunteer()];
    const almaty = await eventAt('Asia/Almaty', '2031-03-15T09:00', [al]);
    const moscow = await eventAt('Europe/Moscow', '2031-03-15T09:00', [mo]);
    const baires = await eventAt('America/Argentina/Buenos_Aires', '2031-03-15T09:00', [ba]);
    const tenOn14 = (zone: string) => localToUtc('2031-03-14T10:00', zone)!;
    const sent = async () => [
      (await mails(al, 'volunteers.dayBefore')).length,
      (await mails(mo, 'volunteers.dayBefore')).length,
      (await mails(ba, 'volunteers.dayBefore')).length,
    ];

    // Just before 10:00 in Almaty: nothing is due anywhere.
    await runAt(tenOn14('Asia/Almaty') - 60_000);
    expect(await sent()).toEqual([0, 0, 0]);
    // 10:00 in Almaty is still early morning in Moscow and night in Buenos Aires.
    await runAt(tenOn14('Asia/Almaty'));
    expect(utcToLocal(tenOn14('Asia/Almaty'), 'Europe/Moscow') < '2031-03-14T10:00').toBe(true);
    expect(await sent()).toEqual([1, 0, 0]);
    // The trigger fires twice: still one mail each.
    await runAt(tenOn14('Europe/Moscow'));
    await runAt(tenOn14('Europe/Moscow'));
    expect(await sent()).toEqual([1, 1, 0]);
    // A late run (at 21:50 Buenos Aires, hours after 10:00) still sends the due one...
    await runAt(localToUtc('2031-03-14T21:50', 'America/Argentina/Buenos_Aires')!);
    expect(await sent()).toEqual([1, 1, 1]);

    const [mail] = await mails(al, 'volunteers.dayBefore');
    expect(mail!.subject).toBe('Завтра: Park cleanup. Вы придёте?');
    expect(mail!.text_body).toContain('(Asia/Almaty)');
    expect(mail!.text_body).toContain('09:00');
    expect(mail!.text_body).toMatch(/Я приду: http:\/\/localhost:8787\/volunteer-link\?token=/);
    expect(mail!.text_body).toMatch(/Не смогу прийти: http:\/\/localhost:8787\/volunteer-link\?token=/);
    expect(mail!.text_body).toMatch(
      /Больше не присылать: письмо за день до мероприятия: http:\/\/localhost:8787\/volunteer-link\?token=/,
    );
    expect([almaty.id, moscow.id, baires.id].every(Boolean)).toBe(true);
  });

  it('stale is skipped: a run after 22:00 local the day before sends nothing; the on-the-day reminder carries address, map and calendar', async () => {
    const v = await volunteer();
    const { id, start } = await eventAt('Europe/Moscow', '2031-04-20T11:00', [v]);
    await runAt(localToUtc('2031-04-19T22:30', 'Europe/Moscow')!);
    expect(await mails(v, 'volunteers.dayBefore')).toHaveLength(0);
    // 06:30 local: too early for the day's reminder; 07:05 it goes, once.
    await runAt(localToUtc('2031-04-20T06:30', 'Europe/Moscow')!);
    expect(await mails(v, 'volunteers.onTheDay')).toHaveLength(0);
    await runAt(localToUtc('2031-04-20T07:05', 'Europe/Moscow')!);
    await runAt(localToUtc('2031-04-20T07:20', 'Europe/Moscow')!);
    const day = await mails(v, 'volunteers.onTheDay');
    expect(day).toHaveLength(1);
    expect(day[0]!.text_body).toContain('Gorky Park, main entrance, Moscow');
    expect(day[0]!.text_body).toContain('https://www.openstreetmap.org/?mlat=55.7298&mlon=37.6019');
    expect(day[0]!.text_body).toContain(`http://localhost:8787/api/web/v1/charity-event/${id}/event.ics`);
    // After the start nothing more is sent for it.
    await runAt(start + HOUR);
    expect(await mails(v, 'volunteers.onTheDay')).toHaveLength(1);
  });

  it('a run that dies between the claim and the mail loses nothing: the mail and its claim are stored together or not at all', async () => {
    const [v, other] = [await volunteer(), await volunteer()];
    await eventAt('Europe/Moscow', '2031-06-12T12:00', [v, other]);
    const due = localToUtc('2031-06-11T12:00', 'Europe/Moscow')!;
    // A stubbed crash: storing this volunteer's mail fails, and so does anything that would give a claim back.
    await env.DB.batch([
      env.DB.prepare(
        `CREATE TRIGGER crash_mail BEFORE INSERT ON mail_outbox WHEN NEW.recipient = '${v.email}' BEGIN SELECT RAISE(ABORT, 'crash'); END`,
      ),
      env.DB.prepare(
        `CREATE TRIGGER crash_release BEFORE DELETE ON scheduled_claims BEGIN SELECT RAISE(ABORT, 'crash'); END`,
      ),
    ]);
    try {
      await runAt(due);
    } finally {
      await env.DB.batch([env.DB.prepare('DROP TRIGGER crash_mail'), env.DB.prepare('DROP TRIGGER crash_release')]);
    }
    expect(await mails(v, 'volunteers.dayBefore')).toHaveLength(0);
    const claimed = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM scheduled_claims WHERE key LIKE 'volunteer-mail:day_before:%' AND instr(key, ?) > 0`,
    )
      .bind(`:${v.userId}:`)
      .first<{ n: number }>();
    expect(claimed!.n).toBe(0);
    // The next run sends it, once; the other volunteer gets exactly one in all.
    await runAt(due + 15 * 60_000);
    await runAt(due + 30 * 60_000);
    expect(await mails(v, 'volunteers.dayBefore')).toHaveLength(1);
    expect(await mails(other, 'volunteers.dayBefore')).toHaveLength(1);
  });

  it('opt-outs are honoured, and the unsubscribe link works signed out', async () => {
    const [keen, quiet] = [await volunteer(), await volunteer()];
    expect(
      (
        await SELF.fetch(`${HOSTS.ru}/api/web/v1/profile/volunteer-mail`, {
          method: 'PUT',
          headers: { cookie: quiet.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ day_before: false }),
        })
      ).status,
    ).toBe(200);
    await eventAt('Europe/Moscow', '2031-05-10T12:00', [keen, quiet]);
    await runAt(localToUtc('2031-05-09T12:00', 'Europe/Moscow')!);
    expect(await mails(keen, 'volunteers.dayBefore')).toHaveLength(1);
    expect(await mails(quiet, 'volunteers.dayBefore')).toHaveLength(0);
    // The keen one turns the on-the-day reminder off from the mail's link, signed out.
    const link = /Больше не присылать: [^:]+: (http\S+)/.exec(
      (await mails(keen, 'volunteers.dayBefore'))[0]!.text_body,
    )![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const ask = await getPage(`${HOSTS.ru}/volunteer-link?token=${encodeURIComponent(token)}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('data-state="unsubscribe-ask"');
    const done = await SELF.fetch(`${HOSTS.ru}/volunteer-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: `token=${encodeURIComponent(token)}`,
    });
    expect(await done.text()).toContain('data-state="unsubscribed"');
    const prefs = await SELF.fetch(`${HOSTS.ru}/api/web/v1/profile/volunteer-mail`, {
      headers: { cookie: keen.cookie },
    });
    expect(((await prefs.json()) as { prefs: Record<string, boolean> }).prefs).toEqual({
      day_before: false,
      on_the_day: true,
      thank_you: true,
      updates: true,
    });
    // A tampered token is refused.
    expect((await getPage(`${HOSTS.ru}/volunteer-link?token=${encodeURIComponent(token.slice(0, -2))}xx`)).status).toBe(
      400,
    );
  });

  it('the profile form turns a kind off without JavaScript (post, redirect, "saved"); the scheduled reminder then skips that kind only', async () => {
    const [v, keen] = [await volunteer(), await volunteer()];
    const post = (body: string) =>
      SELF.fetch(`${HOSTS.ru}/profile/my-charity-events`, {
        method: 'POST',
        redirect: 'manual',
        body,
        headers: {
          cookie: v.cookie,
          origin: HOSTS.ru,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
    // Every box but the on-the-day reminder ticked.
    const saved = await post('intent=mail-prefs&day_before=on&thank_you=on&updates=on');
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/profile/my-charity-events?mail=saved');
    const html = await (
      await getPage(`${HOSTS.ru}/profile/my-charity-events?mail=saved`, { headers: { cookie: v.cookie } })
    ).text();
    expect(html).toMatch(/data-testid="mail-prefs-note"[^>]*>Сохранено\.</);
    const box = (kind: string) => new RegExp(`<input type="checkbox"[^>]*name="${kind}"[^>]*>`).exec(html)![0];
    expect(box('on_the_day')).not.toContain('checked');
    expect(box('day_before')).toContain('checked');
    // A made-up kind is refused and changes nothing.
    expect((await post('intent=mail-prefs&day_before=on&sms=on')).status).toBe(422);

    await eventAt('Europe/Moscow', '2031-07-05T12:00', [v, keen]);
    await runAt(localToUtc('2031-07-04T12:00', 'Europe/Moscow')!);
    await runAt(localToUtc('2031-07-05T08:00', 'Europe/Moscow')!);
    expect(await mails(v, 'volunteers.dayBefore')).toHaveLength(1);
    expect(await mails(v, 'volunteers.onTheDay')).toHaveLength(0);
    expect(await mails(keen, 'volunteers.onTheDay')).toHaveLength(1);
    // Ticking it again brings it back (for the next event).
    expect((await post('intent=mail-prefs&day_before=on&on_the_day=on&thank_you=on&updates=on')).status).toBe(303);
    const prefs = await SELF.fetch(`${HOSTS.ru}/api/web/v1/profile/volunteer-mail`, { headers: { cookie: v.cookie } });
    expect(((await prefs.json()) as { prefs: Record<string, boolean> }).prefs).toEqual({
      day_before: true,
      on_the_day: true,
      thank_you: true,
      updates: true,
    });
  });

  it('confirm and cancel links: one click each, single use; cancelling frees the place for the waitlist', async () => {
    const [a, b] = [await volunteer(), await volunteer()];
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ capacity: 1, title: 'Tree planting' }));
    await api('POST', `/${id}/signup`, a);
    await api('POST', `/${id}/signup`, b);
    const start = Date.now() + 30 * HOUR;
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = ? WHERE id = ?')
      .bind(start, start + 2 * HOUR, 'UTC', id)
      .run();
    // 16:00 UTC the day before the start: inside the day-before window.
    await runAt(localToUtc(`${utcToLocal(start - 24 * HOUR, 'UTC').slice(0, 10)}T16:00`, 'UTC')!);
    const [mail] = await mails(a, 'volunteers.dayBefore');
    const confirm = new URL(/Я приду: (\S+)/.exec(mail!.text_body)![1]!);
    const cancel = new URL(/Не смогу прийти: (\S+)/.exec(mail!.text_body)![1]!);
    expect(confirm.origin).toBe('http://localhost:8787');
    const ok = await getPage(`${HOSTS.ru}${confirm.pathname}${confirm.search}`);
    expect(await ok.text()).toContain('data-state="confirmed"');
    expect(
      (await env.DB.prepare('SELECT confirmed_at FROM charity_event_signups WHERE event_id = ? AND user_id = ?')
        .bind(id, a.userId)
        .first<{ confirmed_at: number | null }>())!.confirmed_at,
    ).not.toBeNull();
    const twice = await getPage(`${HOSTS.ru}${confirm.pathname}${confirm.search}`);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('data-state="used"');
    // Cancel asks first (a link preview gives nothing away), then the button frees the place.
    expect(await (await getPage(`${HOSTS.ru}${cancel.pathname}${cancel.search}`)).text()).toContain(
      'data-state="cancel-ask"',
    );
    const token = cancel.searchParams.get('token')!;
    const post = () =>
      SELF.fetch(`${HOSTS.ru}/volunteer-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: `token=${encodeURIComponent(token)}`,
      });
    expect(await (await post()).text()).toContain('data-state="cancelled"');
    expect((await api('GET', `/${id}`, b)).json.signedUp).toBe(true);
    expect((await post()).status).toBe(409);
  });

  it('the thank-you with the points goes once after attendance is marked, not before, not weeks later', async () => {
    const [came, late] = [await volunteer(), await volunteer()];
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ title: 'Beach cleanup' }));
    await api('POST', `/${id}/signup`, came);
    await api('POST', `/${id}/signup`, late);
    const now = Date.now();
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(now - 3 * HOUR, now - HOUR, id)
      .run();
    await runAt(now);
    expect(await mails(came, 'volunteers.thankYou')).toHaveLength(0);
    expect((await api('POST', `/${id}/attendance`, owner, { userIds: [came.userId] })).json.credited).toEqual([
      came.userId,
    ]);
    await runAt(Date.now() + 60_000);
    await runAt(Date.now() + 120_000);
    const thanks = await mails(came, 'volunteers.thankYou');
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.text_body).toContain('начислено баллов: 50');
    expect(thanks[0]!.text_body).toContain('http://localhost:8787/profile/balance');
    // Marked now but the trigger only runs four days later: stale, not sent.
    await api('POST', `/${id}/attendance`, owner, { userIds: [late.userId] });
    await runAt(Date.now() + 4 * 24 * HOUR);
    expect(await mails(late, 'volunteers.thankYou')).toHaveLength(0);
  });
});
