import type { Article, Block } from '../extract/article';
import { estimateTokens } from '../tokens/estimate-tokens';
import type { Chunk } from './chunk';
import { makeLocator } from './make-locator';
import { splitSentences } from './split-sentences';
import { splitToFit } from './split-to-fit';

export interface ChunkOptions {
  /** Chunks are filled with whole sentences up to about this many estimated tokens. */
  targetTokens: number;
  /**
   * Hard cap (at least MIN_TOKENS): a sentence longer than this is cut at spaces (or word
   * boundaries) into target-sized parts.
   */
  maxTokens: number;
}

/** Chosen from the sweep in bench/README.md (squad-v1.1-dev, pool 12). */
export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { targetTokens: 80, maxTokens: 240 };

/**
 * The smallest cap honoured: any one code point estimates to at most 2 tokens, so every cap from
 * here up can always be met by cutting finely enough.
 */
export const MIN_TOKENS = 8;

/** A sentence (or part of one) with its place in the joined article text. */
interface Unit {
  start: number;
  end: number;
  tokens: number;
  /** Cut from the previous unit inside a word (a long run without spaces): price the joined text. */
  glued: boolean;
}

interface Heading {
  text: string;
  level: number;
  start: number;
  end: number;
  used: boolean;
}

const BLOCK_SEPARATOR = '\n\n';

/**
 * Article → passage-sized chunks along its structure: blocks under their heading path, merged while
 * small, split between sentences when large, never mid-sentence unless one sentence alone is over
 * the cap. Chunks do not overlap and together cover every block's text (headings travel as the
 * chunks' heading path; a heading with nothing under it becomes a chunk of its own). A block that
 * `startsSection` (a part joined after the page's reading from another one: an item grid's items
 * after the guide Readability took) empties the heading path: the reading's headings are not its
 * context, for the model (format-source.ts) nor for ranking's heading field. The blocks beside the
 * reading (`Article.beside`) are chunked the same way, after it, marked `beside`.
 */
export function chunkArticle(article: Article, options: Partial<ChunkOptions> = {}): Chunk[] {
  const own = chunkReading(article, options);
  if (!article.beside?.length) return own;
  // The text beside the reading (read-beside.ts) after the reading's own chunks, marked so that
  // ranking puts it behind them and a whole-page reading leaves it out.
  const beside = chunkReading({ ...article, blocks: article.beside, text: '' }, options);
  return [...own, ...beside.map((chunk, i) => ({ ...chunk, index: own.length + i, beside: true as const }))];
}

