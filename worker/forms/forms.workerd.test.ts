import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser, testAddress } from '../../test/integration/support/accounts';

type Json = Record<string, any>;

function post(
  url: string,
  body: unknown,
  opts: { ip?: string; form?: boolean; cookie?: string; accept?: string } = {},
) {
  const headers: Record<string, string> = {
    'cf-connecting-ip': opts.ip ?? testAddress(),
    accept: opts.accept ?? 'application/json',
    'content-type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  const payload = opts.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return SELF.fetch(url, { method: 'POST', headers, body: payload, redirect: 'manual' });
}

async function count(table: string, where = '1 = 1', ...binds: unknown[]): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}

const QUESTION_PATH = '/api/wf__support_question__support_question/';
const validQuestion = { name: 'Anna', email: 'Anna@Example.org', city: 'Omsk', text: 'Where can I recycle batteries?' };

describe('support question: POST /api/wf__support_question__support_question/', () => {
  it('requires every field with localized messages and stores nothing', async () => {
    const before = [await count('support_questions'), await count('mail_outbox')];
    const en = await post(`${HOSTS.intl}${QUESTION_PATH}`, { name: ' ', email: 'nope' });
    expect(en.status).toBe(400);
    const body = (await en.json()) as Json;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      name: ['This field is required'],
      email: ['Value is not a valid email address'],
      city: ['This field is required'],
      text: ['This field is required'],
    });
    const ru = (await (await post(`${HOSTS.ru}${QUESTION_PATH}`, {})).json()) as Json;
    expect(ru.error.fields.name).toEqual(['Это поле обязательно для заполнения']);
    const kk = (await (await post(`${HOSTS.kz}${QUESTION_PATH}`, { ...validQuestion, email: 'x@' })).json()) as Json;
    expect(kk.error.fields).toEqual({ email: ['Мән жарамды электрондық пошта мекенжайы емес'] });
    expect([await count('support_questions'), await count('mail_outbox')]).toEqual(before);
  });

  it('stores a valid question and queues a message to the edition support address (JSON and form-encoded)', async () => {
    const res = await post(`${HOSTS.kz}${QUESTION_PATH}`, validQuestion);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Json;
    const row = await env.DB.prepare('SELECT * FROM support_questions WHERE id = ?').bind(id).first<Json>();
    expect(row).toMatchObject({ name: 'Anna', email: 'anna@example.org', city: 'Omsk', edition: 'kz', user_id: null });
    const mail = await env.DB.prepare(
      "SELECT * FROM mail_outbox WHERE template = 'support-question' ORDER BY created_at DESC LIMIT 1",
    ).first<Json>();
    expect(mail!.recipient).toBe('support@kz.eco-portal.example.org');
    expect(mail!.text_body).toContain('Where can I recycle batteries?');

    const form = await post(`${HOSTS.ru}${QUESTION_PATH}`, validQuestion, { form: true });
    expect(form.status).toBe(201);
  });

  it('links the question to a signed-in author', async () => {
    const user = await createTestUser({ roles: ['volunteer'], name: 'Ivan Petrov' });
    const res = await post(`${HOSTS.ru}${QUESTION_PATH}`, validQuestion, { cookie: user.cookie });
    const { id } = (await res.json()) as Json;
    expect(
      (await env.DB.prepare('SELECT user_id FROM support_questions WHERE id = ?').bind(id).first<Json>())!.user_id,
    ).toBe(user.userId);
    // And the no-JS page is prefilled with the user's name and e-mail.
    const page = await (await getPage(`${HOSTS.ru}/support/question`, { headers: { cookie: user.cookie } })).text();
    expect(page).toContain('value="Ivan Petrov"');
    expect(page).toContain(`value="${user.email}"`);
  });

  it('rate limits per client address with a localized 429 and stores nothing over the limit', async () => {
    const ip = testAddress();
    for (let i = 0; i < 10; i++)
      expect((await post(`${HOSTS.intl}${QUESTION_PATH}`, validQuestion, { ip })).status).toBe(201);
    const before = await count('support_questions');
    const limited = await post(`${HOSTS.intl}${QUESTION_PATH}`, validQuestion, { ip });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Json).error).toEqual({
      code: 'rate_limited',
      message: 'Too many messages from your address. Please try again in 10 min.',
    });
    expect(await count('support_questions')).toBe(before);
    expect((await post(`${HOSTS.intl}${QUESTION_PATH}`, validQuestion)).status).toBe(201); // another address
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}${QUESTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });
});

