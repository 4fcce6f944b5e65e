import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath (docs/decisions/121-next-paths.md)', () => {
  it('keeps pages of the URL table, with locale prefix, query and fragment', () => {
    expect(safeNextPath('/charity-events?page=2')).toBe('/charity-events?page=2');
    expect(safeNextPath('/en-us/charity-event/abc#signup')).toBe('/en-us/charity-event/abc#signup');
    expect(safeNextPath('/profile/')).toBe('/profile/');
    expect(safeNextPath('/recycling-points?q=%09tab')).toBe('/recycling-points?q=%09tab');
  });

  it('refuses anything a browser could read as another origin, and unknown pages', () => {
    const bad = [
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil',
      '/\u007f/evil',
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example/',
      '///evil.example',
      '/%09/evil.example',
      '/%0D%0A/evil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      '/%2509/evil',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/profile/../../\t/evil',
      '/nowhere',
      '/raw-pages/x',
      '/api/logout',
      '',
      null,
      undefined,
      `/charity-events?${'a'.repeat(600)}`,
    ];
    for (const next of bad) expect(safeNextPath(next), JSON.stringify(next)).toBeNull();
  });
});
