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

/** What would give written answers again, for the line's tooltip. */
export const ENABLE: Record<PassagesOnlyReason, PlainKey> = {
  chosen: 'passagesOnlyEnableChosen',
  'no-webgpu': 'passagesOnlyEnableNoWebgpu',
  'no-adapter': 'passagesOnlyEnableNoAdapter',
  'no-model-fits': 'passagesOnlyEnableNoModelFits',
  'declined-download': 'passagesOnlyEnableDeclined',
  'chrome-ai-unavailable': 'passagesOnlyEnableChromeAi',
  'openai-not-set': 'passagesOnlyEnableServerNotSet',
  'load-failed': 'passagesOnlyEnableLoadFailed',
};
