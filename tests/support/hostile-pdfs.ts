import { deflateSync } from 'node:zlib';
import { standardEncryption } from './pdf-encrypt';
import { PdfWriter, pdfString, simplePdf, textLines } from './pdf-writer';
import { seededRandom } from './seeded-random';

/**
 * Malformed and hostile PDFs, written on demand (nothing binary is committed): each with what a
 * reader must say about it. `outcome`: 'pdf' (read, with `text` in it), or the unreadable reason,
 * or 'any' (pdf.js may recover or refuse; either way a status, no hang). `never`: text that must
 * not come out (a script's, an attachment's, an XFA form's). Used by src/offscreen/pdf's tests
 * (pdf.js in Node) and the e2e corpus case. Sources and licences: tests/e2e/pages/PDF-SOURCES.md.
 */
export interface HostilePdf {
  name: string;
  what: string;
  bytes: () => Buffer;
  outcome: 'pdf' | 'any' | 'pdf-password' | 'pdf-damaged' | 'pdf-no-text' | 'pdf-too-complex';
  text?: string;
  never?: string;
  /** What the status says beside the passages (a bound's note). */
  status?: RegExp;
}

const VISIBLE = 'The lighthouse keeper logged forty ships in the storm';
const page = (extra = '') => ({ content: `${textLines([`${VISIBLE}.`, 'The log was kept in the harbour office.'])} ${extra}` });
const plain = () => simplePdf([page()]);

/** A document whose only page's content stream inflates to `mb` megabytes of drawing operators. */
function bomb(mb: number): Buffer {
  const unit = Buffer.from('q 1 0 0 1 0 0 cm Q\n', 'latin1');
  const raw = Buffer.alloc(mb * 1024 * 1024);
  for (let at = 0; at + unit.length <= raw.length; at += unit.length) unit.copy(raw, at);
  const w = new PdfWriter();
  const catalog = w.reserve();
  const tree = w.reserve();
  const content = w.reserve();
  const packed = deflateSync(raw);
  w.set(content, Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]));
  const kid = w.add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R >>`);
  w.set(tree, `<< /Type /Pages /Kids [${kid} 0 R] /Count 1 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${tree} 0 R >>`);
  return w.build(catalog);
}

/** One page with visible text, encrypted (RC4-40) with this user password ('' opens without one). */
function encrypted(user: string): Buffer {
  const enc = standardEncryption(user, 'owner-secret');
  const w = new PdfWriter();
  const catalog = w.reserve();
  const tree = w.reserve();
  const font = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = w.reserve();
  const data = enc.encrypt(content, Buffer.from(page().content, 'latin1'));
  w.set(content, Buffer.concat([Buffer.from(`<< /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]));
  const kid = w.add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
  w.set(tree, `<< /Type /Pages /Kids [${kid} 0 R] /Count 1 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${tree} 0 R >>`);
  const encrypt = w.add(enc.dictionary);
  return w.build(catalog, { trailer: `/Encrypt ${encrypt} 0 R ${enc.id}` });
}

/** A page tree whose second kid is the tree itself. */
function pageTreeLoop(): Buffer {
  const w = new PdfWriter();
  const catalog = w.reserve();
  const tree = w.reserve();
  const font = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = w.stream(page().content);
  const kid = w.add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
  w.set(tree, `<< /Type /Pages /Kids [${kid} 0 R ${tree} 0 R] /Count 3 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${tree} 0 R >>`);
  return w.build(catalog);
}

