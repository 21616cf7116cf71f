import type { PlainKey } from '../i18n/message-key';
import { ui } from '../i18n/ui-translator';
import type { HostErrorCode, HostErrorWords, ModelError } from '../models/model-error';

/** Each host failure's message (with `detail` as $1 where it has one) and fix. */
const HOST: Record<Exclude<HostErrorCode, 'window-too-large'>, { message: PlainKey; withDetail?: PlainKey; fix?: PlainKey }> = {
  'untrusted-file': { message: 'hostUntrustedFile' },
  'download-failed': { message: 'hostDownloadFailed', withDetail: 'hostDownloadFailedWhy', fix: 'hostDownloadFix' },
  'download-offline': { message: 'hostDownloadOffline', fix: 'hostDownloadFix' },
  'download-interrupted': { message: 'hostDownloadInterrupted', fix: 'hostDownloadFix' },
  'download-no-size': { message: 'hostDownloadNoSize' },
  'download-corrupt': { message: 'hostDownloadCorrupt', fix: 'hostDownloadFix' },
  'download-hash-mismatch': { message: 'hostDownloadHashMismatch' },
  'gpu-lost': { message: 'hostGpuLost', fix: 'hostGpuLostFix' },
  'no-webgpu': { message: 'hostNoWebgpu', fix: 'hostNoWebgpuFix' },
  'shader-f16': { message: 'hostShaderF16', fix: 'hostShaderF16Fix' },
  'engine-failed': { message: 'hostEngineFailed', withDetail: 'hostEngineFailed' },
  'cpu-out-of-memory': { message: 'hostCpuOutOfMemory', fix: 'hostCpuOutOfMemoryFix' },
  'cpu-failed': { message: 'hostCpuFailed', withDetail: 'hostCpuFailed' },
  'no-engine': { message: 'hostNoEngine', fix: 'hostNoEngineFix' },
  'not-loaded': { message: 'hostNotLoaded', fix: 'hostNotLoadedFix' },
  'not-offered': { message: 'hostNotOffered' },
  'context-length': { message: 'errorContextLength' },
  'already-writing': { message: 'hostAlreadyWriting' },
  'malformed-request': { message: 'hostMalformedRequest' },
};

function hostWords({ code, detail, count }: HostErrorWords): { message: string; fix?: string } {
  if (code === 'window-too-large') return { message: ui.plural('hostWindowTooLarge', count ?? 0) };
  const words = HOST[code];
  const key = detail !== undefined && words.withDetail ? words.withDetail : words.message;
  return { message: ui.t(key, detail ?? ''), ...(words.fix ? { fix: ui.t(words.fix) } : {}) };
}

/**
 * A model's failure in the interface's language. The engine host and its workers cannot read the
 * extension's catalogues (an offscreen document gets chrome.runtime only), so their failures come as
 * codes (`words`) or data (`space`) and are worded here; the panel's own (server, Chrome) are worded already.
 */
export function modelErrorWords(error: ModelError): { message: string; fix?: string } {
  if (error.kind === 'storage-full' && error.space) {
    const { neededBytes, freeBytes } = error.space;
    return {
      message: freeBytes === undefined ? ui.t('storageFullNeeds', ui.bytes(neededBytes)) : ui.t('storageFullNeedsFree', ui.bytes(neededBytes), ui.bytes(freeBytes)),
      fix: ui.t('storageFullFix'),
    };
  }
  if (error.words) return hostWords(error.words);
  return { message: error.message, ...(error.fix ? { fix: error.fix } : {}) };
}
