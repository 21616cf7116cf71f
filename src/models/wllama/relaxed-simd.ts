// One function: (i32x4.extract_lane 0 (i32x4.relaxed_dot_i8x16_i7x16_add_s (v128 of 2s) (v128 of 3s) (i32x4 of 1s))).
const splat8 = (b: number) => [0xfd, 0x0c, ...Array<number>(16).fill(b)];
const ones32 = [0xfd, 0x0c, ...[1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]];
const body = [0x00, ...splat8(2), ...splat8(3), ...ones32, 0xfd, 0x93, 0x02, 0xfd, 0x1b, 0x00, 0x0b];
/** The probe module: type () → i32, one function exported as "dot", its body. */
export const RELAXED_DOT_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5, 1, 0x60, 0, 1, 0x7f, 3, 2, 1, 0, 7, 7, 1, 3, 0x64, 0x6f, 0x74, 0, 0,
  0x0a, body.length + 2, 1, body.length, ...body,
]);

let answer: boolean | undefined;

/**
 * Whether this browser runs WebAssembly relaxed SIMD's int8 dot product (`i32x4.relaxed_dot_i8x16_i7x16_add_s`)
 * as the standard has it: the relaxed wllama build's kernels need it (tools/wasm/README.md), other browsers get
 * the SIMD128 build. It runs the instruction, not only validates it: four products of 2 × 3 plus 1 make 25 in
 * lane 0 (a pre-standard implementation behind Node 20's flag returns 48). Asked once.
 */
export function hasRelaxedSimd(): boolean {
  if (answer === undefined) {
    try {
      const instance = new WebAssembly.Instance(new WebAssembly.Module(RELAXED_DOT_PROBE));
      answer = (instance.exports.dot as () => number)() === 25;
    } catch {
      answer = false;
    }
  }
  return answer;
}
