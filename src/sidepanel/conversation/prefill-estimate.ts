import { ui } from '../../i18n/ui-translator';
import type { PrefillState } from '../session/turn';

/** "about 20 s", "about 2 min", "a few seconds": a wait in words, rounded as a person would. */
export function aboutSeconds(seconds: number): string {
  if (seconds < 5) return ui.t('waitFewSeconds');
  if (seconds < 60) return ui.t('waitAboutSeconds', Math.max(5, Math.round(seconds / 5) * 5));
  return ui.t('waitAboutMinutes', Math.round(seconds / 60));
}

/**
 * The line shown before the first word while the processor engine reads the prompt: from the speed
 * measured when the model loaded ("about 20 s on this computer"), then from the engine's own progress
 * ("40%, about 12 s left"), whose pace replaces the estimate once a batch is read.
 */
export function prefillEstimate(prefill: PrefillState): string | undefined {
  const { progress, tokS } = prefill;
  if (progress && progress.total > 0 && progress.done > 0 && progress.ms > 0) {
    const percent = Math.min(99, Math.floor((progress.done / progress.total) * 100));
    const left = ((progress.total - progress.done) * progress.ms) / progress.done / 1000;
    return ui.t('prefillProgress', ui.number(percent / 100, { style: 'percent' }), aboutSeconds(left));
  }
  if (!tokS) return undefined;
  const tokens = progress?.total ?? prefill.promptTokens;
  return ui.t('prefillEstimate', aboutSeconds(tokens / tokS));
}
