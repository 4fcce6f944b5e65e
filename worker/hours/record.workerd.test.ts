import { SELF, env } from 'cloudflare:test';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser, testAddress, type TestUser } from '../../test/integration/support/accounts';
import { insertCorrection, insertEvent, insertHours } from '../../test/integration/support/volunteer-hours';

/**
 * The volunteer record (docs/product.md "The volunteer record", ADRs 226–228): the page lists every
 * activity with its corrections and totals per year, the PDF states the same facts as its public
 * check page, a revoked one says so, and a minor's record waits for a guardian's consent.
 */

const post = (user: TestUser | null, path: string, fields: Record<string, string>, host: string = HOSTS.ru) =>
  SELF.fetch(`${host}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: host,
      'cf-connecting-ip': testAddress(),
    },
    body: new URLSearchParams(fields),
  });

const page = async (user: TestUser, host: string = HOSTS.ru) => {
  const res = await getPage(`${host}/profile/volunteer-record`, { headers: { cookie: user.cookie } });
  return { status: res.status, html: await res.text() };
};

/** A volunteer with a verified activity (corrected twice), an unverified one last year and a no-show. */
async function volunteerWithHours(opts: { edition?: string; name?: string } = {}) {
  const edition = opts.edition ?? 'kz';
  const organiser = await createTestUser({
    roles: ['promotion_creator'],
    orgName: 'Таза Қала',
    name: 'Айгүл Серікқызы',
    edition,
  });
  const manager = await createTestUser({ roles: ['manager'], name: 'Менеджер Портала' });
  const volunteer = await createTestUser({ roles: ['volunteer'], name: opts.name ?? 'Әлия Қасымова', edition });
  const orgId = organiser.orgId!;
  const cleanup = await insertEvent(orgId, organiser.userId, 'Көкжиек саябағындағы сенбілік', '2026-05-16');
  const drive = await insertEvent(orgId, organiser.userId, 'Сбор батареек во дворе', '2025-09-20');
  const missed = await insertEvent(orgId, organiser.userId, 'Пропущенное мероприятие', '2026-06-01');
  const u = volunteer.userId;
  await insertHours({
    eventId: cleanup,
    userId: u,
    orgId,
    role: 'Үйлестіруші',
    minutes: 150,
    verified: true,
    date: '2026-05-16',
  });
  await insertHours({
    eventId: drive,
    userId: u,
    orgId,
    role: 'Волонтёр',
    source: 'attendance',
    minutes: 45,
    verified: false,
    date: '2025-09-20',
  });
  await insertHours({
    eventId: missed,
    userId: u,
    orgId,
    source: 'no_show',
    minutes: 0,
    verified: false,
    date: '2026-06-01',
  });
  const at = Date.parse('2026-05-17T08:00:00Z');
  await insertCorrection({
    eventId: cleanup,
    userId: u,
    by: organiser.userId,
    reason: 'Ерте кетті',
    before: 180,
    after: 120,
    at,
  });
  await insertCorrection({
    eventId: cleanup,
    userId: u,
    by: manager.userId,
    reason: 'Жалоба рассмотрена',
    before: 120,
    after: 150,
    at: at + 86_400_000,
  });
  return { volunteer, organiser, events: { cleanup, drive, missed } };
}

async function downloadPdf(user: TestUser, from: string, to: string, host: string = HOSTS.kz) {
  return post(user, '/profile/volunteer-record/pdf', { from, to }, host);
}

describe('the record page', () => {
  it('lists every activity (not no-shows) with its corrections, and totals per year', async () => {
    const { volunteer } = await volunteerWithHours();
    const { status, html } = await page(volunteer, HOSTS.kz);
    expect(status).toBe(200);
    expect(html).toContain('Ерікті кітапшасы');
    expect(html.match(/data-testid="record-activity"/g)).toHaveLength(2);
    expect(html).toContain('Көкжиек саябағындағы сенбілік');
    expect(html).toContain('Сбор батареек во дворе');
    expect(html).not.toContain('Пропущенное мероприятие');
    expect(html).toContain('Үйлестіруші');
    expect(html).toContain('расталған');
    expect(html).toContain('расталмаған');
    // Who, why, from → to: the organiser by name, the manager as "manager".
    expect(html).toContain('Айгүл Серікқызы');
    expect(html).toContain('Ерте кетті');
    expect(html).toContain('портал менеджері');
    expect(html).not.toContain('Менеджер Портала');
    expect(html).toContain('3 сағ → 2 сағ');
    expect(html).toMatch(/data-year="2026"[\s\S]*2,5 сағ/);
    expect(html).toMatch(/data-year="2025"[\s\S]*0,75 сағ/);
  });

  it('says so when there is nothing yet, and needs a volunteer', async () => {
    const fresh = await createTestUser({ roles: ['volunteer'] });
    const { html } = await page(fresh);
    expect(html).toContain('data-testid="record-empty"');
    const guest = await getPage(`${HOSTS.ru}/profile/volunteer-record`);
    expect(guest.status).toBe(302);
  });
});

describe('the PDF and its check page', () => {
  it('states the activities, totals and check link in the volunteer locale, and the check page the same facts', async () => {
    const { volunteer } = await volunteerWithHours();
    const res = await downloadPdf(volunteer, '2025-01-01', '2026-12-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('volunteer-record-2025-01-01-2026-12-31.pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const issue = await env.DB.prepare(
      'SELECT token, facts, locale, edition FROM volunteer_record_issues WHERE user_id = ?',
    )
      .bind(volunteer.userId)
      .first<{ token: string; facts: string; locale: string; edition: string }>();
    expect(issue).toMatchObject({ locale: 'kk-KZ', edition: 'kz' });
    const link = /https?:\/\/\S+\/v\/([a-z2-9]{12})/.exec(flat);
    expect(link?.[1]).toBe(issue!.token);
    for (const expected of [
      'Ерікті кітапшасы',
      'Әлия Қасымова',
      'Таза Қала',
      'Көкжиек саябағындағы сенбілік',
      'Сбор батареек во дворе',
      'Үйлестіруші',
      '2,5',
      '0,75',
      '3,25',
      'расталған',
    ])
      expect(flat).toContain(expected);
    expect(flat).not.toContain('Пропущенное мероприятие');
    // The check page: the same facts, nothing more about the person.
    const check = await getPage(`${HOSTS.kz}/v/${issue!.token}`);
    expect(check.status).toBe(200);
    const html = await check.text();
    for (const expected of [
      'Әлия Қасымова',
      'Таза Қала',
      'Көкжиек саябағындағы сенбілік',
      'Сбор батареек во дворе',
      '3,25 сағ',
    ])
      expect(html).toContain(expected);
    expect(html).not.toContain(volunteer.email);
    expect(html).not.toContain(volunteer.userId);
    expect(html).not.toContain('Пропущенное мероприятие');
  });

  it('a period narrows the activities; a bad period is refused with the form again', async () => {
    const { volunteer } = await volunteerWithHours({ edition: 'ru', name: 'Ирина Петрова' });
    const res = await downloadPdf(volunteer, '2026-01-01', '2026-12-31', HOSTS.ru);
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Книжка волонтёра');
    expect(text).not.toContain('Сбор батареек во дворе');
    const bad = await downloadPdf(volunteer, '2026-12-31', '2026-01-01', HOSTS.ru);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Конец периода не может быть раньше начала');
    const nonsense = await downloadPdf(volunteer, '2026-02-30', '2026-03-01', HOSTS.ru);
    expect(nonsense.status).toBe(400);
  });

  it('the volunteer lists and revokes an issued PDF; its check page then answers 410 and says so', async () => {
    const { volunteer } = await volunteerWithHours({ edition: 'ru' });
    await downloadPdf(volunteer, '2025-01-01', '2026-12-31', HOSTS.ru);
    const { id, token } = (await env.DB.prepare('SELECT id, token FROM volunteer_record_issues WHERE user_id = ?')
      .bind(volunteer.userId)
      .first<{ id: string; token: string }>())!;
    expect((await page(volunteer)).html).toContain(`data-token="${token}"`);
    // Somebody else cannot revoke it.
    const other = await createTestUser({ roles: ['volunteer'] });
    expect((await post(other, '/profile/volunteer-record', { intent: 'revoke', id })).status).toBe(404);
    expect((await getPage(`${HOSTS.ru}/v/${token}`)).status).toBe(200);
    const revoked = await post(volunteer, '/profile/volunteer-record', { intent: 'revoke', id });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get('location')).toBe('/profile/volunteer-record?done=revoked');
    const check = await getPage(`${HOSTS.ru}/v/${token}`);
    expect(check.status).toBe(410);
    const html = await check.text();
    expect(html).toContain('data-state="revoked"');
    expect(html).toContain('Эта книжка отозвана');
    expect(html).not.toContain('Таза Қала');
    expect((await getPage(`${HOSTS.ru}/v/abcdefghjkmn`)).status).toBe(404);
    expect((await getPage(`${HOSTS.ru}/v/x'`)).status).toBe(404);
  });

  it('issuing is limited per person', async () => {
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    for (let i = 0; i < 10; i++)
      expect((await downloadPdf(volunteer, '2026-01-01', '2026-01-31', HOSTS.ru)).status).toBe(200);
    const refused = await downloadPdf(volunteer, '2026-01-01', '2026-01-31', HOSTS.ru);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('data-testid="record-pdf-error"');
  });
});
