import { describe, expect, it } from 'vitest';
import { keyringOf } from '../lib/keyring';
import { codeHash, readCheckInCode, signCheckInCode } from './check-in-code';

const keys = keyringOf('unit-test-secret-0123456789');
const now = Date.parse('2026-06-14T10:00:00Z');
const code = { eventId: 'event-1', userId: 'user-1', slotId: 'slot-1', expiresAt: now + 3600_000 };

describe('the check-in code', () => {
  it('reads back its sign-up, is the same each time it is made, and survives a key rotation', async () => {
    const token = await signCheckInCode(keys, code);
    expect(token).toMatch(/^ci1\.[\w-]+\.[\w-]+$/);
    expect(await signCheckInCode(keys, code)).toBe(token);
    expect(await readCheckInCode(keys, token, 'event-1', now)).toEqual({ ok: true, code });
    const rotated = keyringOf('next-secret-0123456789abcdef', 'unit-test-secret-0123456789');
    expect((await readCheckInCode(rotated, token, 'event-1', now)).ok).toBe(true);
    expect(await codeHash(token)).toBe(await codeHash(` ${token}\n`));
  });

  it('is refused as forged when signed with another key, altered, or not a code', async () => {
    const other = await signCheckInCode(keyringOf('another-secret-0123456789'), code);
    expect(await readCheckInCode(keys, other, 'event-1', now)).toEqual({ ok: false, reason: 'forged' });
    const token = await signCheckInCode(keys, code);
    const [prefix, , signature] = token.split('.');
    const altered = btoa(JSON.stringify({ e: 'event-1', u: 'user-2', s: 'slot-1', x: code.expiresAt }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(await readCheckInCode(keys, `${prefix}.${altered}.${signature}`, 'event-1', now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    for (const junk of ['', 'hello', 'ci1..', `${token}.x`, 'x'.repeat(700)])
      expect(await readCheckInCode(keys, junk, 'event-1', now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is refused as expired after its time, and for another event', async () => {
    const token = await signCheckInCode(keys, code);
    expect(await readCheckInCode(keys, token, 'event-1', code.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(await readCheckInCode(keys, token, 'event-2', now)).toEqual({ ok: false, reason: 'other_event' });
  });
});
