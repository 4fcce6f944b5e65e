import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/index';
import { createTestUser } from '../support/accounts';

/** item 8 (docs/decisions/048): a locked or failing D1 answers a localized 503, never a 500. */
function failingDb(message: string): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    dump: fail,
    withSession: () => ({ prepare: () => statement, batch: fail, getBookmark: () => null }),
  } as unknown as D1Database;
}

describe('database unavailable', () => {
  it('pages answer a localized 503 page with Retry-After', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const locked = { ...env, DB: failingDb('D1_ERROR: database is locked: SQLITE_BUSY') };
    const res = await app.request(
      'http://kz.localhost/',
      { headers: { accept: 'text/html', cookie: user.cookie } },
      locked,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const html = await res.text();
    expect(html).toContain('lang="kk-KZ"');
    expect(html).toContain('Қызмет уақытша қолжетімсіз');
  });

  it('the API answers a JSON 503 with Retry-After', async () => {
    const overloaded = { ...env, DB: failingDb('D1 DB is overloaded. Requests queued for too long.') };
    const res = await app.request(
      'http://intl.localhost/api/auth/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', email: 'a@example.org', password: 'Secret123x' }),
      },
      overloaded,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The service is briefly unavailable. Please try again in a minute.',
      },
    });
  });

  it('a bug in our SQL stays a 500 (it must be seen, not retried)', async () => {
    const broken = { ...env, DB: failingDb('D1_ERROR: no such table: nowhere') };
    const res = await app.request(
      'http://intl.localhost/api/auth/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', email: 'a@example.org', password: 'Secret123x' }),
      },
      broken,
    );
    expect(res.status).toBe(500);
  });
});
