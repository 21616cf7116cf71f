import type { ContentCandidate } from './content-candidate';
import { visibleLength } from './text-stats';

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A part of the page the reading passed over (find-hero.ts, opening-post.ts), in front of it: `lead`'s
 * blocks from `from` on (its headline or first line, the anchor) that `reading` does not hold, when
 * `reading` lacks the anchor. A reading that holds the anchor is returned as it is.
 */
export function prependMissing(reading: ContentCandidate, lead: ContentCandidate, from = 0): ContentCandidate {
  const anchor = norm(lead.blocks[from]?.text ?? '');
  const hay = norm(reading.blocks.map((b) => b.text).join('\n'));
  if (!anchor || hay.includes(anchor)) return reading;
  const blocks = lead.blocks.slice(from).filter((b) => !hay.includes(norm(b.text)));
  const text = blocks.reduce((n, b) => n + visibleLength(b.text), 0);
  const link = lead.text ? (lead.link * text) / lead.text : 0;
  return { blocks: [...blocks, ...reading.blocks], text: reading.text + text, link: reading.link + link };
}
