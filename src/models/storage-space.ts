import { ModelError } from './model-error';

/** What the checks read of `navigator.storage` (tests pass their own). */
export type StorageEstimator = Pick<StorageManager, 'estimate'>;

const browserStorage = (): StorageEstimator | undefined => globalThis.navigator?.storage;

/** Bytes this extension may still store (quota − usage), or undefined where the browser does not say. */
export async function freeBytes(storage: StorageEstimator | undefined = browserStorage()): Promise<number | undefined> {
  const estimate = await storage?.estimate().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return undefined;
  return Math.max(0, estimate.quota - estimate.usage);
}

/** A model's files will not fit: how much they need and, when the browser says, how much is left. */
export async function storageFullError(neededBytes: number, storage: StorageEstimator | undefined = browserStorage()): Promise<ModelError> {
  const free = await freeBytes(storage);
  const mb = (bytes: number) => `${Math.ceil(bytes / 1024 ** 2)} MB`;
  return new ModelError(
    'storage-full',
    `There is not enough disk space for the model: it needs ${mb(neededBytes)}${free === undefined ? '' : `, and this browser can store ${mb(free)} more`}.`,
    'Free some disk space (or delete a downloaded model in the options), or choose a smaller model.',
    undefined,
    { neededBytes, ...(free === undefined ? {} : { freeBytes: free }) },
  );
}

/**
 * Before a download: refuses with the space needed when the browser says it cannot store `neededBytes`
 * more, so nothing is half downloaded for lack of room. Where the browser gives no estimate, the
 * download goes ahead and a full disk is caught mid-write (`isQuotaError`).
 */
export async function ensureSpace(neededBytes: number, storage: StorageEstimator | undefined = browserStorage()): Promise<void> {
  const free = await freeBytes(storage);
  if (free !== undefined && free < neededBytes) throw await storageFullError(neededBytes, storage);
}

/** A write refused for lack of room: the DOM's QuotaExceededError, or an engine's message about it. */
export function isQuotaError(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  return name === 'QuotaExceededError' || /quota|not enough (?:disk )?space|no space left/iu.test(message);
}
