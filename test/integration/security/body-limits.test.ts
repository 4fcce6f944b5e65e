import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../worker/middleware/body-guard';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';

/**
 * Body size caps (docs/decisions/124-input-and-request-limits.md): over 64 KB for JSON and forms (the image
 * limit for uploads) is a localized 413 before the body is parsed; a chunked body is counted and
 * cut at the cap. Before, a 60 MB body to /login was read and parsed in full.
 */
type ErrorBody = { error: { code: string; message: string } };
const big = (n: number) => 'x'.repeat(n);

describe('request body caps', () => {
  it('a JSON body over 64 KB to /api/auth/register is a localized 413', async () => {
    const body = JSON.stringify({
      type: 'fl',
      custom_role: 'volunteer',
      first_name: big(BODY_MAX_BYTES),
      email: 'a@example.org',
      password: 'Secret123',
    });
    const res = await SELF.fetch(`${HOSTS.intl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
      body,
    });
    expect(res.status).toBe(413);
    const json = (await res.json()) as ErrorBody;
    expect(json.error.code).toBe('payload_too_large');
    expect(json.error.message).toContain('64 KB');
    const ru = await SELF.fetch(`${HOSTS.ru}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
      body,
    });
    expect(((await ru.json()) as ErrorBody).error.message).toContain('64 КБ');
  });

  it('a form post over 64 KB to /login answers a 413 page', async () => {
    const res = await SELF.fetch(`${HOSTS.intl}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: HOSTS.intl,
        'cf-connecting-ip': testAddress(),
      },
      body: new URLSearchParams({ intent: 'login', email: 'a@example.org', password: big(BODY_MAX_BYTES + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('64 KB');
  });

  it('a chunked body is cut at the cap, not read to the end', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(big(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 400)
          controller.close(); // 6.4 MB if read in full
        else controller.enqueue(chunk);
      },
    });
    const res = await SELF.fetch(`${HOSTS.intl}/api/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large');
    expect(pulled).toBeLessThan(100);
  });

  it('uploads get the image limit: a 100 KB image body is judged by its content, a larger declared one is refused', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const junk = new Uint8Array(100 * 1024);
    const res = await SELF.fetch(`${HOSTS.intl}/api/profile/avatar`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'image/png' },
      body: junk,
    });
    expect(res.status).toBe(422);
    const huge = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    const over = await SELF.fetch(`${HOSTS.intl}/api/profile/avatar`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'image/png' },
      body: huge,
    });
    expect(over.status).toBe(413);
  });

  it('deeply nested JSON within the cap is a 4xx, never a 500', async () => {
    const depth = 30_000;
    for (const body of [
      '['.repeat(depth) + ']'.repeat(depth),
      `{"first_name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ]) {
      const res = await SELF.fetch(`${HOSTS.intl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as ErrorBody).error.code).toBeTruthy();
    }
  });
});
