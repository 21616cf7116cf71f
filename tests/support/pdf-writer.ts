import { deflateSync } from 'node:zlib';

/**
 * A small PDF writer for tests: objects by number, streams (optionally Flate-compressed), a
 * cross-reference table and trailer. It writes what a test asks for, including what a valid writer
 * never would (a wrong xref offset, a missing trailer, a page tree that loops), so the hidden-text
 * and hostile-file tests can make each case from a few lines. Format: ISO 32000-1, §7.5.
 */
export class PdfWriter {
  private readonly bodies = new Map<number, Buffer>();
  private next = 1;

  /** Reserves an object number to fill later (forward references: a page's /Parent). */
  reserve(): number {
    return this.next++;
  }

  /** Sets object `id` to `body` (a PDF dictionary, array or other object, as written). */
  set(id: number, body: string | Buffer): number {
    this.bodies.set(id, typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return id;
  }

  add(body: string | Buffer): number {
    return this.set(this.reserve(), body);
  }

  /** A stream object; `dict` holds extra entries (without << >>); `compress` applies FlateDecode. */
  stream(data: string | Buffer, dict = '', compress = false, id = this.reserve()): number {
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    const bytes = compress ? deflateSync(raw) : raw;
    const filter = compress ? ' /Filter /FlateDecode' : '';
    return this.set(id, Buffer.concat([Buffer.from(`<< /Length ${bytes.length}${filter} ${dict} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]));
  }

  /**
   * The file: header, objects in number order, xref and trailer. `trailer` adds entries (an
   * /Encrypt, an /ID); `xrefShift` moves every offset (a damaged table); `noXref` leaves table and
   * trailer out (pdf.js must rebuild them by scanning).
   */
  build(root: number, options: { trailer?: string; xrefShift?: number; noXref?: boolean; info?: number } = {}): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0]!.length;
    const offsets: number[] = [];
    for (let id = 1; id < this.next; id++) {
      const body = this.bodies.get(id);
      if (!body) continue;
      offsets[id] = length;
      const part = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(part);
      length += part.length;
    }
    if (options.noXref) return Buffer.concat([...parts, Buffer.from('%%EOF\n', 'latin1')]);
    const shift = options.xrefShift ?? 0;
    const rows = ['0000000000 65535 f \n'];
    for (let id = 1; id < this.next; id++) {
      const at = offsets[id];
      rows.push(at === undefined ? '0000000000 65535 f \n' : `${String(at + shift).padStart(10, '0')} 00000 n \n`);
    }
    const info = options.info ? ` /Info ${options.info} 0 R` : '';
    const tail = `xref\n0 ${this.next}\n${rows.join('')}trailer\n<< /Size ${this.next} /Root ${root} 0 R${info} ${options.trailer ?? ''} >>\nstartxref\n${length}\n%%EOF\n`;
    return Buffer.concat([...parts, Buffer.from(tail, 'latin1')]);
  }
}

/** A string as a PDF literal string, with the characters that need it escaped. */
export const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export interface SimplePage {
  /** The page's content stream. */
  content: string;
  /** Extra resources entries (without << >>), beside /Font << /F1 Helvetica >>. */
  resources?: string;
  /** Extra page dictionary entries (a /CropBox). */
  extra?: string;
}

/**
 * A PDF of US Letter pages whose content streams use /F1 (Helvetica, a standard font: no font file
 * needed). `catalog` adds entries to the document catalog (/OCProperties, /Names, /AcroForm);
 * `prepare` may add objects first (an image, an optional-content group) and returns nothing.
 */
export function simplePdf(pages: SimplePage[], options: { catalog?: (w: PdfWriter) => string; compress?: boolean; writer?: PdfWriter; title?: string } = {}): Buffer {
  const w = options.writer ?? new PdfWriter();
  const catalog = w.reserve();
  const tree = w.reserve();
  const font = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((p) => {
    const content = w.stream(p.content, '', options.compress ?? false);
    return w.add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> ${p.resources ?? ''} >> ${p.extra ?? ''} >>`,
    );
  });
  w.set(tree, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${tree} 0 R ${options.catalog?.(w) ?? ''} >>`);
  const info = options.title ? w.add(`<< /Title ${pdfString(options.title)} >>`) : undefined;
  return w.build(catalog, info ? { info } : {});
}

/** Lines of text as a content stream: 11 pt Helvetica from (72, top) down, 15 pt apart, black. */
export function textLines(lines: string[], top = 720, x = 72, size = 11): string {
  return `BT /F1 ${size} Tf 15 TL ${x} ${top} Td ${lines.map((l) => `${pdfString(l)} Tj T*`).join(' ')} ET`;
}
