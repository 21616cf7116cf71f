import type { PlainKey } from '../../i18n/message-key';
import { ui } from '../../i18n/ui-translator';
import type { ChoiceReason, NoGpuReason } from '../../models/hardware-fit';

const ON_PROCESSOR: Record<NoGpuReason, PlainKey> = {
  'no-webgpu': 'choiceCpuNoWebgpu',
  'no-adapter': 'choiceCpuNoAdapter',
  'software-gpu': 'choiceCpuSoftwareGpu',
  'gpu-limits': 'choiceCpuGpuLimits',
  'gpu-memory': 'choiceCpuGpuMemory',
};

/**
 * Why the recommended model is recommended, in the user's words, from the models floor's code (review N12:
 * "Recommended" with no reason was guesswork): "Recommended: the best model that writes briskly on this
 * processor (this browser has no WebGPU)."
 */
export function choiceWords(why: ChoiceReason): string {
  if (why.kind === 'gpu') return ui.t('choiceGpu');
  if (why.kind === 'processor') return ui.t(ON_PROCESSOR[why.noGpu]);
  return ui.t('choiceMayNotFit');
}

/** The line under a model choice: the recommendation's reason, or that the user picked this one. */
export function chosenWords(plan: { chosen: { model: { id: string } }; recommended: { model: { id: string } }; why: ChoiceReason }): string {
  return plan.chosen.model.id === plan.recommended.model.id ? choiceWords(plan.why) : ui.t('modelYouChose');
}
