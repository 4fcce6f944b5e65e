import { describe, expect, it } from 'vitest';
import { keyId, keyringOf, verifyKeys, withVerifyKey } from './keyring';

const CURRENT = 'current-secret-0123456789';
const PREVIOUS = 'previous-secret-0123456789';

describe('keyring (ADR 109)', () => {
  it('drops a missing, empty or repeated previous key', () => {
    expect(keyringOf(CURRENT)).toEqual({ current: CURRENT });
    expect(keyringOf(CURRENT, '')).toEqual({ current: CURRENT });
    expect(keyringOf(CURRENT, CURRENT)).toEqual({ current: CURRENT });
    expect(keyringOf(CURRENT, PREVIOUS)).toEqual({ current: CURRENT, previous: PREVIOUS });
  });

  it('key ids are short, stable, distinct per secret and never the secret', async () => {
    expect(await keyId(CURRENT)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await keyId(CURRENT)).toBe(await keyId(CURRENT));
    expect(await keyId(CURRENT)).not.toBe(await keyId(PREVIOUS));
    expect(CURRENT).not.toContain(await keyId(CURRENT));
  });

  it('a key id picks exactly its key; an unknown id picks none; no id tries current, then previous', async () => {
    const ring = keyringOf(CURRENT, PREVIOUS);
    expect(await verifyKeys(ring, await keyId(CURRENT))).toEqual([{ secret: CURRENT, stale: false }]);
    expect(await verifyKeys(ring, await keyId(PREVIOUS))).toEqual([{ secret: PREVIOUS, stale: true }]);
    expect(await verifyKeys(ring, 'unknown-kid')).toEqual([]);
    expect(await verifyKeys(ring, 42)).toEqual([]);
    expect(await verifyKeys(ring, undefined)).toEqual([
      { secret: CURRENT, stale: false },
      { secret: PREVIOUS, stale: true },
    ]);
    // Once JWT_SECRET_PREVIOUS is deleted, its id is just another unknown id.
    const after = keyringOf(CURRENT);
    expect(await verifyKeys(after, await keyId(PREVIOUS))).toEqual([]);
    expect(await verifyKeys(after, undefined)).toEqual([{ secret: CURRENT, stale: false }]);
  });

  it('withVerifyKey reports which key succeeded and stops at the first', async () => {
    const ring = keyringOf(CURRENT, PREVIOUS);
    const tried: string[] = [];
    const onlyPrevious = async (secret: string) => {
      tried.push(secret);
      return secret === PREVIOUS ? 'ok' : null;
    };
    expect(await withVerifyKey(ring, undefined, onlyPrevious)).toEqual({ value: 'ok', stale: true });
    expect(tried).toEqual([CURRENT, PREVIOUS]);
    expect(await withVerifyKey(ring, undefined, async () => 'first')).toEqual({ value: 'first', stale: false });
    expect(await withVerifyKey(keyringOf(CURRENT), undefined, onlyPrevious)).toBeNull();
  });
});
