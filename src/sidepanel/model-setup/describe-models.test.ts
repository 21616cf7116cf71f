import { describe, expect, it } from 'vitest';
import { decideOnDevice } from '../../models/hardware-fit';
import { WEBGPU_CATALOGUE } from '../../models/webllm/model-catalogue';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import { discreteGpu, swiftShader, twoCoreCpu, withGpu, withoutGpu } from '../../../tests/support/test-devices';
import type { AdapterFacts } from '../../models/webllm/webgpu-fit';
import { describeModels, isSoftwareGpu } from './describe-models';

function decide(facts: AdapterFacts) {
  const decision = decideOnDevice(WEBGPU_CATALOGUE, CPU_CATALOGUE, withGpu(facts));
  if (!decision.ok) throw new Error('no model');
  return decision;
}

describe('describeModels', () => {
  it('offers each model once, in plain words: recommended first, then faster, better, then the other engine', () => {
    const { fits, recommended } = decide(discreteGpu);
    const options = describeModels(fits, recommended.model.id);
    expect(options[0]).toMatchObject({ name: 'Qwen2.5 1.5B', tag: 'Recommended', engine: 'webllm', rank: 0 });
    expect(new Set(options.map((o) => `${o.engine}:${o.name}`)).size).toBe(options.length);
    expect(options.find((o) => o.engine === 'webllm' && o.name === 'Qwen2.5 0.5B')?.tag).toBe('Faster, less accurate');
    expect(options.find((o) => o.engine === 'webllm' && o.name === 'Qwen2.5 3B')?.tag).toBe('More accurate, slower');
    // One size per model, the download's: no memory figure in the tag (N12).
    expect(options.every((o) => !/\d/u.test(o.tag))).toBe(true);
    expect(options.find((o) => o.engine === 'wllama')?.tag).toBe('On the processor');
    const ranks = options.map((o) => (o.tag === 'Recommended' ? 0 : o.tag.startsWith('Faster') ? 1 : o.tag.startsWith('More accurate') || o.tag.startsWith('Same size') ? 2 : 3));
    expect(ranks).toEqual([...ranks].sort());
    expect(options.every((o) => !/q4f|MLC|Q8_0|Q4_K/u.test(`${o.name} ${o.tag} ${o.size}`))).toBe(true);
    expect(options[0]!.reads).toMatch(/^about [\d,]+ words$/u);
  });

  it('on a software GPU recommends the processor, says its speed, and says "very slow" once', () => {
    const { fits, recommended } = decide(swiftShader);
    const [first] = describeModels(fits, recommended.model.id);
    expect(first).toMatchObject({ engine: 'wllama', tag: 'Recommended' });
    expect(first!.speed).toMatch(/processor/u);
    expect(isSoftwareGpu(fits)).toBe(true);
  });

  it('names the trade when a choice is about as large as the recommended one: not "more accurate" against "recommended" alone (review R14)', () => {
    const decision = decideOnDevice(WEBGPU_CATALOGUE, CPU_CATALOGUE, withoutGpu({ ...twoCoreCpu, deviceMemoryGB: 1.5 }));
    if (!decision.ok) throw new Error('no model');
    const { fits, recommended } = decision;
    const options = describeModels(fits, recommended.model.id);
    const mb = (size: string) => Number.parseFloat(size.replace(/,/g, '')) * (/GB/.test(size) ? 1024 : 1);
    const first = options[0]!;
    for (const o of options.slice(1).filter((x) => x.rank === 2)) {
      const same = Math.abs(mb(o.size) - mb(first.size)) <= 0.15 * mb(first.size);
      expect(o.tag).toBe(same ? 'Same size, more accurate, writes slower' : 'More accurate, slower');
    }
    expect(options.some((o) => o.tag.startsWith('Same size'))).toBe(true); // SmolLM2 360M against Qwen2.5 0.5B
  });
});
