import { describe, expect, it } from 'vitest';
import { hasRelaxedSimd, RELAXED_DOT_PROBE } from './relaxed-simd';

// V8 shipped relaxed SIMD in 11.4 (Chrome 114); Node 20 has V8 11.3, so there the SIMD128 build is chosen.
const [major, minor] = process.versions.v8.split('.').map(Number) as [number, number];
const v8HasRelaxedSimd = major > 11 || (major === 11 && minor >= 4);

describe('hasRelaxedSimd', () => {
  it('answers as this runtime: the SIMD128 build where relaxed SIMD is missing', () => {
    expect(hasRelaxedSimd()).toBe(v8HasRelaxedSimd);
  });

  it('probes a well-formed module whose only unknown is the relaxed instruction', () => {
    // The instruction (0xfd 0x93 0x02) swapped for v128.bitselect (0xfd 0x52: three v128 in, one out) and a nop (0x01),
    // the same length: the rest of the module is valid and runs in any SIMD128 runtime.
    const at = RELAXED_DOT_PROBE.findIndex((b, i) => b === 0xfd && RELAXED_DOT_PROBE[i + 1] === 0x93 && RELAXED_DOT_PROBE[i + 2] === 0x02);
    expect(at).toBeGreaterThan(0);
    const plain = new Uint8Array([...RELAXED_DOT_PROBE.subarray(0, at), 0xfd, 0x52, 0x01, ...RELAXED_DOT_PROBE.subarray(at + 3)]);
    expect(WebAssembly.validate(plain)).toBe(true);
    // bitselect(2s, 3s, mask of i32 ones): lane 0's bytes are 2 (bit 0 from 2s, the rest from 3s), 3, 3, 3.
    expect((new WebAssembly.Instance(new WebAssembly.Module(plain)).exports.dot as () => number)()).toBe(0x03030302);
  });
});
