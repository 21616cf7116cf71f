import type { PlainKey } from '../../i18n/message-key';
import type { PassagesOnlyReason } from '../../models/passages-only';

/** Why there is no written answer, in a few words for the header (the options explain the rest). */
export const SHORT: Record<PassagesOnlyReason, PlainKey> = {
  chosen: 'passagesOnlyChosen',
  'no-webgpu': 'passagesOnlyNoWebgpu',
  'no-adapter': 'passagesOnlyNoAdapter',
  'no-model-fits': 'passagesOnlyNoModelFits',
  'declined-download': 'passagesOnlyDeclined',
  'chrome-ai-unavailable': 'passagesOnlyChromeAi',
  'openai-not-set': 'passagesOnlyServerNotSet',
  'load-failed': 'passagesOnlyLoadFailed',
};
