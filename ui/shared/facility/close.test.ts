import { describe, expect, it } from 'vitest';
import { closeKindOf, CLOSE_REASON_MAX, CLOSE_TRANSIT, validateClose } from './close';
import { TRANSITS } from './lifecycle';
import { LIMITS } from './schemas';

describe('close a point: schema', () => {
  it('accepts either kind with a trimmed reason', () => {
    expect(validateClose({ kind: 'temporary', reason: '  Renovation  ' })).toEqual({
      ok: true,
      value: { kind: 'temporary', reason: 'Renovation' },
    });
    expect(validateClose({ kind: ['permanent'], reason: ['Moved'] }).ok).toBe(true);
  });

  it('requires a reason (on the reason field), caps it, and knows only the two kinds', () => {
    expect(validateClose({ kind: 'temporary', reason: '   ' })).toEqual({
      ok: false,
      errors: { reason: ['facility.validation.required'] },
    });
    expect(validateClose({ kind: 'temporary' })).toEqual({
      ok: false,
      errors: { reason: ['facility.validation.required'] },
    });
    expect(validateClose({ kind: 'temporary', reason: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { reason: ['facility.validation.maxLength|{"max":2000}'] },
    });
    expect(validateClose({ kind: 'forever', reason: 'x' })).toEqual({
      ok: false,
      errors: { kind: ['facility.validation.required'] },
    });
  });

  it('matches the lifecycle: both transits need a comment, and the limit is the comment limit', () => {
    expect(CLOSE_REASON_MAX).toBe(LIMITS.comment);
    for (const transit of Object.values(CLOSE_TRANSIT))
      expect(TRANSITS[transit as keyof typeof TRANSITS].requiresComment).toBe(true);
    expect(closeKindOf('facility#accepted_to_closed')).toBe('permanent');
    expect(closeKindOf('facility#draft_to_checking')).toBe(null);
  });
});

describe('close problems', () => {
  it('turns field errors into API problems with their params', async () => {
    const { closeProblems } = await import('./close');
    expect(
      closeProblems({ reason: ['facility.validation.required', 'facility.validation.maxLength|{"max":2000}'] }),
    ).toEqual([
      { path: 'reason', message: 'facility.validation.required' },
      { path: 'reason', message: 'facility.validation.maxLength', params: { max: 2000 } },
    ]);
  });
});
