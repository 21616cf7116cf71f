/**
 * Why a backend failed, as something the user can act on. `message` is one plain sentence for the
 * panel; `fix` (when there is one) says exactly what to do.
 */
export type ModelErrorKind =
  | 'context-length' // the prompt did not fit: retry with fewer passages, never shown as-is
  | 'connection' // server not running / refused / DNS
  | 'forbidden-origin' // Ollama's 403 for extension origins
  | 'unauthorized' // 401 / 403 with a key problem
  | 'model-not-found'
  | 'bad-stream' // the server's answer was not the streamed format we asked for, or broke partway
  | 'stalled' // the server sent nothing for too long
  | 'server' // 5xx or other HTTP failure
  | 'device-lost' // WebGPU device lost, usually out of memory
  | 'unavailable' // backend missing in this browser (no WebGPU, no Prompt API…)
  | 'load-failed' // model download or compile failed
  | 'storage-full'; // no room for a model's files: `space` says how much it needs

export interface StorageSpace {
  neededBytes: number;
  freeBytes?: number;
}

/**
 * A failure the engine host names by code: the offscreen document and its workers read no catalogue
 * (they get chrome.runtime only), so the panel words it (src/sidepanel/model-error-words.ts); their
 * English `message` and `fix` stay for logs and tests.
 */
export type HostErrorCode =
  | 'untrusted-file' // the model file's URL is not a trusted model host
  | 'download-failed' // `detail`: what the network said, when known (HTTP 404)
  | 'download-offline' // the request found no connection
  | 'download-interrupted' // cut mid-way, past what resuming could mend
  | 'download-no-size' // the host gave neither length nor a hash to check the file against
  | 'download-corrupt' // arrived short, or not a GGUF file
  | 'download-hash-mismatch' // not the file the catalogue names (its SHA-256)
  | 'gpu-lost' // WebGPU device lost, usually out of memory
  | 'no-webgpu'
  | 'shader-f16' // a q4f16 build on a GPU without f16 shaders
  | 'engine-failed' // `detail`: the engine's own words
  | 'cpu-out-of-memory'
  | 'cpu-failed' // `detail`: the processor engine's own words
  | 'no-engine' // this build has no engine for the model
  | 'not-loaded' // asked to write with no model loaded
  | 'not-offered' // not a model of the catalogues
  | 'window-too-large' // `count`: the most tokens the model reads
  | 'context-length'
  | 'already-writing' // a `generate` for an answer the host is writing now (its `rejected` event)
  | 'malformed-request'; // a request the host could not read (its `rejected` event)

export interface HostErrorWords {
  code: HostErrorCode;
  /** An engine's or network's own words, shown as they are (untranslated). */
  detail?: string;
  count?: number;
}

export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly fix?: string,
    /** For 'context-length': what the backend reported, when it did. */
    readonly tokens?: { prompt?: number; window?: number },
    /** For 'storage-full': bytes the download needs, and what the browser could still store when known. */
    readonly space?: StorageSpace,
    /** From the engine host: what the panel words instead of `message` and `fix`. */
    readonly words?: HostErrorWords,
  ) {
    super(message);
  }
}

export function isModelError(error: unknown, kind?: ModelErrorKind): error is ModelError {
  return error instanceof ModelError && (kind === undefined || error.kind === kind);
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
