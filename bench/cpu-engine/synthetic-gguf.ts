import { randomFillSync } from 'node:crypto';
import { type GgufFile, type GgufTensor, llamaMetadata, vocabulary, writeGguf } from '../../tests/support/tiny-gguf';

/** A model's shape as its config.json gives it (llama layout: what llama.cpp runs per token). */
export interface ModelShape {
  layers: number;
  embedding: number;
  heads: number;
  kvHeads: number;
  feedForward: number;
  vocab: number;
}

/** How a file is quantised: one type for every matrix, or llama.cpp's Q4_K_M mix (`quantTypeFor`). */
export type SyntheticQuantization = 'Q8_0' | 'Q4_K_M';

/** A ggml block type: its id, weights and bytes per block, where its f16 scales sit, a scale for weights of a few hundredths. */
interface BlockType {
  id: number;
  weights: number;
  bytes: number;
  scales: number[];
  scale: number;
}
const Q8_0: BlockType = { id: 8, weights: 32, bytes: 34, scales: [0], scale: 0x0c6c };
const Q5_0: BlockType = { id: 6, weights: 32, bytes: 22, scales: [0], scale: 0x1c68 };
// Q4_K: d, dmin, 12 bytes of 6-bit scales and mins, 128 of 4-bit weights. Q6_K: 128 + 64 bytes of weights, 16 int8 scales, d last.
const Q4_K: BlockType = { id: 12, weights: 256, bytes: 144, scales: [0, 2], scale: 0x0400 };
const Q6_K: BlockType = { id: 14, weights: 256, bytes: 210, scales: [208], scale: 0x0100 };

// llama.cpp's more-bits layers for Q4_K_M (llama-quant.cpp, use_more_bits): the first and last eighth, every third between.
const moreBits = (layer: number, layers: number) =>
  layer < Math.floor(layers / 8) || layer >= Math.floor((7 * layers) / 8) || (layer - Math.floor(layers / 8)) % 3 === 2;

/**
 * The block type llama.cpp's quantiser (node-llama-cpp 3.22.1's tree, llama-quant.cpp) gives a matrix of a Q4_K_M file:
 * Q4_K, Q6_K for the output and for attn_v / ffn_down in the more-bits layers; a row whose length is not a multiple of
 * 256 falls back (Q4_K → Q5_0, Q6_K → Q8_0, the output → Q8_0), as Qwen2.5-0.5B's 896-wide matrices do.
 */
function quantTypeFor(name: string, cols: number, layers: number): BlockType {
  const layer = /^blk\.(\d+)\./u.exec(name);
  const wantsQ6 = name === 'output.weight' || (layer !== null && /attn_v|ffn_down/u.test(name) && moreBits(Number(layer[1]), layers));
  if (cols % 256 !== 0) return wantsQ6 ? Q8_0 : Q5_0;
  return wantsQ6 ? Q6_K : Q4_K;
}

/**
 * A GGUF with a real model's shape and random quantised weights: as fast (or slow) to run as the
 * real model, since llama.cpp does the same work whatever the weights. Words are "▁w<n>", so a
 * prompt of n words is n tokens.
 */
export function syntheticGguf(shape: ModelShape, quantization: SyntheticQuantization): Uint8Array {
  const base = vocabulary([]);
  const words = Array.from({ length: Math.max(0, shape.vocab - base.tokens.length) }, (_, i) => `w${i}`);
  // Pieces for every prefix of "▁w<n>" are already there: "▁w" + digits merge into the longer ones.
  const { tokens, scores, types, firstWord } = vocabulary(words.map((w) => w));
  const nVocab = tokens.length;
  const quantised = (type: BlockType, rows: number, cols: number, zeroRows = 0): GgufTensor['raw'] => {
    const blocks = (rows * cols) / type.weights;
    const bytes = new Uint8Array(blocks * type.bytes);
    randomFillSync(bytes);
    const view = new DataView(bytes.buffer);
    const zeroBlocks = (zeroRows * cols) / type.weights;
    for (let b = 0; b < blocks; b += 1) for (const at of type.scales) view.setUint16(b * type.bytes + at, b < zeroBlocks ? 0 : type.scale, true);
    return { type: type.id, bytes };
  };
  const e = shape.embedding;
  const kv = (e / shape.heads) * shape.kvHeads;
  const ones = (n: number) => new Float32Array(n).fill(1);
  const q = (name: string, cols: number, rows: number, zeroRows = 0): GgufTensor => {
    const type = quantization === 'Q8_0' ? Q8_0 : quantTypeFor(name, cols, shape.layers);
    return { name, dims: [cols, rows], data: new Float32Array(0), raw: quantised(type, rows, cols, zeroRows) };
  };
  const tensors: GgufTensor[] = [q('token_embd.weight', e, nVocab)];
  for (let l = 0; l < shape.layers; l += 1) {
    tensors.push(
      { name: `blk.${l}.attn_norm.weight`, dims: [e], data: ones(e) },
      q(`blk.${l}.attn_q.weight`, e, e),
      q(`blk.${l}.attn_k.weight`, e, kv),
      q(`blk.${l}.attn_v.weight`, e, kv),
      q(`blk.${l}.attn_output.weight`, e, e),
      { name: `blk.${l}.ffn_norm.weight`, dims: [e], data: ones(e) },
      q(`blk.${l}.ffn_gate.weight`, e, shape.feedForward),
      q(`blk.${l}.ffn_up.weight`, e, shape.feedForward),
      q(`blk.${l}.ffn_down.weight`, shape.feedForward, e),
    );
  }
  // Control and byte tokens never win (zero rows): the model writes words until max_tokens.
  tensors.push({ name: 'output_norm.weight', dims: [e], data: ones(e) }, q('output.weight', e, nVocab, firstWord));
  const metadata = llamaMetadata({ ...shape, contextLength: 32_768, vocab: { tokens, scores, types } });
  const file: GgufFile = { metadata, tensors };
  return writeGguf(file);
}
