import { storage } from 'wxt/utils/storage';
import { DEFAULT_IDLE_SECONDS } from '../../models/engine-settings';
import { STORAGE_KEYS } from '../../messaging/storage-keys';

/**
 * After this long without a question the engine host frees the model's memory (GPU or RAM); the next
 * question loads it again from this computer. 0 = never. Set in the options page, sent to the host by
 * its client (browser-engine-client.ts): offscreen documents have no storage API.
 */
export const modelIdleSeconds = storage.defineItem<number>(STORAGE_KEYS.modelIdleSeconds, { fallback: DEFAULT_IDLE_SECONDS });
