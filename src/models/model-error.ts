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
