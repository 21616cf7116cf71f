import { describe, expect, it } from 'vitest';
import { choiceWords, chosenWords } from './choice-words';

describe('choiceWords', () => {
  it('says why the recommended model is recommended, for every code the models floor gives (N12)', () => {
    expect(choiceWords({ kind: 'gpu' })).toBe('Recommended: it fits this computer’s graphics card, where answers come quickly.');
    expect(choiceWords({ kind: 'processor', noGpu: 'no-webgpu' })).toBe('Recommended: the best model that writes briskly on this processor (this browser has no WebGPU).');
    expect(choiceWords({ kind: 'processor', noGpu: 'software-gpu' })).toMatch(/only emulates a graphics card/u);
    for (const noGpu of ['no-adapter', 'gpu-limits', 'gpu-memory'] as const) expect(choiceWords({ kind: 'processor', noGpu })).toMatch(/^Recommended: .*\(.+\)\.$/u);
    expect(choiceWords({ kind: 'may-not-fit' })).toMatch(/may run out of memory/u);
  });

  it('says the user chose it when the chosen model is not the recommended one', () => {
    const fit = (id: string) => ({ model: { id } });
    expect(chosenWords({ chosen: fit('a'), recommended: fit('a'), why: { kind: 'gpu' } })).toMatch(/^Recommended: /u);
    expect(chosenWords({ chosen: fit('b'), recommended: fit('a'), why: { kind: 'gpu' } })).toBe('The model you chose.');
  });
});
