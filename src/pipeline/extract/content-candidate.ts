import type { WindowLike } from 'dompurify';
import type { Block } from './article';
import { dropJunkBlocks, type JunkOptions } from './drop-junk-blocks';
import { htmlToBlocks } from './html-to-blocks';
import { sanitizeHtml } from './sanitize-html';
import { visibleLength, type TextStats } from './text-stats';

/**
 * One reading of a page (Readability's article, the main region, the whole body) as blocks, with
 * the same text and link-text measures `textStats` gives elements, so readings and regions compare.
 */
export interface ContentCandidate extends TextStats {
  blocks: Block[];
}

export const NO_CANDIDATE: ContentCandidate = { blocks: [], text: 0, link: 0 };

/** Sanitised HTML (or a node) → blocks; without a window, an inert <template> parses the HTML. */
function toBlocks(doc: Document, dirty: string | Node, view: WindowLike | null | undefined, linkShares?: number[]): Block[] {
  if (view) return htmlToBlocks(sanitizeHtml(dirty, view), linkShares);
  if (typeof dirty !== 'string') return htmlToBlocks(dirty, linkShares);
  const template = doc.createElement('template');
  template.innerHTML = dirty; // inert: nothing in template content runs or loads
  return htmlToBlocks(template.content, linkShares);
}

/** `dirty` (untrusted HTML or a node of the page) sanitised, split into blocks, junk dropped, measured. */
export function contentCandidate(
  doc: Document,
  dirty: string | Node,
  view: WindowLike | null | undefined,
  options: CandidateOptions = {},
): ContentCandidate {
  return contentCandidates(doc, dirty, view, [options])[0]!;
}

type CandidateOptions = { dropJunk?: boolean } & JunkOptions;

/**
 * One candidate per option set from one sanitising and splitting of `dirty`: the page's body is the
 * costliest node to read, and the text beside a reading and the headings it lost are read from it
 * with different junk rules.
 */
export function contentCandidates(
  doc: Document,
  dirty: string | Node,
  view: WindowLike | null | undefined,
  optionSets: readonly CandidateOptions[],
): ContentCandidate[] {
  const shares: number[] = [];
  const all = toBlocks(doc, dirty, view, shares);
  const shareOf = new Map(all.map((block, i) => [block, shares[i] ?? 0]));
  return optionSets.map((options) => {
    const blocks = options.dropJunk === false ? all : dropJunkBlocks(all, shares, options);
    let text = 0;
    let link = 0;
    for (const block of blocks) {
      const n = visibleLength(block.text);
      text += n;
      link += n * (shareOf.get(block) ?? 0);
    }
    return { blocks, text, link };
  });
}
