import { describe, expect, it } from 'vitest';
import { validateEmailConfirm } from './email-confirm';

describe('e-mail confirmation schema', () => {
  it('accepts a base64url token, trimmed', () => {
    expect(validateEmailConfirm({ token: '  abc_DEF-123  ' })).toEqual({ ok: true, value: { token: 'abc_DEF-123' } });
  });

  it('refuses a missing, empty, too long or malformed token on the token field', () => {
    for (const input of [
      {},
      { token: '' },
      { token: '   ' },
      { token: 'a'.repeat(201) },
      { token: 'abc def' },
      { token: '<script>' },
      { token: ['x y'] },
    ]) {
      expect(validateEmailConfirm(input)).toEqual({ ok: false, errors: { token: ['profile.confirm.tokenInvalid'] } });
    }
  });
});
