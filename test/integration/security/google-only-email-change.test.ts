import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser } from '../support/accounts';

/**
 * A Google-only account (no password) asking to change its e-mail gets a clear, localized "set a
 * password first", not a misleading "wrong password" — and no attempt is counted against it.
 */
const LOCALES = [
  { host: HOSTS.ru, edition: 'ru', locale: 'ru-RU', text: 'Сначала задайте пароль' },
  { host: HOSTS.intl, edition: 'international', locale: 'en-US', text: 'Set a password first' },
] as const;

describe('e-mail change of a Google-only account', () => {
  for (const { host, edition, locale, text } of LOCALES) {
    it(`answers 409 password_not_set in ${locale}`, async () => {
      const user = await createTestUser({ roles: ['volunteer'], edition, locale });
      await env.DB.prepare(
        'UPDATE users SET password_hash = NULL, password_salt = NULL, password_iterations = NULL, password_algorithm = NULL WHERE id = ?',
      )
        .bind(user.userId)
        .run();
      const res = await SELF.fetch(`${host}/api/profile/email`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie: user.cookie, origin: host },
        body: JSON.stringify({ email: `new-${crypto.randomUUID()}@example.org`, password: 'anything1A' }),
      });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('password_not_set');
      expect(body.error.message).toContain(text);
      expect(
        await env.DB.prepare('SELECT 1 FROM email_change_requests WHERE user_id = ?').bind(user.userId).first(),
      ).toBeNull();
    });
  }
});