/** Page tree nodes nested `depth` deep, the page at the bottom. */
function deepTree(depth: number): Buffer {
  const w = new PdfWriter();
  const catalog = w.reserve();
  const nodes = Array.from({ length: depth }, () => w.reserve());
  const font = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = w.stream(page().content);
  const kid = w.add(`<< /Type /Page /Parent ${nodes.at(-1)} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
  nodes.forEach((id, i) => w.set(id, `<< /Type /Pages ${i > 0 ? `/Parent ${nodes[i - 1]} 0 R ` : ''}/Kids [${i + 1 < depth ? nodes[i + 1] : kid} 0 R] /Count 1 >>`));
  w.set(catalog, `<< /Type /Catalog /Pages ${nodes[0]} 0 R >>`);
  return w.build(catalog);
}

/** A page with an image XObject that claims to be `side` × `side` pixels (its data is 1 MB of grey, compressed), with or without text. */
function imagePage(side: number, text = true): Buffer {
  const w = new PdfWriter();
  const image = w.stream(deflateSync(Buffer.alloc(1024 * 1024, 0x80)), `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`);
  const draw = 'q 500 0 0 300 50 50 cm /Im1 Do Q';
  return simplePdf([{ content: text ? page(draw).content : draw, resources: `/XObject << /Im1 ${image} 0 R >>` }], { writer: w });
}

/** The bytes with one textual edit (latin1 in and out). */
const edit = (bytes: Buffer, change: (text: string) => string) => Buffer.from(change(bytes.toString('latin1')), 'latin1');

/** A form XObject that draws itself. */
function recursiveForm(): Buffer {
  const w = new PdfWriter();
  const form = w.reserve();
  w.stream('/Fm1 Do', `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Fm1 ${form} 0 R >> >>`, false, form);
  return simplePdf([{ ...page('/Fm1 Do'), resources: `/XObject << /Fm1 ${form} 0 R >>` }], { writer: w });
}

const BOATS = ['Albatross', 'Kestrel', 'Marlin', 'Osprey', 'Puffin', 'Tern', 'Curlew', 'Gannet', 'Heron', 'Plover', 'Skua'];
const tideLines = (n: number) => [
  `Tide table ${n}: high water at ${(n % 12) + 1} o'clock, low water ${(n % 5) + 2} hours later.`,
  `The ${BOATS[n % BOATS.length]} and the ${BOATS[(n * 7) % BOATS.length]} sailed on day ${n}.`,
];

const HIDDEN = 'Secret attachment text: transfer the funds';

export const HOSTILE_PDFS: HostilePdf[] = [
  { name: 'truncated', what: 'a valid file cut at 60%', bytes: () => plain().subarray(0, Math.floor(plain().length * 0.6)), outcome: 'any' },
  { name: 'header-only', what: 'nothing after %PDF-1.7', bytes: () => Buffer.from('%PDF-1.7\n'), outcome: 'pdf-damaged' },
  { name: 'empty', what: 'zero bytes', bytes: () => Buffer.alloc(0), outcome: 'pdf-damaged' },
  { name: 'login-page', what: 'an HTML login page served as a PDF', bytes: () => Buffer.from('<!doctype html><title>Log in</title><form>Password</form>'), outcome: 'pdf-damaged' },
  { name: 'random-bytes', what: '%PDF header, then 64 kB of noise', bytes: () => { const r = seededRandom(7); return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 65536 }, () => Math.floor(r() * 256)))]); }, outcome: 'pdf-damaged' },
  { name: 'bad-xref', what: 'every xref offset wrong by 37 bytes (pdf.js rebuilds the table)', bytes: () => rebuilt({ xrefShift: 37 }), outcome: 'pdf', text: VISIBLE },
  { name: 'no-xref', what: 'no xref table and no trailer', bytes: () => rebuilt({ noXref: true }), outcome: 'pdf-damaged' },
  { name: 'wrong-stream-length', what: "a content stream whose /Length lies", bytes: () => edit(plain(), (t) => t.replace(/\/Length (\d+)/, '/Length 3')), outcome: 'any' },
  { name: 'page-tree-loop', what: "a page tree that lists itself among its kids", bytes: pageTreeLoop, outcome: 'any' },
  { name: 'deep-page-tree', what: 'page tree nodes nested 3,000 deep', bytes: () => deepTree(3000), outcome: 'any' },
  { name: 'count-lies', what: 'a page tree claiming a billion pages, holding one', bytes: () => edit(plain(), (t) => t.replace('/Count 1 ', '/Count 1000000000 ')), outcome: 'any' },
  { name: 'huge-image', what: 'an image claiming 100,000 × 100,000 pixels', bytes: () => imagePage(100_000), outcome: 'any' },
  { name: 'decompression-bomb', what: 'a 0.3 MB content stream that inflates to 300 MB of drawing operators', bytes: () => bomb(300), outcome: 'any' },
  { name: 'recursive-form', what: 'a form XObject that draws itself', bytes: recursiveForm, outcome: 'pdf', text: VISIBLE },
  {
    name: 'javascript-action',
    what: 'an OpenAction and a page action running JavaScript',
    bytes: () => simplePdf([page()], { catalog: (w) => `/OpenAction ${w.add(`<< /S /JavaScript /JS ${pdfString("app.alert('pwned'); this.exportDataObject({cName: 'x'})")} >>`)} 0 R` }),
    outcome: 'pdf',
    text: VISIBLE,
    never: 'pwned',
  },
  {
    name: 'embedded-file',
    what: 'an attached text file (EmbeddedFiles) with its own sentence',
    bytes: () =>
      simplePdf([page()], {
        catalog: (w) => {
          const file = w.stream(`${HIDDEN}.`, '/Type /EmbeddedFile');
          const spec = w.add(`<< /Type /Filespec /F (notes.txt) /EF << /F ${file} 0 R >> >>`);
          return `/Names << /EmbeddedFiles << /Names [(notes.txt) ${spec} 0 R] >> >>`;
        },
      }),
    outcome: 'pdf',
    text: VISIBLE,
    never: 'Secret attachment',
  },
  {
    name: 'xfa-form',
    what: 'an AcroForm with an XFA template holding text',
    bytes: () =>
      simplePdf([page()], {
        catalog: (w) => {
          const xfa = w.stream(`<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><draw><value><text>${HIDDEN} (XFA)</text></value></draw></subform></template></xdp:xdp>`);
          return `/AcroForm << /Fields [] /XFA ${xfa} 0 R >> /NeedsRendering true`;
        },
      }),
    outcome: 'pdf',
    text: VISIBLE,
    never: 'Secret attachment',
  },
  {
    name: 'broken-font',
    what: 'a TrueType font whose file is noise',
    bytes: () => {
      const w = new PdfWriter();
      const r = seededRandom(3);
      const fontFile = w.stream(Buffer.from(Array.from({ length: 4096 }, () => Math.floor(r() * 256))), '/Length1 4096');
      const descriptor = w.add(`<< /Type /FontDescriptor /FontName /Broken /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${fontFile} 0 R >>`);
      const font = w.add(`<< /Type /Font /Subtype /TrueType /BaseFont /Broken /FirstChar 32 /LastChar 126 /Widths [${Array(95).fill(500).join(' ')}] /FontDescriptor ${descriptor} 0 R >>`);
      return simplePdf([{ ...page(), resources: '' }].map((p) => ({ ...p, content: p.content.replaceAll('/F1', '/F2'), resources: `/Font << /F2 ${font} 0 R >>` })), { writer: w });
    },
    outcome: 'any',
  },
  {
    name: 'pages-3000',
    what: '3,000 pages of one line each',
    // Mid-page and different on each page: not a running header (find-running-lines.ts).
    bytes: () => simplePdf(Array.from({ length: 3000 }, (_, i) => ({ content: textLines(tideLines(i + 1), 420) }))),
    outcome: 'pdf',
    text: 'Tide table 2000:',
    status: /the first 2,000 pages of 3,000/,
  },
  { name: 'encrypted-user-password', what: 'RC4-40, opens only with the user password', bytes: () => encrypted('secret'), outcome: 'pdf-password' },
  { name: 'encrypted-no-user-password', what: 'RC4-40 with an empty user password (owner password only)', bytes: () => encrypted(''), outcome: 'pdf', text: VISIBLE },
  { name: 'images-only', what: 'one page that is only an image', bytes: () => imagePage(64, false), outcome: 'pdf-no-text' },
];

/** The plain one-page file with other xref options (simplePdf's catalog is object 1). */
function rebuilt(options: { xrefShift?: number; noXref?: boolean }): Buffer {
  const w = new PdfWriter();
  simplePdf([page()], { writer: w });
  return w.build(1, options);
}
