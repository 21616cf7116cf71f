import { ui } from '../../i18n/ui-translator';
import type { ModelError } from '../../models/model-error';

/**
 * A model's failure in the interface's language. The engine host and its workers cannot read the
 * extension's catalogues (an offscreen document gets chrome.runtime only), so a failure the panel
 * can word itself comes as data (`space`) and is worded here; others keep the host's words.
 */
export function modelErrorWords(error: ModelError): { message: string; fix?: string } {
  if (error.kind === 'storage-full' && error.space) {
    const { neededBytes, freeBytes } = error.space;
    return {
      message: freeBytes === undefined ? ui.t('storageFullNeeds', ui.bytes(neededBytes)) : ui.t('storageFullNeedsFree', ui.bytes(neededBytes), ui.bytes(freeBytes)),
      fix: ui.t('storageFullFix'),
    };
  }
  return { message: error.message, ...(error.fix ? { fix: error.fix } : {}) };
}
