import { describe, expect, it, vi } from 'vitest';
import { PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stays within the production workerd PBKDF2 cap of 100,000 iterations', () => {
    expect(PBKDF2_MAX_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(50_000);
  });

  it('matches the seed script parameters', async () => {
    const seed = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../scripts/seed.mjs', import.meta.url), 'utf8'),
    );
    expect(seed).toContain(`const ITERATIONS = ${PBKDF2_ITERATIONS.toLocaleString('en-US').replace(/,/g, '_')};`);
    expect(seed).toContain("const ALGORITHM = 'pbkdf2-sha256';");
  });

  it('salts per user, stores its parameters and verifies', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a).toMatchObject({ iterations: PBKDF2_ITERATIONS, algorithm: 'pbkdf2-sha256' });
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret124', a)).toBe(false);
  });

  it('an unknown user costs a hash too and never verifies', async () => {
    // The same work, counted rather than timed (a busy host makes timings meaningless): both paths
    // derive once, with the same iteration count.
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      expect(await verifyPassword('Secret123', null)).toBe(false);
      const known = await hashPassword('Secret123');
      derive.mockClear();
      expect(await verifyPassword('Secret123', null)).toBe(false);
      expect(await verifyPassword('Wrong1234', known)).toBe(false);
      const iterations = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
      expect(iterations).toEqual([PBKDF2_ITERATIONS, PBKDF2_ITERATIONS]);
    } finally {
      derive.mockRestore();
    }
  });

  it('verifies a hash made by Node the way scripts/seed.mjs makes it', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const hash = pbkdf2Sync('Demo2024pass', salt, PBKDF2_ITERATIONS, 32, 'sha256');
    const stored = {
      hash: hash.toString('base64url'),
      salt: salt.toString('base64url'),
      iterations: PBKDF2_ITERATIONS,
      algorithm: 'pbkdf2-sha256',
    };
    expect(await verifyPassword('Demo2024pass', stored)).toBe(true);
  });
});
