import { describe, expect, it } from 'vitest';
import { checkImage, sniffImage } from './media';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');

describe('cover image check', () => {
  it('recognises JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(webp)).toBe('image/webp');
  });
  it('refuses other content whatever it is called', () => {
    expect(checkImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      reason: 'not_image',
    });
    expect(checkImage(new TextEncoder().encode('GIF89a......'))).toEqual({ ok: false, reason: 'not_image' });
    expect(checkImage(new TextEncoder().encode('RIFF....WAVE'))).toEqual({ ok: false, reason: 'not_image' });
  });
  it('refuses empty and oversized files', () => {
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(checkImage(new Uint8Array(11).fill(0xff), 10)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkImage(jpeg, 10)).toEqual({ ok: true, type: 'image/jpeg', ext: 'jpg' });
  });
});
