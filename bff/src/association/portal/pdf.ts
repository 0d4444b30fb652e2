/**
 * A one-page PDF 1.4 writer for the member's documents: text in the standard Helvetica fonts (every reader has them,
 * nothing to embed), filled and stroked rectangles (the QR code is dark modules drawn as rectangles) and link areas.
 * The content stream stays uncompressed ASCII, so a document is a few kilobytes and its text can be searched.
 */

export type Rgb = readonly [number, number, number];
export type FontName = 'regular' | 'bold';
export type Align = 'left' | 'center' | 'right';

interface TextOptions {
  size: number;
  font?: FontName;
  color?: Rgb;
  align?: Align;
  /** Shrinks the size until the text fits this width. */
  maxWidth?: number;
}

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for the printable ASCII characters 32..126 (Adobe AFM).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const FONTS: Record<FontName, { resource: string; base: string; widths: number[] }> = {
  regular: { resource: 'F1', base: 'Helvetica', widths: HELVETICA },
  bold: { resource: 'F2', base: 'Helvetica-Bold', widths: HELVETICA_BOLD },
};

/** Characters outside Latin-1 that WinAnsiEncoding still has (typographic quotes and dashes, the euro). */
const WIN_ANSI: Record<string, number> = {
  '\u20ac': 0x80, '\u2026': 0x85, '\u2018': 0x91, '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95,
  '\u2013': 0x96, '\u2014': 0x97,
};

/** Text as WinAnsiEncoding bytes; a character the standard fonts cannot show becomes '?'. */
function winAnsi(text: string): number[] {
  return [...text.normalize('NFC')].map((char) => {
    const code = char.codePointAt(0)!;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
    return WIN_ANSI[char] ?? 0x3f;
  });
}

/** A PDF literal string: ASCII only, with parentheses, backslashes and non-ASCII bytes escaped. */
function literal(bytes: number[]): string {
  return `(${bytes
    .map((b) => (b === 0x28 || b === 0x29 || b === 0x5c ? `\\${String.fromCharCode(b)}` : b < 32 || b > 126 ? `\\${b.toString(8).padStart(3, '0')}` : String.fromCharCode(b)))
    .join('')})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** One page, drawn with the origin at the top left (y grows downwards) and points as the unit. */
export class PdfPage {
  private readonly ops: string[] = [];
  private readonly links: { rect: number[]; uri: string }[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  textWidth(text: string, size: number, font: FontName = 'regular'): number {
    const widths = FONTS[font].widths;
    return (winAnsi(text).reduce((sum, b) => sum + (b >= 32 && b <= 126 ? widths[b - 32]! : 556), 0) * size) / 1000;
  }

  rect(x: number, y: number, w: number, h: number, { fill, stroke, lineWidth = 1 }: { fill?: Rgb; stroke?: Rgb; lineWidth?: number }) {
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    this.ops.push(
      'q',
      ...(fill ? [`${fill.map(num).join(' ')} rg`] : []),
      ...(stroke ? [`${stroke.map(num).join(' ')} RG`, `${num(lineWidth)} w`] : []),
      `${num(x)} ${num(this.height - y - h)} ${num(w)} ${num(h)} re ${paint}`,
      'Q',
    );
  }

  /** Writes one line with its baseline at y; returns the size used (smaller when maxWidth made it shrink). */
  text(x: number, y: number, text: string, { size, font = 'regular', color = [0, 0, 0], align = 'left', maxWidth }: TextOptions): number {
    let used = size;
    while (maxWidth !== undefined && used > 4 && this.textWidth(text, used, font) > maxWidth) used -= 0.5;
    const width = this.textWidth(text, used, font);
    const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    this.ops.push(
      'BT',
      `${color.map(num).join(' ')} rg`,
      `/${FONTS[font].resource} ${num(used)} Tf`,
      `${num(left)} ${num(this.height - y)} Td`,
      `${literal(winAnsi(text))} Tj`,
      'ET',
    );
    return used;
  }

  /** A QR code (isDark per module) as a square of `size` points; each row's dark runs become one rectangle. */
  qr(x: number, y: number, size: number, modules: number, isDark: (row: number, col: number) => boolean) {
    const cell = size / modules;
    const rects: string[] = [];
    for (let row = 0; row < modules; row++) {
      for (let col = 0; col < modules; ) {
        if (!isDark(row, col)) {
          col++;
          continue;
        }
        const start = col;
        while (col < modules && isDark(row, col)) col++;
        rects.push(`${num(x + start * cell)} ${num(this.height - y - (row + 1) * cell)} ${num((col - start) * cell)} ${num(cell)} re`);
      }
    }
    this.ops.push('q', '0 0 0 rg', ...rects, 'f', 'Q');
  }

  /** A clickable area that opens `uri`. */
  link(x: number, y: number, w: number, h: number, uri: string) {
    this.links.push({ rect: [x, this.height - y - h, x + w, this.height - y], uri });
  }

  /** The finished document. */
  render(info: { title: string; author: string; createdAt: Date }): Buffer {
    const content = this.ops.join('\n');
    const objects: string[] = [];
    const add = (body: string) => objects.push(body) as number;
    const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
    add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    const annotations = this.links.map((_, i) => `${6 + i} 0 R`).join(' ');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Contents 4 0 R ` +
        `/Resources << /Font 5 0 R >>${annotations ? ` /Annots [${annotations}]` : ''} >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    add(
      `<< ${Object.values(FONTS)
        .map((f) => `/${f.resource} << /Type /Font /Subtype /Type1 /BaseFont /${f.base} /Encoding /WinAnsiEncoding >>`)
        .join(' ')} >>`,
    );
    for (const { rect, uri } of this.links) {
      add(`<< /Type /Annot /Subtype /Link /Rect [${rect.map(num).join(' ')}] /Border [0 0 0] /A << /Type /Action /S /URI /URI ${literal(winAnsi(uri))} >> >>`);
    }
    const stamp = info.createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const infoId = add(`<< /Title ${literal(winAnsi(info.title))} /Author ${literal(winAnsi(info.author))} /Producer (Sejawat) /CreationDate (D:${stamp}Z) >>`);

    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
