import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser, testAddress, type TestUser } from '../../test/integration/support/accounts';
import { insertEvent, insertHours } from '../../test/integration/support/volunteer-hours';

/**
 * A minor's volunteer record (ADR 226): with a birth date under the edition's age of majority the
 * hours are kept but not shown nor counted and no PDF is made, until a parent or guardian confirms
 * by the mailed link; the record never shows the birth date.
 */
const post = (user: TestUser | null, path: string, fields: Record<string, string>) =>
  SELF.fetch(`${HOSTS.ru}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: HOSTS.ru,
      'cf-connecting-ip': testAddress(),
    },
    body: new URLSearchParams(fields),
  });

const yearsAgo = (n: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  return d.toISOString().slice(0, 10);
};

describe('minors and guardian consent', () => {
  it('refuses the record and the PDF until the guardian consents by the mailed link, then allows them', async () => {
    const organiser = await createTestUser({ roles: ['promotion_creator'], orgName: 'Зелёный двор' });
    const minor = await createTestUser({ roles: ['volunteer'], name: 'Петя Иванов' });
    const eventId = await insertEvent(organiser.orgId!, organiser.userId, 'Уборка сквера', '2026-04-11');
    await insertHours({
      eventId,
      userId: minor.userId,
      orgId: organiser.orgId!,
      minutes: 120,
      verified: true,
      date: '2026-04-11',
    });

    const birthDate = yearsAgo(15);
    const saved = await post(minor, '/profile/volunteer-record', { intent: 'birthDate', birthDate });
    expect(saved.status).toBe(303);
    const view = async () =>
      (await getPage(`${HOSTS.ru}/profile/volunteer-record`, { headers: { cookie: minor.cookie } })).text();
    let html = await view();
    expect(html).toContain('data-standing="minor"');
    expect(html).not.toContain('Уборка сквера');
    expect(html).toContain('data-testid="record-pdf-minor"');
    const refused = await post(minor, '/profile/volunteer-record/pdf', { from: '2026-01-01', to: '2026-12-31' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Сначала нужно согласие родителя');
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM volunteer_record_issues WHERE user_id = ?')
        .bind(minor.userId)
        .first('n'),
    ).toBe(0);

    // A bad address and one's own are refused; the guardian's gets a one-time link.
    expect((await post(minor, '/profile/volunteer-record', { intent: 'guardian', guardianEmail: 'nope' })).status).toBe(
      400,
    );
    expect(
      (await post(minor, '/profile/volunteer-record', { intent: 'guardian', guardianEmail: minor.email })).status,
    ).toBe(400);
    // A first request to a mistyped address: its link stops working once the right one goes out.
    const typo = `parnet-${crypto.randomUUID()}@example.org`;
    expect((await post(minor, '/profile/volunteer-record', { intent: 'guardian', guardianEmail: typo })).status).toBe(
      303,
    );
    const typoMail = await env.DB.prepare('SELECT text_body FROM mail_outbox WHERE recipient = ?')
      .bind(typo)
      .first<{ text_body: string }>();
    const typoToken = new URL(
      /https?:\/\/\S+\/guardian-consent\?token=[\w-]+/.exec(typoMail!.text_body)![0],
    ).searchParams.get('token')!;
    const guardian = `parent-${crypto.randomUUID()}@example.org`;
    const sent = await post(minor, '/profile/volunteer-record', { intent: 'guardian', guardianEmail: guardian });
    expect(sent.status).toBe(303);
    const mail = await env.DB.prepare(
      "SELECT text_body FROM mail_outbox WHERE recipient = ? AND template = 'profile.guardianConsent'",
    )
      .bind(guardian)
      .first<{ text_body: string }>();
    expect(mail!.text_body).toContain('Петя Иванов');
    const token = new URL(/https?:\/\/\S+\/guardian-consent\?token=[\w-]+/.exec(mail!.text_body)![0]).searchParams.get(
      'token',
    )!;

    // Opening the link asks; only the button consents.
    const ask = await getPage(`${HOSTS.ru}/guardian-consent?token=${token}`);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain('data-testid="guardian-consent-confirm"');
    expect(askHtml).not.toContain(minor.email);
    expect(askHtml).not.toContain(birthDate);
    expect(await view()).toContain('data-standing="minor"');
    expect((await getPage(`${HOSTS.ru}/guardian-consent?token=${typoToken}`)).status).toBe(400);
    expect((await post(null, '/guardian-consent', { token: typoToken })).status).toBe(400);
    const confirmed = await post(null, '/guardian-consent', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('data-state="done"');
    expect((await post(null, '/guardian-consent', { token })).status).toBe(400);

    html = await view();
    expect(html).toContain('data-standing="minorConsented"');
    expect(html).toContain('Уборка сквера');
    const pdf = await post(minor, '/profile/volunteer-record/pdf', { from: '2026-01-01', to: '2026-12-31' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { token: check } = (await env.DB.prepare('SELECT token FROM volunteer_record_issues WHERE user_id = ?')
      .bind(minor.userId)
      .first<{ token: string }>())!;
    const checkHtml = await (await getPage(`${HOSTS.ru}/v/${check}`)).text();
    expect(checkHtml).toContain('Уборка сквера');
    expect(checkHtml).not.toContain(birthDate);
  });

  it('an adult needs no consent; a birth date in the future or not a date is refused', async () => {
    const adult = await createTestUser({ roles: ['volunteer'] });
    expect(
      (await post(adult, '/profile/volunteer-record', { intent: 'birthDate', birthDate: yearsAgo(30) })).status,
    ).toBe(303);
    const html = await (
      await getPage(`${HOSTS.ru}/profile/volunteer-record`, { headers: { cookie: adult.cookie } })
    ).text();
    expect(html).toContain('data-standing="adult"');
    expect(
      (await post(adult, '/profile/volunteer-record', { intent: 'guardian', guardianEmail: 'p@example.org' })).status,
    ).toBe(409);
    expect(
      (await post(adult, '/profile/volunteer-record', { intent: 'birthDate', birthDate: yearsAgo(-1) })).status,
    ).toBe(400);
    expect(
      (await post(adult, '/profile/volunteer-record', { intent: 'birthDate', birthDate: '2010-13-01' })).status,
    ).toBe(400);
    expect((await post(adult, '/profile/volunteer-record', { intent: 'nonsense' })).status).toBe(400);
  });
});
