import { describe, expect, it } from 'vitest';
import { readCpu } from './read-cpu';
import { hasRelaxedSimd } from './relaxed-simd';

describe('readCpu', () => {
  it('reads cores, memory, isolation, WebAssembly, and whether relaxed SIMD runs (the fit and the engine ask the same probe)', () => {
    const navigator = { hardwareConcurrency: 4, deviceMemory: 8 } as unknown as Navigator;
    const facts = readCpu({ navigator, crossOriginIsolated: true });
    expect(facts).toEqual({ cores: 4, deviceMemoryGB: 8, crossOriginIsolated: true, wasm: true, relaxedSimd: hasRelaxedSimd() });
    expect(readCpu({ navigator: {} as Navigator })).toMatchObject({ cores: 1, crossOriginIsolated: false });
  });
});
