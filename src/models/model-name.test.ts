import { describe, expect, it } from 'vitest';
import { sameModelName } from './model-name';

describe('sameModelName', () => {
  it('matches a name whose keys came back in another order (chrome.storage sorts them), and no other model', () => {
    const loaded = { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' } as const;
    const restored = { family: 'SmolLM2', of: 'catalogue', quantization: 'Q8_0', size: '360M' } as const;
    expect(sameModelName(loaded, restored)).toBe(true);
    expect(sameModelName(loaded, { ...restored, quantization: 'Q4_K_M' })).toBe(false);
    expect(sameModelName(loaded, { of: 'id', id: 'SmolLM2' })).toBe(false);
    expect(sameModelName(loaded, undefined)).toBe(false);
  });
});
