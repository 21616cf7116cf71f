import type { OffscreenProtocol } from '../../messaging/offscreen-protocol';
import { PDF_PIECE_BYTES } from '../../messaging/pdf-bytes';
import { MAX_PDF_BYTES } from '../../messaging/pdf-limits';

type Data<K extends keyof OffscreenProtocol> = Parameters<OffscreenProtocol[K]>[0];

const fail = (what: string): never => {
  throw new TypeError(`Ask Tabs refused a malformed PDF request: ${what}`);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const TRANSFER_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Shape checks for the PDF reader's messages (the sender check comes first, in start-pdf-reader.ts). */
export const validatePdfRequest = {
  receivePdfBytes(data: unknown): Data<'receivePdfBytes'> {
    if (!isRecord(data)) return fail('receivePdfBytes needs data');
    const { transfer, offset, size, base64 } = data;
    if (!isText(transfer, 64) || !TRANSFER_ID.test(transfer)) fail('a transfer id');
    if (!isCount(size, MAX_PDF_BYTES) || !isCount(offset, size as number)) fail('offset and size within the PDF bound');
    // Base64 is 4/3 of the bytes; a little slack for padding.
    if (!isText(base64, Math.ceil(PDF_PIECE_BYTES / 3) * 4 + 4) || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) fail('base64 text');
    return { transfer: transfer as string, offset: offset as number, size: size as number, base64: base64 as string };
  },

  stopPdf(data: unknown): Data<'stopPdf'> {
    if (!isRecord(data) || !isCount(data.tabId, Number.MAX_SAFE_INTEGER)) return fail('a tab id');
    return { tabId: data.tabId as number };
  },

  readPdf(data: unknown): Data<'readPdf'> {
    if (!isRecord(data)) return fail('readPdf needs data');
    const { tabId, url, title, site, transfer } = data;
    if (!isCount(tabId, Number.MAX_SAFE_INTEGER)) fail('a tab id');
    if (!isText(url, 100_000) || !/^(https?|file):/i.test(url)) fail('an http(s) or file URL');
    if (!isText(title, 10_000) || !isText(site, 1_000)) fail('title and site text');
    if (transfer !== undefined && (!isText(transfer, 64) || !TRANSFER_ID.test(transfer))) fail('a transfer id');
    return {
      tabId: tabId as number,
      url: url as string,
      title: title as string,
      site: site as string,
      ...(transfer === undefined ? {} : { transfer: transfer as string }),
    };
  },
};
