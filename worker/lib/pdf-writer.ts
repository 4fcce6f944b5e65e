import type { TrueTypeFont } from './truetype';

/**
 * A small PDF 1.7 writer for documents the worker makes (the volunteer record, ADR 227): pages with
 * text in embedded TrueType fonts (Identity-H, with a ToUnicode map so the text can be searched,
 * copied and read back), filled rectangles and lines. Streams are deflated with the platform's
 * CompressionStream. A few kilobytes instead of a general PDF library in the worker bundle.
 */
export type Rgb = readonly [number, number, number];

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/\.?0+$/, ''));
const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const color = (c: Rgb, op: 'rg' | 'RG') => `${c.map(num).join(' ')} ${op}`;

/** A PDF text string in UTF-16BE hex, for any language. */
function textString(text: string): string {
  let out = '<FEFF';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return `${out}>`;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

class UsedFont {
  /** Glyph → the text it stands for, for the ToUnicode map and the widths. */
  readonly used = new Map<number, string>();
  constructor(
    readonly name: string,
    readonly font: TrueTypeFont,
  ) {}
  /** The hex glyph string of `text`; characters the font lacks are drawn as '?'. */
  encode(text: string): string {
    let out = '';
    for (const ch of text) {
      let glyph = this.font.glyphOf(ch.codePointAt(0) ?? 0);
      let shown = ch;
      if (!glyph) {
        glyph = this.font.glyphOf(63);
        shown = '?';
      }
      this.used.set(glyph, shown);
      out += hex4(glyph);
    }
    return out;
  }
  width(text: string, size: number): number {
    let units = 0;
    for (const ch of text)
      units += this.font.advanceOf(this.font.glyphOf(ch.codePointAt(0) ?? 0) || this.font.glyphOf(63));
    return (units * size) / this.font.unitsPerEm;
  }
}

export interface PdfPage {
  text(text: string, at: { x: number; y: number; size: number; font: string; color: Rgb }): void;
  rect(x: number, y: number, width: number, height: number, fill: Rgb): void;
  line(x1: number, y1: number, x2: number, y2: number, thickness: number, stroke: Rgb): void;
}

export class PdfWriter {
  private readonly fonts = new Map<string, UsedFont>();
  private readonly pages: { width: number; height: number; ops: string[] }[] = [];

  constructor(fonts: Record<string, TrueTypeFont>) {
    Object.entries(fonts).forEach(([key, font], i) => {
      this.fonts.set(key, new UsedFont(`F${i + 1}`, font));
    });
  }

  private font(key: string): UsedFont {
    const f = this.fonts.get(key);
    if (!f) throw new Error(`no font ${key}`);
    return f;
  }

  widthOf(text: string, font: string, size: number): number {
    return this.font(font).width(text, size);
  }

  addPage(width: number, height: number): PdfPage {
    const ops: string[] = [];
    this.pages.push({ width, height, ops });
    return {
      text: (text, at) => {
        const f = this.font(at.font);
        ops.push(
          `BT ${color(at.color, 'rg')} /${f.name} ${num(at.size)} Tf ${num(at.x)} ${num(at.y)} Td <${f.encode(text)}> Tj ET`,
        );
      },
      rect: (x, y, w, h, fill) => ops.push(`${color(fill, 'rg')} ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`),
      line: (x1, y1, x2, y2, thickness, stroke) =>
        ops.push(`${color(stroke, 'RG')} ${num(thickness)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`),
    };
  }

  async save(info: { title: string; producer: string; created: Date }): Promise<Uint8Array> {
    const enc = new TextEncoder();
    const bodies: (Uint8Array | string)[] = [];
    /** Reserves an object number; its body is set later. */
    const reserve = () => bodies.push('') as number;
    const set = (id: number, body: Uint8Array | string) => {
      bodies[id - 1] = body;
    };
    const stream = async (dict: string, data: Uint8Array) => {
      const packed = await deflate(data);
      return concat([
        enc.encode(`<< ${dict} /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
        packed,
        enc.encode('\nendstream'),
      ]);
    };
    const catalog = reserve();
    const pagesId = reserve();
    const infoId = reserve();
    const fontIds = new Map<string, number>();
    for (const f of this.fonts.values()) fontIds.set(f.name, reserve());
    const fontResources = [...fontIds].map(([name, id]) => `/${name} ${id} 0 R`).join(' ');
    const pageIds: number[] = [];
    for (const page of this.pages) {
      const pageId = reserve();
      const contentId = reserve();
      pageIds.push(pageId);
      set(
        pageId,
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font << ${fontResources} >> >> /Contents ${contentId} 0 R >>`,
      );
      set(contentId, await stream('', enc.encode(page.ops.join('\n'))));
    }
    for (const f of this.fonts.values()) await this.embed(f, fontIds.get(f.name) ?? 0, reserve, set, stream);
    set(catalog, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
    set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    const d = info.created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    set(
      infoId,
      `<< /Title ${textString(info.title)} /Producer ${textString(info.producer)} /Creator ${textString(info.producer)} /CreationDate (D:${d}Z) >>`,
    );
    const parts: Uint8Array[] = [enc.encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
    let offset = parts[0]?.length ?? 0;
    const offsets: number[] = [];
    bodies.forEach((body, i) => {
      offsets.push(offset);
      const bytes = concat([
        enc.encode(`${i + 1} 0 obj\n`),
        typeof body === 'string' ? enc.encode(body) : body,
        enc.encode('\nendobj\n'),
      ]);
      parts.push(bytes);
      offset += bytes.length;
    });
    const xref = [
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    ];
    parts.push(
      enc.encode(
        `${xref.join('')}trailer\n<< /Size ${bodies.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      ),
    );
    return concat(parts);
  }

  /** A Type0 font over a CIDFontType2 with the whole TrueType file, its widths and ToUnicode map. */
  private async embed(
    f: UsedFont,
    id: number,
    reserve: () => number,
    set: (id: number, body: Uint8Array | string) => void,
    stream: (dict: string, data: Uint8Array) => Promise<Uint8Array>,
  ) {
    const font = f.font;
    const scale = (n: number) => Math.round((n * 1000) / font.unitsPerEm);
    const base = `/RecordSans${f.name}`;
    const [cid, descriptor, file, toUnicode] = [reserve(), reserve(), reserve(), reserve()];
    const glyphs = [...f.used.keys()].sort((a, b) => a - b);
    const widths = glyphs.map((g) => `${g} [${scale(font.advanceOf(g))}]`).join(' ');
    set(
      id,
      `<< /Type /Font /Subtype /Type0 /BaseFont ${base} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
    set(
      cid,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${base} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW ${scale(font.unitsPerEm / 2)} /W [${widths}] >>`,
    );
    set(
      descriptor,
      `<< /Type /FontDescriptor /FontName ${base} /Flags 32 /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${file} 0 R >>`,
    );
    set(file, await stream(`/Length1 ${font.bytes.length}`, font.bytes));
    const chars = glyphs.map((g) => {
      const text = f.used.get(g) ?? '';
      let utf16 = '';
      for (let i = 0; i < text.length; i++) utf16 += hex4(text.charCodeAt(i));
      return `<${hex4(g)}> <${utf16}>`;
    });
    const blocks: string[] = [];
    for (let i = 0; i < chars.length; i += 100) {
      const block = chars.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    const cmap = `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${blocks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
    set(toUnicode, await stream('', new TextEncoder().encode(cmap)));
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
