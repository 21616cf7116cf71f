import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRelaxedSimd } from '../../src/models/wllama/relaxed-simd';

// The output of `npm run build:wasm` (tools/wasm/build.sh): vendor/wllama, committed, the @wllama/wllama the product
// imports. CI does not rebuild it: this checks that the files are the ones the build recorded and that the wasm loads.
const VENDOR = resolve(import.meta.dirname, '../../vendor/wllama');
const built = existsSync(join(VENDOR, 'SHA256SUMS'));
const read = (path: string) => readFileSync(join(VENDOR, path));
const memory = built ? read('MEMORY').toString().trim() : '';

/** The bytes of the code section: the functions, where instructions live (not data that may look like them). */
function codeSection(wasm: Uint8Array): Uint8Array {
  let at = 8;
  const leb = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (byte < 0x80) return value;
    }
  };
  while (at < wasm.length) {
    const id = wasm[at++]!;
    const size = leb();
    if (id === 10) return wasm.subarray(at, at + size);
    at += size;
  }
  throw new Error('no code section');
}

/** How often an instruction's bytes occur in the code section. */
function count(code: Uint8Array, bytes: number[]): number {
  let n = 0;
  for (let i = 0; i + bytes.length <= code.length; i += 1) if (bytes.every((b, j) => code[i + j] === b)) n += 1;
  return n;
}

describe.runIf(built)('the vendored wllama build', () => {
  it('is the build recorded in SHA256SUMS', () => {
    const sums = read('SHA256SUMS').toString().trim().split('\n');
    expect(sums.map((line) => line.split(/\s+/u)[1])).toEqual(['esm/index.js', 'esm/wasm/wllama.wasm', 'esm/wasm/wllama-relaxed.wasm']);
    for (const line of sums) {
      const [sum, path] = line.split(/\s+/u) as [string, string];
      expect(createHash('sha256').update(read(path)).digest('hex'), path).toBe(sum);
    }
  });

  it("has llama.cpp's WebAssembly kernels compiled in, not only the generic C loops", () => {
    // i32x4.dot_i16x8_s (0xfd 0xba 0x01): arch/wasm/quants.c's dot products. The generic build has none.
    expect(count(codeSection(new Uint8Array(read('esm/wasm/wllama.wasm'))), [0xfd, 0xba, 0x01])).toBeGreaterThan(20);
  });

  it('has a second wasm with the relaxed-SIMD kernels, the first none', () => {
    // i32x4.relaxed_dot_i8x16_i7x16_add_s (0xfd 0x93 0x02): patches/llama.cpp-wasm-q8_0-relaxed.patch's Q8_0 kernels.
    const relaxedDot = [0xfd, 0x93, 0x02];
    expect(count(codeSection(new Uint8Array(read('esm/wasm/wllama-relaxed.wasm'))), relaxedDot)).toBeGreaterThanOrEqual(6);
    expect(count(codeSection(new Uint8Array(read('esm/wasm/wllama.wasm'))), relaxedDot)).toBe(0);
  });

  it('chooses the relaxed wasm only where the runtime runs relaxed SIMD (Node 20 does not)', () => {
    expect(WebAssembly.validate(read('esm/wasm/wllama-relaxed.wasm'))).toBe(hasRelaxedSimd());
  });

  it('its JavaScript embeds the emscripten code of the same build (pointer size included)', () => {
    const js = read('esm/index.js').toString();
    expect(js).toMatch(/var WLLAMA_EMSCRIPTEN_CODE = /u);
    expect(js).toMatch(new RegExp(`var WLLAMA_MEMORY64 = ${memory === 'wasm64'};`, 'u'));
  });

  it('runs where SharedArrayBuffer is not defined: Firefox extension pages, not cross-origin isolated, one thread', () => {
    // Their shared wasm memory works, but the global is missing: emscripten 3.1.69 tested `instanceof
    // SharedArrayBuffer` to decode every string (a ReferenceError there); patches/emscripten-unshared-decoder.patch.
    const code = read('esm/index.js').toString();
    expect(code).not.toMatch(/instanceof SharedArrayBuffer/u);
    for (const use of code.matchAll(/\bSharedArrayBuffer\b/gu)) {
      const around = code.slice(use.index - 40, use.index + 40);
      // Only feature tests: typeof, or a constructor call inside wllama's try/catch probe.
      expect(around, around).toMatch(/typeof SharedArrayBuffer|new SharedArrayBuffer\(1\)/u);
    }
  });

  it.runIf(memory === 'wasm32')('validates, compiles and instantiates in Node with the imports it declares', async () => {
    const bytes = read('esm/wasm/wllama.wasm');
    expect(WebAssembly.validate(bytes)).toBe(true);
    const module = await WebAssembly.compile(bytes);
    const exports = WebAssembly.Module.exports(module).map((e) => e.name);
    // The glue the JavaScript calls (wllama's worker code, cwrap).
    for (const name of ['wllama_start', 'wllama_action', 'wllama_exit', 'wllama_malloc']) expect(exports).toContain(name);
    const imports: Record<string, Record<string, WebAssembly.ImportValue>> = {};
    for (const entry of WebAssembly.Module.imports(module)) {
      imports[entry.module] ??= {};
      imports[entry.module]![entry.name] =
        entry.kind === 'memory' ? new WebAssembly.Memory({ initial: 2048, maximum: 65536, shared: true }) : () => 0;
    }
    const instance = await WebAssembly.instantiate(module, imports);
    expect(typeof instance.exports.wllama_start).toBe('function');
  });
});
