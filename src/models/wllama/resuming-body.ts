import { isAbortError } from '../model-error';
import { isModelHostUrl, type ModelHostPolicy } from '../model-hosts';

export interface ResumeOptions extends ModelHostPolicy {
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch | undefined;
}

/** Times one download continues after a cut, from the byte where it stopped (HTTP Range). */
export const DOWNLOAD_RESUMES = 3;

/**
 * The body of a download that, when the connection is cut, asks the host for the rest (`Range` from the
 * byte it stopped at, `If-Range` with the first response's validator, so a file changed meanwhile is
 * never spliced onto the old one's start) and goes on as one stream: the cache still gets one body and
 * commits it only whole. Only a host that says it serves ranges (`Accept-Ranges: bytes`, as Hugging Face
 * does) and names the file's length and a validator is asked; otherwise a cut ends the download.
 */
export function resumingBody(
  first: Response & { body: ReadableStream<Uint8Array> },
  url: string,
  total: number | undefined,
  options: ResumeOptions,
): ReadableStream<Uint8Array> {
  const etag = first.headers.get('etag');
  const validator = etag && !etag.startsWith('W/') ? etag : (first.headers.get('last-modified') ?? undefined);
  const ranges = first.headers.get('accept-ranges')?.toLowerCase() === 'bytes';
  let reader = first.body.getReader();
  let loaded = 0;
  let resumes = 0;
  const canResume = () => ranges && total !== undefined && !!validator && resumes < DOWNLOAD_RESUMES && !options.signal?.aborted;
  const resume = async (cut: unknown): Promise<void> => {
    const { signal } = options;
    if (isAbortError(cut) || !canResume() || total === undefined || !validator) throw cut;
    resumes += 1;
    const response = await (options.fetch ?? fetch)(url, {
      credentials: 'omit',
      headers: { range: `bytes=${loaded}-`, 'if-range': validator },
      ...(signal ? { signal } : {}),
    });
    const range = response.headers.get('content-range');
    const continues =
      response.status === 206 &&
      !!response.body &&
      isModelHostUrl(response.url || url, { allowLoopback: options.allowLoopback ?? false }) &&
      (range === null || range.startsWith(`bytes ${loaded}-`)) &&
      Number(response.headers.get('content-length')) === total - loaded;
    if (!continues) {
      // A 200 is the whole file again (it changed, or the host ignores ranges): the next try starts over.
      await response.body?.cancel().catch(() => undefined);
      throw cut;
    }
    reader = response.body!.getReader();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          await resume(error);
          continue;
        }
        // Short of the announced length: resumed where the host allows it, else the size check refuses it.
        if (next.done && total !== undefined && loaded < total && canResume()) {
          await resume(new Error('the connection ended early'));
          continue;
        }
        if (next.done) {
          controller.close();
          return;
        }
        loaded += next.value.byteLength;
        controller.enqueue(next.value);
        return;
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
