import { estimateTokens } from '../tokens/estimate-tokens';

/**
 * Splits one piece of text into parts of at most `limit` estimated tokens, losing nothing: the parts
 * concatenate to the input. Cuts at spaces first; a run without spaces (Chinese, Japanese, Thai, a long
 * URL) is cut at word boundaries from `Intl.Segmenter` (ICU's dictionaries cover Thai, Lao, Khmer,
 * Chinese and Japanese), then at grapheme boundaries, and as a last resort at code points, each of
 * which estimates to at most two tokens, so every part fits whenever `limit >= 2`.
 *
 * Parts are packed by measuring the joined text itself, since `estimateTokens` prices whole words
 * and the parts of one word joined back can cost more than their sum.
 */
export function splitToFit(text: string, limit: number, lang?: string): string[] {
  if (estimateTokens(text) <= limit) return [text];
  return pack(text.match(/\s*\S+\s*/gu) ?? [text], limit, (word) => splitWord(word, limit, lang));
}

function splitWord(word: string, limit: number, lang?: string): string[] {
  const words = segments(word, 'word', lang);
  return pack(words, limit, (segment) => {
    const graphemes = segments(segment, 'grapheme', lang);
    return pack(graphemes, limit, (grapheme) => Array.from(grapheme));
  });
}

function segments(text: string, granularity: 'word' | 'grapheme', lang?: string): string[] {
  try {
    return Array.from(new Intl.Segmenter(lang, { granularity }).segment(text), (s) => s.segment);
  } catch {
    // An invalid language tag from the page: fall back to the default locale.
    return Array.from(new Intl.Segmenter(undefined, { granularity }).segment(text), (s) => s.segment);
  }
}

/** Greedy packing of `parts` into runs of at most `limit`; a part over the limit goes to `split`. */
function pack(parts: string[], limit: number, split: (part: string) => string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (estimateTokens(part) > limit) {
      if (current) out.push(current);
      current = '';
      out.push(...split(part));
      continue;
    }
    if (current && estimateTokens(current + part) > limit) {
      out.push(current);
      current = '';
    }
    current += part;
  }
  if (current) out.push(current);
  return out;
}
