import jsQR from 'jsqr';

/**
 * Reads the QR in a PNG the worker drew (worker/lib/png.ts: 8-bit RGB, filter 0 on every row, one
 * IDAT): inflates the pixels and hands them to jsQR, the decoder the organiser's page uses.
 */
export async function decodeQrPng(png: Uint8Array): Promise<string | null> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idat: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const stream = new Blob(idat as BlobPart[]).stream().pipeThrough(new DecompressionStream('deflate'));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = y * (width * 3 + 1) + 1 + x * 3;
      rgba.set([raw[from]!, raw[from + 1]!, raw[from + 2]!, 255], (y * width + x) * 4);
    }
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
