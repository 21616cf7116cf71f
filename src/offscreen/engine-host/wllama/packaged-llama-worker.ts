import { LLAMA_WORKER_PATH } from './wllama-files';

/**
 * wllama's worker code is `const RUN_OPTIONS = {…};` and two more parts, joined by `;\n\n` (its
 * ProxyToWorker.moduleInit). The packaged file reads RUN_OPTIONS from its URL's hash instead.
 */
export const RUN_OPTIONS_HEAD = 'const RUN_OPTIONS = ';
export const PART_JOIN = ';\n\n';

/** Workers only (not in the DOM typings this project compiles with). */
declare const FileReaderSync: new () => { readAsText(blob: Blob): string };

/** The code after RUN_OPTIONS, or null when this is not wllama's worker code. */
function split(code: string): { options: string; rest: string } | null {
  if (!code.startsWith(RUN_OPTIONS_HEAD)) return null;
  const end = code.indexOf(PART_JOIN);
  if (end < 0) return null;
  return { options: code.slice(RUN_OPTIONS_HEAD.length, end).replace(/;$/, ''), rest: code.slice(end) };
}

/** Reads a file of the extension, synchronously (URL.createObjectURL must answer at once). */
function readPackaged(url: string): string {
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  request.send();
  if (request.status !== 200 && request.status !== 0) throw new Error(`${url}: ${request.status}`);
  return request.responseText;
}

/**
 * Makes wllama start its llama.cpp worker from the extension's file instead of a blob: URL: Firefox
 * refuses blob: workers in an extension (its CSP for extension pages cannot allow them). Call in the
 * engine's worker before wllama loads a model. wllama's run options travel in the URL's hash; the rest
 * of the code must match the packaged file, or the load fails with the reason instead of running
 * code that differs from what wllama meant. Other blobs (the threads' module, in Chrome) pass through.
 */
export function usePackagedLlamaWorker(scope: typeof globalThis = globalThis): void {
  const url = new URL(LLAMA_WORKER_PATH, scope.location.origin).href;
  const createObjectURL = scope.URL.createObjectURL.bind(scope.URL);
  let packaged: string | undefined;
  scope.URL.createObjectURL = (object: Blob | MediaSource) => {
    if (!(object instanceof Blob) || !object.type.startsWith('text/javascript')) return createObjectURL(object);
    const parts = split(new FileReaderSync().readAsText(object));
    if (!parts) return createObjectURL(object);
    packaged ??= split(readPackaged(url))?.rest ?? '';
    if (parts.rest !== packaged) {
      throw new Error(`The processor engine's worker file (${LLAMA_WORKER_PATH}) does not match this wllama: rebuild the extension.`);
    }
    return `${url}#${encodeURIComponent(parts.options)}`;
  };
}
