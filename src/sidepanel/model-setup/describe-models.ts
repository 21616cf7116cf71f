import { ui } from '../../i18n/ui-translator';
import { downloadMB, type ModelFit } from '../../models/model-fit';
import { WORDS_PER_TOKEN } from '../about-words';
import { speedWords } from './speed-words';

/** A model as the panel offers it to someone who does not know what quantization is. */
export interface ModelOption {
  id: string;
  engine: 'webllm' | 'wllama';
  /** "Qwen2.5 1.5B" */
  name: string;
  /** "Recommended", "Faster, less accurate", "More accurate, slower", "On the processor": no second size beside the download's (N12). */
  tag: string;
  /** What it downloads once, "1.6 GB". */
  size: string;
  /** The most text it reads at once, in words a person uses ("about 3,000 words"). */
  reads: string;
  /** Its place in the list: recommended, faster, better, the other engine. */
  rank: 0 | 1 | 2 | 3;
  /** "May not fit this computer". */
  note?: string;
  /** On the processor: the speed to expect, in words. */
  speed?: string;
  fit: ModelFit;
}

const gb = (mb: number) =>
  mb >= 1024
    ? ui.number(mb / 1024, { style: 'unit', unit: 'gigabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : ui.number(Math.round(mb), { style: 'unit', unit: 'megabyte' });
/** Downloads within this share of each other read as the same size: the tag then names the real trade (review R14). */
const SAME_SIZE_SHARE = 0.15;
const words = (tokens: number) => ui.t('wordsAbout', Math.round((tokens * WORDS_PER_TOKEN) / 500) * 500);

/**
 * The models this computer can run, in plain words: the recommended one first, then smaller ones of
 * the same engine ("Faster, less accurate"), larger ones ("More accurate, slower"), then the other
 * engine's. Where a model comes in several builds of one engine, only one is offered (the
 * recommended one, else the smallest): the difference is a number format, not something to choose.
 */
export function describeModels(fits: readonly ModelFit[], recommendedId: string | undefined): ModelOption[] {
  const byName = new Map<string, ModelFit>();
  for (const fit of fits) {
    const key = `${fit.model.engine}:${fit.model.family} ${fit.model.size}`;
    const held = byName.get(key);
    if (!held || fit.model.id === recommendedId || (held.model.id !== recommendedId && fit.memoryMB < held.memoryMB)) byName.set(key, fit);
  }
  const recommended = fits.find((f) => f.model.id === recommendedId);
  const options = [...byName.values()].map((fit): ModelOption => {
    const engine = fit.model.engine;
    const base = recommended?.memoryMB ?? fit.memoryMB;
    const rank = fit.model.id === recommendedId ? 0 : recommended && recommended.model.engine !== engine ? 3 : fit.memoryMB < base ? 1 : 2;
    const tag =
      rank === 0
        ? ui.t('tagRecommended')
        : rank === 3
          ? ui.t(engine === 'wllama' ? 'tagOnCpu' : 'tagOnGpu')
          : rank === 1
            ? ui.t('tagFaster')
            : recommended && Math.abs(downloadMB(fit.model) - downloadMB(recommended.model)) <= SAME_SIZE_SHARE * downloadMB(recommended.model)
              ? ui.t('tagSimilarSizeSlower')
              : ui.t('tagBetter');
    return {
      id: fit.model.id,
      engine,
      name: `${fit.model.family} ${fit.model.size}`,
      tag,
      size: gb(downloadMB(fit.model)),
      reads: words(fit.contextWindow),
      rank,
      fit,
      ...(fit.status === 'tight' ? { note: ui.t('noteTight') } : {}),
      ...(fit.speed ? { speed: speedWords(fit.speed) } : {}),
    };
  });
  return options.sort((a, b) => a.rank - b.rank || (a.rank === 1 ? b.fit.memoryMB - a.fit.memoryMB : a.fit.memoryMB - b.fit.memoryMB));
}

/** WebGPU runs on the CPU here (SwiftShader): every model works, slowly. Said once, not per model. */
export const isSoftwareGpu = (fits: readonly ModelFit[]) => fits.some((f) => f.reason === 'software-gpu');
