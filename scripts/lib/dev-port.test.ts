import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { devPort } from './dev-port.mjs';

describe('npm run dev -- --port', () => {
  it('takes --port N, --port=N and -p N before PORT=, then 8787', () => {
    expect(devPort(['--port', '8790'], {})).toBe(8790);
    expect(devPort(['--port=8791'], { PORT: '9000' })).toBe(8791);
    expect(devPort(['-p', '8792'], {})).toBe(8792);
    expect(devPort([], { PORT: '9000' })).toBe(9000);
    expect(devPort(['--other'], {})).toBe(8787);
  });

  it('refuses a port that is not a number instead of starting on a surprise port', () => {
    expect(() => devPort(['--port', 'abc'], {})).toThrow(/--port/);
    expect(() => devPort(['--port'], {})).toThrow(/--port/);
  });
});
