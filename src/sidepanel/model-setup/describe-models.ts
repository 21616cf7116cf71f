import { downloadMB, type ModelFit } from '../../models/model-fit';

/** A model as the panel offers it to someone who does not know what quantization is. */
export interface ModelOption {
  id: string;
  engine: 'webllm' | 'wllama';
  /** "Qwen2.5 1.5B" */
  name: string;
  /** "Recommended", "Faster, less accurate", "Better, needs 2.9 GB of memory", "On the processor" */
  tag: string;
  /** What it downloads once, "1.6 GB". */
  size: string;
  /** The most text it reads at once, in words a person uses ("about 3,000 words"). */
  reads: string;
  /** Where it runs: "on the graphics card", "on the processor". */
  where: string;
  /** "May not fit this computer". */
  note?: string;
  /** On the processor: the speed to expect, in words. */
  speed?: string;
  fit: ModelFit;
}

const gb = (mb: number) => (mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${Math.round(mb)} MB`);
/** A token is about 0.75 English words. */
const words = (tokens: number) => `about ${(Math.round((tokens * 0.75) / 500) * 500).toLocaleString('en-US')} words`;
const WHERE = { webllm: 'on the graphics card', wllama: 'on the processor' } as const;

/**
 * The models this computer can run, in plain words: the recommended one first, then smaller ones of
 * the same engine ("Faster, less accurate"), larger ones ("Better, needs 3 GB of memory"), then the other
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
    const tag =
      fit.model.id === recommendedId
        ? 'Recommended'
        : recommended && recommended.model.engine !== engine
          ? engine === 'wllama'
            ? 'On the processor'
            : 'On the graphics card'
          : fit.memoryMB < base
            ? 'Faster, less accurate'
            : `Better, needs ${gb(fit.memoryMB)} of memory`;
    return {
      id: fit.model.id,
      engine,
      name: `${fit.model.family} ${fit.model.size}`,
      tag,
      size: gb(downloadMB(fit.model)),
      reads: words(fit.contextWindow),
      where: WHERE[engine],
      fit,
      ...(fit.status === 'tight' ? { note: 'May not fit this computer' } : {}),
      ...(fit.speed ? { speed: fit.speed } : {}),
    };
  });
  const rank = (o: ModelOption) => (o.tag === 'Recommended' ? 0 : o.tag.startsWith('Faster') ? 1 : o.tag.startsWith('Better') ? 2 : 3);
  return options.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? b.fit.memoryMB - a.fit.memoryMB : a.fit.memoryMB - b.fit.memoryMB));
}

/** WebGPU runs on the CPU here (SwiftShader): every model works, slowly. Said once, not per model. */
export const isSoftwareGpu = (fits: readonly ModelFit[]) => fits.some((f) => f.reason?.startsWith('Software GPU'));
