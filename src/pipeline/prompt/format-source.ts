import type { Passage } from '../select/passage';
import { formatMoment } from '../transcript/format-moment';
import { neutraliseAttribute, neutraliseUntrusted } from './neutralise-untrusted';

/**
 * One numbered source block. `id` is the passage's 1-based position in the list the panel shows,
 * so a citation [n] from the model is the same n the user sees next to the passage.
 * The heading path goes in as an attribute: it tells the model what the passage is about without
 * counting as the passage's own words. The tab is named by its title and site, not its address:
 * a full URL cost about a third of each block's markup (~20 of ~65 estimated tokens), markup that
 * a whole-page question pays once per passage (bench/README.md, coverage), and the site tells
 * sources apart as well; no path or query string (session tokens) ever reaches a server backend.
 */
export function formatSource(id: number, passage: Passage): string {
  const attrs = [
    `id="${id}"`,
    `title="${neutraliseAttribute(passage.source.title)}"`,
    `site="${neutraliseAttribute(passage.source.site)}"`,
  ];
  if (passage.chunk.headings.length > 0) {
    attrs.push(`section="${neutraliseAttribute(passage.chunk.headings.join(' › '))}"`);
  }
  // A transcript passage says its moment, so an answer can point the user to "2:14" as the panel does.
  if (passage.chunk.time) attrs.push(`time="${formatMoment(passage.chunk.time[0])}"`);
  return `<source ${attrs.join(' ')}>\n${neutraliseUntrusted(passage.chunk.text).trim()}\n</source>`;
}
