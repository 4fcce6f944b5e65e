import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnce, RELOAD_WINDOW_MS } from './chunk-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari words', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/c/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once per path within the window, never in a loop, again after the window', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const at = (now: number, path = '/a') => reloadOnce({ storage, now, path, reload: () => reloads++ });
    expect(at(1_000)).toBe(true);
    expect(at(2_000)).toBe(false);
    expect(at(1_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(at(2_000, '/b')).toBe(true);
    expect(at(1_000 + RELOAD_WINDOW_MS)).toBe(true);
    expect(reloads).toBe(3);
  });

  it('without storage it never reloads (it could not remember having done so)', () => {
    let reloads = 0;
    expect(reloadOnce({ storage: null, now: 1, path: '/', reload: () => reloads++ })).toBe(false);
    expect(reloads).toBe(0);
  });
});
