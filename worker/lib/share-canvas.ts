/**
 * A tiny RGB canvas for share cards (ADR 106): gradient, discs, the leaf emblem, rectangles and text
 * from the committed glyph atlas (scripts/make-share-font.mjs). No font engine at the edge.
 */
export interface GlyphSize {
  height: number;
  baseline: number;
  glyphs: Map<number, { width: number; advance: number; pixels: Uint8Array }>;
}
export type Atlas = GlyphSize[];

export function parseAtlas(buf: ArrayBuffer): Atlas {
  const view = new DataView(buf);
  const bytes = new Uint8Array(buf);
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== 'EPF1') throw new Error('not a share font atlas');
  let o = 4;
  const sizes: Atlas = [];
  const count = view.getUint16(o, true);
  o += 2;
  for (let s = 0; s < count; s++) {
    const height = view.getUint16(o, true);
    const baseline = view.getUint16(o + 2, true);
    const n = view.getUint16(o + 4, true);
    o += 6;
    const glyphs = new Map<number, { width: number; advance: number; pixels: Uint8Array }>();
    for (let g = 0; g < n; g++) {
      const code = view.getUint32(o, true);
      const width = view.getUint16(o + 4, true);
      const advance = view.getUint16(o + 6, true);
      o += 8;
      glyphs.set(code, { width, advance, pixels: bytes.subarray(o, o + width * height) });
      o += width * height;
    }
    sizes.push({ height, baseline, glyphs });
  }
  return sizes;
}

const hex = (h: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];

export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.px = new Uint8Array(width * height * 3);
  }

  private blend(x: number, y: number, c: readonly number[], a: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || a <= 0) return;
    const i = (y * this.width + x) * 3;
    for (let k = 0; k < 3; k++) this.px[i + k] = Math.round(this.px[i + k]! * (1 - a) + c[k]! * a);
  }

  gradient(top: string, bottom: string) {
    const [a, b] = [hex(top), hex(bottom)];
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (y / this.height) * 0.7 + (x / this.width) * 0.3;
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++) this.px[i + k] = Math.round(a[k]! + (b[k]! - a[k]!) * t);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: string, alpha = 1) {
    const c = hex(colour);
    for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
      for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
        const cover = Math.max(0, Math.min(1, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5));
        this.blend(x, y, c, cover * alpha);
      }
    }
  }

  /** The brand leaf: the intersection of two discs, rotated 45°. */
  leaf(cx: number, cy: number, size: number, colour: string) {
    const c = hex(colour);
    const r = size * 0.75;
    const off = r - size * 0.35;
    for (let y = Math.floor(cy - size); y <= cy + size; y++) {
      for (let x = Math.floor(cx - size); x <= cx + size; x++) {
        const u = (x - cx + (y - cy)) / Math.SQRT2;
        const v = (x - cx - (y - cy)) / Math.SQRT2;
        const inside = Math.hypot(u, v - off) < r && Math.hypot(u, v + off) < r;
        const vein = Math.abs(v) < size * 0.03 && Math.abs(u) < size * 0.6;
        if (inside && !vein) this.blend(x, y, c, 1);
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, colour: string, alpha = 1) {
    const c = hex(colour);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.blend(x, y, c, alpha);
  }

  /** Draws one line of text with its top at y; returns the width drawn. Unknown characters print as '?'. */
  text(size: GlyphSize, str: string, x: number, y: number, colour: string): number {
    const c = hex(colour);
    let pen = x;
    for (const ch of str) {
      const g = size.glyphs.get(ch.codePointAt(0)!) ?? size.glyphs.get(63)!;
      for (let gy = 0; gy < size.height; gy++) {
        for (let gx = 0; gx < g.width; gx++) {
          const a = g.pixels[gy * g.width + gx]!;
          if (a) this.blend(pen + gx, y + gy, c, a / 255);
        }
      }
      pen += g.advance;
    }
    return pen - x;
  }
}

function measure(size: GlyphSize, str: string): number {
  let w = 0;
  for (const ch of str) w += (size.glyphs.get(ch.codePointAt(0)!) ?? size.glyphs.get(63)!).advance;
  return w;
}

/** Breaks text into at most `maxLines` lines of `maxWidth`; the last one ends in '…' when text was cut. */
export function wrap(size: GlyphSize, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  let cut = false;
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (measure(size, next) <= maxWidth) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (measure(size, current) > maxWidth && current.length > 1) {
      current = current.slice(0, -1);
      cut = true;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) cut = true;
  const kept = lines.slice(0, maxLines);
  if (cut && kept.length) {
    let last = kept[kept.length - 1]!;
    while (last && measure(size, `${last}…`) > maxWidth) last = last.slice(0, -1);
    kept[kept.length - 1] = `${last.trimEnd()}…`;
  }
  return kept;
}
