import type { Passage } from '../select/passage';
import { formatSourceBlock, formatSourceEntry, formatSourceHeader, SOURCE_FOOTER } from './format-source';

export interface FilledSources {
  /** The `<source>` blocks that fit, in order: one per run of sent passages from the same tab. */
  blocks: string[];
  sent: Array<{ id: number; passage: Passage; tokens: number }>;
  leftOut: Array<{ id: number; passage: Passage }>;
  /** Tokens the sent blocks take, newlines between them included. */
  used: number;
}

/** What opening a tab's block costs: header, footer and the newline after the block. */
export const blockTokens = (source: Passage['source'], countTokens: (text: string) => number) =>
  countTokens(`${formatSourceHeader(source)}\n${SOURCE_FOOTER}`) + 1;

/** What one entry costs inside its block, the newline after it included: its headings whole, as where the block first names them (the most it costs). */
export const entryTokens = (id: number, passage: Pick<Passage, 'chunk'>, countTokens: (text: string) => number) =>
  countTokens(formatSourceEntry(id, passage)) + 1;

/**
 * Numbered, delimited sources in the order given, until `budget` tokens are spent; a passage that
 * does not fit is left out and smaller ones after it still get their chance. A passage from the tab
 * of the passage sent just before it joins that block (its header is paid once); another tab opens
 * a block. A sent passage's `tokens` is its entry, plus its block's header when it opened one.
 * `number` gives each passage its number: its position from 1 for an answer, its place in all the
 * parts when condensing, the conversation's numbering for a kept prompt: the numbers the panel shows.
 */
export function fillSources(
  passages: readonly Passage[],
  budget: number,
  countTokens: (text: string) => number,
  number: (passage: Passage, i: number) => number = (_p, i) => i + 1,
): FilledSources {
  const filled: FilledSources = { blocks: [], sent: [], leftOut: [], used: 0 };
  let open: { tabId: number; source: Passage['source']; entries: string[]; headings: readonly string[] } | undefined;
  const close = () => {
    if (open) filled.blocks.push(formatSourceBlock(open.source, open.entries));
    open = undefined;
  };
  passages.forEach((passage, i) => {
    const id = number(passage, i);
    const joins = open !== undefined && open.tabId === passage.source.tabId;
    // Headings the block named just above are named by their first words (format-source.ts).
    const entry = formatSourceEntry(id, passage, joins ? open!.headings : []);
    const tokens = countTokens(entry) + 1 + (joins ? 0 : blockTokens(passage.source, countTokens));
    if (filled.used + tokens > budget) {
      filled.leftOut.push({ id, passage });
      return;
    }
    if (!joins) {
      close();
      open = { tabId: passage.source.tabId, source: passage.source, entries: [], headings: [] };
    }
    open!.entries.push(entry);
    open!.headings = passage.chunk.headings;
    filled.used += tokens;
    filled.sent.push({ id, passage, tokens });
  });
  close();
  return filled;
}
