import type { ContentCandidate } from './content-candidate';
import { visibleLength } from './text-stats';

/** Text compared as a reader sees it: case and runs of white space aside. */
export const normText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * `blocks` of `from` in front of `reading`, their links counted at `from`'s share of links per character
 * (a candidate keeps totals, not per-block links).
 */
export function inFront(reading: ContentCandidate, blocks: ContentCandidate['blocks'], from: ContentCandidate): ContentCandidate {
  const text = blocks.reduce((n, b) => n + visibleLength(b.text), 0);
  const link = from.text ? (from.link * text) / from.text : 0;
  return { blocks: [...blocks, ...reading.blocks], text: reading.text + text, link: reading.link + link };
}

/**
 * A part of the page the reading passed over (find-hero.ts, opening-post.ts), in front of it: `lead`'s
 * blocks from `from` on (its headline or first line, the anchor) that `reading` does not hold, when
 * `reading` lacks the anchor. A reading that holds the anchor is returned as it is. Unlike a part
 * joined after a reading (section-start.ts), the part in front is the page's opening in document
 * order and its headline heads the page: the reading stays under it (wcxb-dev 4303's "What Is HRMS?"
 * over its lead's definition and the sections below; 4302, 0650 alike).
 */
export function prependMissing(reading: ContentCandidate, lead: ContentCandidate, from = 0): ContentCandidate {
  const anchor = normText(lead.blocks[from]?.text ?? '');
  const hay = normText(reading.blocks.map((b) => b.text).join('\n'));
  if (!anchor || hay.includes(anchor)) return reading;
  return inFront(reading, lead.blocks.slice(from).filter((b) => !hay.includes(normText(b.text))), lead);
}