describe('inquiries and write-to-us: POST /inquire', () => {
  const base = { name: 'Olga', city: 'Almaty', email: 'olga@example.org', text: 'We would like to cooperate.' };

  it('requires orgName for inquiries; phone optional but validated for the country', async () => {
    const missing = (await (await post(`${HOSTS.intl}/inquire`, base)).json()) as Json;
    expect(missing.error.fields).toEqual({ orgName: ['This field is required'] });
    const badPhone = (await (
      await post(`${HOSTS.intl}/inquire`, { ...base, orgName: 'Org', phoneCountry: 'AR', phone: '123' })
    ).json()) as Json;
    expect(badPhone.error.fields).toEqual({ phone: ['Value is not a valid phone number'] });
    // Outside the international edition Argentina is not in the list.
    const ru = (await (
      await post(`${HOSTS.ru}/inquire`, { ...base, orgName: 'Org', phoneCountry: 'AR', phone: '91123456789' })
    ).json()) as Json;
    expect(ru.error.fields).toEqual({ phone: ['Код страны необходимо выбрать из списка'] });
  });

  it('stores an inquiry (government by default) with the phone in E.164 and mails support', async () => {
    const before = await count('mail_outbox', "template = 'inquiry'");
    const res = await post(`${HOSTS.kz}/inquire`, {
      ...base,
      orgName: 'Akimat',
      phoneCountry: 'KZ',
      phone: '7012345678',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Json;
    const row = await env.DB.prepare('SELECT * FROM inquiries WHERE id = ?').bind(id).first<Json>();
    expect(row).toMatchObject({ type: 'government', phone: '+77012345678', org_name: 'Akimat', edition: 'kz' });
    expect(await count('mail_outbox', "template = 'inquiry'")).toBe(before + 1);

    const typed = await post(
      `${HOSTS.intl}/inquire`,
      { ...base, orgName: 'Recycler', type: 'recycling-companies', phoneCountry: 'AR', phone: '91123456789' },
      { form: true },
    );
    const typedRow = await env.DB.prepare('SELECT type, phone FROM inquiries WHERE id = ?')
      .bind(((await typed.json()) as Json).id)
      .first<Json>();
    expect(typedRow).toEqual({ type: 'recycling-companies', phone: '+5491123456789' });
  });

  it('write-to-us (type question) needs no orgName and is stored as a question', async () => {
    const invalid = (await (await post(`${HOSTS.ru}/inquire`, { type: 'question', email: 'bad' })).json()) as Json;
    expect(invalid.error.fields).toEqual({
      name: ['Это поле обязательно для заполнения'],
      city: ['Это поле обязательно для заполнения'],
      email: ['Значение не является корректным адресом электронной почты'],
      text: ['Это поле обязательно для заполнения'],
    });
    const res = await post(`${HOSTS.ru}/inquire`, {
      ...base,
      type: 'question',
      phoneCountry: 'RU',
      phone: '9161234567',
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT type, org_name, phone FROM inquiries WHERE id = ?')
      .bind(((await res.json()) as Json).id)
      .first<Json>();
    expect(row).toEqual({ type: 'question', org_name: null, phone: '+79161234567' });
    const mail = await env.DB.prepare(
      "SELECT recipient FROM mail_outbox WHERE template = 'write-to-us' ORDER BY created_at DESC LIMIT 1",
    ).first<Json>();
    expect(mail!.recipient).toBe('support@ru.eco-portal.example.org');
  });
});

describe('forms without JavaScript', () => {
  it('re-renders the page with localized errors and keeps the values; then shows success', async () => {
    const ip = testAddress();
    const before = await count('inquiries', "type = 'question'");
    const bad = await post(
      `${HOSTS.intl}/write-to-us`,
      { name: 'Kim', email: 'kim@', city: '', text: 'Hi' },
      { form: true, accept: 'text/html', ip },
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Value is not a valid email address');
    expect(html).toContain('This field is required');
    expect(html).toContain('value="Kim"');
    expect(await count('inquiries', "type = 'question'")).toBe(before);
    const ok = await post(
      `${HOSTS.intl}/write-to-us`,
      { name: 'Kim', email: 'kim@example.org', city: 'Austin', text: 'Hi' },
      { form: true, accept: 'text/html', ip },
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Your request has been successfully processed');
    expect(await count('inquiries', "type = 'question'")).toBe(before + 1);
  });

  it('serves inquiry pages per audience and 404 for unknown ones', async () => {
    const page = await (await getPage(`${HOSTS.intl}/inquiry/small-and-medium-sized-business`)).text();
    expect(page).toContain('Request from small and medium businesses');
    expect((await getPage(`${HOSTS.intl}/inquiry/aliens`)).status).toBe(404);
  });
});

describe('newsletter subscription (double opt-in)', () => {
  it('queues a confirmation with an unsubscribe link; confirm and unsubscribe work', async () => {
    const email = `sub-${crypto.randomUUID()}@example.org`;
    const invalid = await post(`${HOSTS.intl}/api/subscriptions`, { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as Json).error.fields.email).toEqual(['Value is not a valid email address']);

    expect((await post(`${HOSTS.kz}/ru-kz/api/subscriptions`, { email })).status).toBe(202);
    const row = await env.DB.prepare('SELECT * FROM newsletter_subscriptions WHERE email = ?')
      .bind(email)
      .first<Json>();
    expect(row).toMatchObject({ edition: 'kz', locale: 'ru-KZ', confirmed_at: null });
    const mail = await env.DB.prepare('SELECT * FROM mail_outbox WHERE recipient = ?').bind(email).first<Json>();
    expect(mail!.subject).toContain('подтвердите подписку');
    const links = [...String(mail!.text_body).matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    const confirm = links.find((l) => l.includes('/subscriptions/confirm'))!;
    const unsubscribe = links.find((l) => l.includes('/subscriptions/unsubscribe'))!;
    expect(confirm).toMatch(/^http:\/\/kz\.localhost:8787\/ru-kz\/subscriptions\/confirm\?token=/);
    expect(unsubscribe).toBeTruthy();

    const confirmed = await getPage(confirm);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Подписка подтверждена');
    expect(
      (await env.DB.prepare('SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?')
        .bind(email)
        .first<Json>())!.confirmed_at,
    ).toBeGreaterThan(0);
    expect((await getPage(confirm)).status).toBe(400); // single use

    const url = new URL(unsubscribe);
    const forged = await post(
      `${url.origin}${url.pathname}`,
      { id: url.searchParams.get('id')!, token: 'forged' },
      { form: true, accept: 'text/html' },
    );
    expect(forged.status).toBe(400);
    const done = await post(
      `${url.origin}${url.pathname}`,
      { id: url.searchParams.get('id')!, token: url.searchParams.get('token')! },
      { form: true, accept: 'text/html' },
    );
    expect(done.status).toBe(200);
    expect(
      (await env.DB.prepare('SELECT unsubscribed_at FROM newsletter_subscriptions WHERE email = ?')
        .bind(email)
        .first<Json>())!.unsubscribed_at,
    ).toBeGreaterThan(0);
  });
});