function chunkReading(article: Article, options: Partial<ChunkOptions>): Chunk[] {
  const maxTokens = Math.max(MIN_TOKENS, Math.floor(options.maxTokens ?? DEFAULT_CHUNK_OPTIONS.maxTokens));
  const targetTokens = Math.min(
    maxTokens,
    Math.max(1, Math.floor(options.targetTokens ?? DEFAULT_CHUNK_OPTIONS.targetTokens)),
  );
  const blocks: Block[] = article.blocks.length
    ? article.blocks
    : article.text.trim()
      ? [{ kind: 'paragraph', text: article.text }]
      : [];
  const full = blocks.map((b) => b.text).join(BLOCK_SEPARATOR);
  const pageAt = pageFinder(blocks);

  const chunks: Chunk[] = [];
  const stack: Heading[] = [];
  let current: Unit[] = [];
  let currentTokens = 0;

  const emit = (units: Unit[], headings: string[]) => {
    const first = units[0];
    const last = units[units.length - 1];
    if (!first || !last) return;
    const slice = full.slice(first.start, last.end);
    const text = slice.trim();
    if (!text) return;
    const locator = makeLocator(full, first.start, last.end);
    const start = first.start + slice.length - slice.trimStart().length;
    const pages = pageAt && ([pageAt(start), pageAt(Math.max(start, last.end - 1))] as [number, number]);
    chunks.push(
      pages
        ? { index: chunks.length, text, headings, locator: { ...locator, page: pages[0] }, pages }
        : { index: chunks.length, text, headings, locator },
    );
  };
  const flush = () => {
    if (current.length === 0) return;
    for (const heading of stack) heading.used = true;
    emit(current, stack.map((h) => h.text));
    current = [];
    currentTokens = 0;
  };
  const add = (unit: Unit) => {
    const first = current[0];
    const joined = first && unit.glued ? estimateTokens(full.slice(first.start, unit.end)) : currentTokens + unit.tokens;
    if (joined > targetTokens && !(endsWithLabel() && joined <= maxTokens)) {
      flush();
      current.push(unit);
      currentTokens = unit.tokens;
    } else {
      current.push(unit);
      currentTokens = joined;
    }
  };
  /** The chunk being filled ends with a label line, whose value must not start the next chunk. */
  const endsWithLabel = () => {
    const last = current[current.length - 1];
    return last !== undefined && isLabelLine(full.slice(last.start, last.end));
  };
  /** A heading that never got content under it would be lost: it becomes chunks of its own. */
  const emitHeading = (heading: Heading, path: string[]) => {
    if (heading.used) return;
    for (const group of packUnits(full, unitsOf(full, heading.start, heading.end, targetTokens, maxTokens, article.lang), targetTokens)) {
      emit(group, path);
    }
  };
  const popHeading = () => {
    const heading = stack.pop();
    if (heading) emitHeading(heading, stack.map((h) => h.text));
  };

  let offset = 0;
  for (const block of blocks) {
    const start = offset;
    const end = start + block.text.length;
    offset = end + BLOCK_SEPARATOR.length;
    // Only a path to leave behind ends the chunk: a part joined under no heading merges as before.
    if (block.startsSection && stack.length) {
      flush();
      while (stack.length) popHeading();
    }
    if (!block.text.trim()) continue;
    if (block.kind === 'heading') {
      flush();
      const level = block.level ?? 1;
      while ((stack[stack.length - 1]?.level ?? 0) >= level) popHeading();
      stack.push({ text: block.text.trim(), level, start, end, used: false });
      continue;
    }
    const units = unitsOf(full, start, end, targetTokens, maxTokens, article.lang);
    const blockTokens = units.reduce((sum, u) => sum + u.tokens, 0);
    // Keep a block whole in the next chunk rather than split it across two, when it fits; a label
    // line ("Weight", "Sensitivity") keeps the value under it.
    if (currentTokens > 0 && currentTokens + blockTokens > targetTokens && !(endsWithLabel() && currentTokens + blockTokens <= maxTokens)) flush();
    for (const unit of units) add(unit);
  }
  flush();
  stack.forEach((heading, i) => emitHeading(heading, stack.slice(0, i).map((h) => h.text)));
  return chunks;
}

/**
 * For blocks that know their pages (PDFs): the page of an offset into the joined text. Null when no
 * block does, so HTML chunks carry no pages.
 */
function pageFinder(blocks: Block[]): ((offset: number) => number) | null {
  if (!blocks.some((b) => b.pages?.length)) return null;
  const marks: Array<{ offset: number; page: number }> = [];
  let at = 0;
  for (const block of blocks) {
    for (const mark of block.pages ?? []) marks.push({ offset: at + mark.offset, page: mark.page });
    at += block.text.length + BLOCK_SEPARATOR.length;
  }
  return (offset) => {
    let lo = 0;
    let hi = marks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (marks[mid]!.offset <= offset) lo = mid;
      else hi = mid - 1;
    }
    return marks[lo]?.page ?? 1;
  };
}

/** A block's sentences, each over `maxTokens` cut into target-sized parts. */
function unitsOf(full: string, start: number, end: number, target: number, max: number, lang?: string): Unit[] {
  const units: Unit[] = [];
  let at = start;
  for (const sentence of splitSentences(full.slice(start, end))) {
    const tokens = estimateTokens(sentence);
    const parts = tokens > max ? splitToFit(sentence, target, lang) : [sentence];
    for (const part of parts) {
      const glued = at > start && !/\s/u.test(full[at - 1] ?? ' ');
      units.push({ start: at, end: at + part.length, tokens: parts.length > 1 ? estimateTokens(part) : tokens, glued });
      at += part.length;
    }
  }
  return units;
}

/** Greedy groups of whole units, each at most `target` tokens unless one unit alone is larger. */
function packUnits(full: string, units: Unit[], target: number): Unit[][] {
  const groups: Unit[][] = [];
  let group: Unit[] = [];
  let tokens = 0;
  for (const unit of units) {
    const joined = group[0] && unit.glued ? estimateTokens(full.slice(group[0].start, unit.end)) : tokens + unit.tokens;
    if (group.length && joined > target) {
      groups.push(group);
      group = [];
      tokens = unit.tokens;
    } else {
      tokens = joined;
    }
    group.push(unit);
  }
  if (group.length) groups.push(group);
  return groups;
}

/**
 * A spec table's label or a "Label:" line: short, not a sentence. Its value is the next line
 * ("Sensitivity" / "101 dB/1mW"): split apart, neither chunk says anything (bench/compare).
 */
function isLabelLine(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= 40 && !/[.!?。！？]$/u.test(t);
}
