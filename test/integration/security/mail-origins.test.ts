import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/index';
import { createTestUser, testAddress } from '../support/accounts';

/**
 * item 3 (docs/decisions/042): links in mail come from the edition's configured origin
 * (EDITION_HOSTS), never from the request's Host. Under wrangler dev the Host header becomes the
 * request URL's host, so a request to http://evil.example/ is what `Host: evil.example` does.
 */
const configured = { ...env, EDITION_HOSTS: JSON.stringify({ 'eco.example.ru': 'ru', 'eco.example.kz': 'kz' }) };

async function outboxFor(email: string): Promise<string> {
  const rows = await env.DB.prepare(
    'SELECT text_body AS text FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC',
  )
    .bind(email)
    .all<{ text: string }>();
  return rows.results.map((r) => r.text).join('\n');
}

function post(bindings: object, url: string, body: unknown, host?: string) {
  return app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress(), ...(host ? { host } : {}) },
      body: JSON.stringify(body),
    },
    bindings,
  );
}

describe('mail links ignore the Host header', () => {
  it('registration mailed through Host: evil.example links to the configured edition host', async () => {
    const email = `poison-${crypto.randomUUID()}@example.org`;
    const res = await post(
      configured,
      'http://evil.example/api/auth/register',
      { type: 'fl', custom_role: 'volunteer', first_name: 'Eve Victim', email, password: 'Victim1234pass' },
      'evil.example',
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const text = await outboxFor(email);
    expect(text).toContain('https://eco.example.ru/');
    expect(text).not.toContain('evil.example');
  });

  it('recovery requested through a foreign host links to the configured host', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await app.request(
      `http://evil.example/api/recovery?email=${encodeURIComponent(user.email)}`,
      { headers: { 'cf-connecting-ip': testAddress(), host: 'evil.example' } },
      configured,
    );
    expect(res.status).toBe(200);
    const text = await outboxFor(user.email);
    expect(text).toMatch(/https:\/\/eco\.example\.ru\/recovery\?token=/);
    expect(text).not.toContain('evil.example');
  });

  it('a request to a configured host keeps that host', async () => {
    const user = await createTestUser({ roles: ['volunteer'], edition: 'kz' });
    await app.request(
      `http://eco.example.kz/api/recovery?email=${encodeURIComponent(user.email)}`,
      { headers: { 'cf-connecting-ip': testAddress() } },
      configured,
    );
    expect(await outboxFor(user.email)).toContain('https://eco.example.kz/');
  });

  it('without configured hosts a foreign host still never reaches the mail', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await app.request(
      `http://evil.example/api/recovery?email=${encodeURIComponent(user.email)}`,
      { headers: { 'cf-connecting-ip': testAddress() } },
      env,
    );
    const text = await outboxFor(user.email);
    expect(text).toContain('/recovery?token=');
    expect(text).not.toContain('evil.example');
  });
});
