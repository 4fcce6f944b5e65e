import { encode, renderSVG } from 'uqr';
import { encodePng } from '../lib/png';

/**
 * The check-in code drawn as a QR code (uqr, pure JavaScript): an SVG for the page, a PNG to keep
 * offline (a photo app, a mail). Error correction M and a four-module quiet zone, as scanners
 * expect; a code of ~250 characters needs a version around 10, sharp at 8 pixels a module.
 */
const OPTIONS = { ecc: 'M', border: 4 } as const;

export const qrSvg = (text: string) => renderSVG(text, { ...OPTIONS, pixelSize: 8 });

export async function qrPng(text: string, scale = 8): Promise<Uint8Array<ArrayBuffer>> {
  const { size, data } = encode(text, OPTIONS);
  const width = size * scale;
  const rgb = new Uint8Array(width * width * 3).fill(255);
  for (let y = 0; y < width; y++) {
    const row = data[Math.floor(y / scale)]!;
    for (let x = 0; x < width; x++) {
      if (row[Math.floor(x / scale)]) rgb.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return (await encodePng(width, width, rgb)) as Uint8Array<ArrayBuffer>;
}
