import { describe, expect, it } from 'vitest';
import { osmRow, webUrl } from './row.mjs';

const at = { lat: 55.75, lng: 37.62, edition: 'ru', now: new Date(Date.UTC(2026, 2, 10)) };
const point = (tags: Record<string, string>) =>
  osmRow({ type: 'node', id: 1, version: 1, tags: { amenity: 'recycling', ...tags } }, at);

describe('an OSM element as a row: the website', () => {
  it('keeps only absolute http(s) URLs, as tagged (the page puts it in an href)', () => {
    expect(point({ website: 'https://eco.example.org/point?id=1' }).website).toBe('https://eco.example.org/point?id=1');
    expect(point({ 'contact:website': 'HTTP://eco.example.org' }).website).toBe('HTTP://eco.example.org');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'eco.example.org',
      'https://',
      `https://${'a'.repeat(300)}.org`,
    ]) {
      expect(point({ website: bad }).website).toBe('');
    }
    expect(webUrl(undefined)).toBe('');
  });
});
