import { describe, expect, it } from 'vitest';
import { deviceTypeFor } from './device';

describe('deviceTypeFor', () => {
  it('classes by width with the product description breakpoints', () => {
    expect(deviceTypeFor(375, true)).toBe('phone');
    expect(deviceTypeFor(720, false)).toBe('phone');
    expect(deviceTypeFor(721, false)).toBe('tablet');
    expect(deviceTypeFor(999, false)).toBe('tablet');
    expect(deviceTypeFor(1000, false)).toBe('pc');
  });
  it('treats large touch-only screens as tablets', () => {
    expect(deviceTypeFor(1280, true)).toBe('tablet');
    expect(deviceTypeFor(1440, true)).toBe('pc');
  });
});
