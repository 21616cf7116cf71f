import { describe, expect, it } from 'vitest';
import { readGguf } from './read-gguf';
import { GGUF_MAGIC, GgufType, tinyModel, writeGguf, writeTinyGguf } from './tiny-gguf';

describe('tiny GGUF writer', () => {
  it('round-trips: what the reader finds is what was written, field by field', () => {
    const model = tinyModel();
    const bytes = writeGguf(model);
    const back = readGguf(bytes);
    expect(back.version).toBe(3);
    expect(back.alignment).toBe(32);
    expect([...back.metadata.keys()]).toEqual([...model.metadata.keys()]);
    for (const [key, value] of model.metadata) {
      const read = back.metadata.get(key)!;
      if (value.type === GgufType.FLOAT32) expect(read.value as number).toBeCloseTo(value.value, 6);
      else if (value.type === GgufType.ARRAY && value.itemType === GgufType.FLOAT32) {
        (read.value as number[]).forEach((v, i) => expect(v).toBeCloseTo(value.value[i]!, 5));
      } else expect(read, key).toEqual(value);
    }
    expect(back.tensors.map((t) => [t.name, t.dims])).toEqual(model.tensors.map((t) => [t.name, t.dims]));
    back.tensors.forEach((t, i) => expect(t.data).toEqual(model.tensors[i]!.data));
  });

  it('writes a llama model llama.cpp can load: magic, architecture, vocabulary and every tensor a llama block needs', () => {
    const bytes = writeTinyGguf();
    expect(new DataView(bytes.buffer).getUint32(0, true)).toBe(GGUF_MAGIC);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { metadata, tensors } = readGguf(bytes);
    expect(metadata.get('general.architecture')?.value).toBe('llama');
    const tokens = metadata.get('tokenizer.ggml.tokens')!.value as string[];
    expect(tokens.filter((t) => /^<0x[0-9A-F]{2}>$/u.test(t))).toHaveLength(256); // byte fallback
    expect((metadata.get('tokenizer.ggml.scores')!.value as number[]).length).toBe(tokens.length);
    const names = new Set(tensors.map((t) => t.name));
    for (const n of ['token_embd.weight', 'output_norm.weight', 'output.weight']) expect(names).toContain(n);
    for (const part of ['attn_norm', 'attn_q', 'attn_k', 'attn_v', 'attn_output', 'ffn_norm', 'ffn_gate', 'ffn_up', 'ffn_down']) {
      expect(names).toContain(`blk.1.${part}.weight`);
    }
    const embd = tensors.find((t) => t.name === 'token_embd.weight')!;
    expect(embd.dims).toEqual([64, tokens.length]);
  });

  it('is deterministic for a seed, and different for another', () => {
    // Buffer.equals, not toEqual: a deep comparison of megabytes element by element took seconds on 2 cores.
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
    expect(same(writeTinyGguf(), writeTinyGguf())).toBe(true);
    expect(same(writeTinyGguf({ seed: 2 }), writeTinyGguf())).toBe(false);
  });
});
