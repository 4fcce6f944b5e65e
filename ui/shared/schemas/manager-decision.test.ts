import { describe, expect, it } from 'vitest';
import { validateDecision } from './manager-decision';

describe('manager decision schema', () => {
  it('accepts each subject’s intents; the comment is trimmed and optional where no reason is needed', () => {
    expect(validateDecision('event', { intent: 'publish' })).toEqual({
      ok: true,
      value: { intent: 'publish', comment: '', roles: [] },
    });
    expect(validateDecision('point', { intent: 'block', comment: '  fraud  ' })).toEqual({
      ok: true,
      value: { intent: 'block', comment: 'fraud', roles: [] },
    });
    expect(
      validateDecision('request', { intent: 'approve', roles: ['facility', 'promotion_creator', 'facility'] }),
    ).toEqual({ ok: true, value: { intent: 'approve', comment: '', roles: ['facility', 'promotion_creator'] } });
    expect(validateDecision('request', { intent: 'approve', roles: 'facility' }).ok).toBe(true);
  });

  it('requires a reason to decline or block, on the comment field', () => {
    for (const [subject, intent] of [
      ['request', 'decline'],
      ['point', 'decline'],
      ['point', 'block'],
      ['event', 'decline'],
    ] as const) {
      expect(validateDecision(subject, { intent, comment: '   ' })).toEqual({
        ok: false,
        errors: { comment: ['validation.required'] },
      });
    }
    expect(validateDecision('event', { intent: 'decline', comment: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { comment: ['validation.maxLength|{"n":2000}'] },
    });
  });

  it('refuses an intent of another subject and an approval without (or with unknown) roles', () => {
    expect(validateDecision('event', { intent: 'block', comment: 'x' })).toEqual({
      ok: false,
      errors: { intent: ['manager.errors.invalidBody'] },
    });
    expect(validateDecision('point', {})).toEqual({ ok: false, errors: { intent: ['manager.errors.invalidBody'] } });
    expect(validateDecision('request', { intent: 'approve' })).toEqual({
      ok: false,
      errors: { roles: ['validation.roleRequired'] },
    });
    expect(validateDecision('request', { intent: 'approve', roles: ['manager'] })).toEqual({
      ok: false,
      errors: { roles: ['validation.roleRequired'] },
    });
  });
});
