import { BM25Okapi } from './bm25-okapi';
import { chunkText, pythonSplit } from './chunk-text';

/** Codexity's models: a scraped page and a chunk with its score. */
export interface ScrapedPage {
  url: string;
  title: string;
  content: string;
}

export interface TextChunk {
  text: string;
  sourceUrl: string;
  sourceTitle: string;
  relevanceScore: number;
}

export const MAX_PER_SOURCE = 3;

/** Codexity's own token estimate (its write-up: "1 word = 1.3 tokens"). */
export const codexityTokens = (text: string) => Math.ceil(pythonSplit(text).length * 1.3);

export function pagesToChunks(pages: ScrapedPage[]): TextChunk[] {
  return pages.flatMap((page) =>
    chunkText(page.content).map((text) => ({ text, sourceUrl: page.url, sourceTitle: page.title, relevanceScore: 0 })),
  );
}

/** `score_chunks`: `lower().split()` tokens, BM25Okapi, sorted best first (Python's sort is stable). */
export function scoreChunks(chunks: TextChunk[], query: string): TextChunk[] {
  if (chunks.length === 0) return [];
  const bm25 = new BM25Okapi(chunks.map((c) => pythonSplit(c.text.toLowerCase())));
  const scores = bm25.getScores(pythonSplit(query.toLowerCase()));
  return chunks
    .map((chunk, i) => ({ ...chunk, relevanceScore: scores[i] ?? 0 }))
    .sort((a, b) => b.relevanceScore - a.relevanceScore);
}

/**
 * `select_top_chunks` with the token budget in place of top_k, as the issue specifies: score order,
 * at most 3 per source, skip what does not fit and keep going; when even the first chunk is over the
 * budget, it is cut to the budget (the largest word prefix that fits).
 */
export function selectTopChunks(
  chunks: TextChunk[],
  budget: number,
  countTokens: (text: string) => number,
  maxPerSource = MAX_PER_SOURCE,
): Array<TextChunk & { tokens: number }> {
  const selected: Array<TextChunk & { tokens: number }> = [];
  const perSource = new Map<string, number>();
  let used = 0;
  for (const chunk of chunks) {
    const count = perSource.get(chunk.sourceUrl) ?? 0;
    if (count >= maxPerSource) continue;
    let text = chunk.text;
    let tokens = countTokens(text);
    if (tokens > budget - used) {
      if (selected.length > 0) continue;
      text = cutToBudget(text, budget, countTokens);
      tokens = countTokens(text);
    }
    selected.push({ ...chunk, text, tokens });
    perSource.set(chunk.sourceUrl, count + 1);
    used += tokens;
    if (used >= budget) break;
  }
  return selected;
}

/** The longest prefix of whole words within `budget` tokens (binary search on the word count). */
export function cutToBudget(text: string, budget: number, countTokens: (text: string) => number): string {
  const words = pythonSplit(text);
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (countTokens(words.slice(0, mid).join(' ')) <= budget) lo = mid;
    else hi = mid - 1;
  }
  return words.slice(0, lo).join(' ');
}

/** `build_context`: one number per source URL, "[Source N]\n{text}" blocks. */
export function buildCodexityContext(chunks: TextChunk[]): { context: string; sources: Array<{ index: number; title: string; url: string }> } {
  const sourceMap = new Map<string, number>();
  const sources: Array<{ index: number; title: string; url: string }> = [];
  for (const chunk of chunks) {
    if (!sourceMap.has(chunk.sourceUrl)) {
      sourceMap.set(chunk.sourceUrl, sources.length + 1);
      sources.push({ index: sources.length + 1, title: chunk.sourceTitle, url: chunk.sourceUrl });
    }
  }
  const context = chunks.map((c) => `[Source ${sourceMap.get(c.sourceUrl)}]\n${c.text}`).join('\n\n');
  return { context, sources };
}

/** `process_content(pages, query)`: everything, per question, as the design runs it. */
export function processContent(pages: ScrapedPage[], query: string, budget = 4000, countTokens = codexityTokens) {
  const selected = selectTopChunks(scoreChunks(pagesToChunks(pages), query), budget, countTokens);
  return buildCodexityContext(selected);
}
