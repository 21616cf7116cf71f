import type { Passage } from '../select/passage';
import { neutraliseAttribute, neutraliseUntrusted } from './neutralise-untrusted';

/**
 * One numbered source block. `id` is the passage's 1-based position in the list the panel shows,
 * so a citation [n] from the model is the same n the user sees next to the passage.
 * The heading path goes in as an attribute: it tells the model what the passage is about without
 * counting as the passage's own words.
 */
/**
 * The page's address without query or fragment: enough for the model to tell sources apart, and
 * session tokens in query strings never go to a server backend.
 */
export function pageAddress(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)/iu.exec(url);
  return match ? `${match[1]}${match[2]}` : url.replace(/[?#].*$/su, '');
}

export function formatSource(id: number, passage: Passage): string {
  const attrs = [
    `id="${id}"`,
    `title="${neutraliseAttribute(passage.source.title)}"`,
    `url="${neutraliseAttribute(pageAddress(passage.source.url))}"`,
  ];
  if (passage.chunk.headings.length > 0) {
    attrs.push(`section="${neutraliseAttribute(passage.chunk.headings.join(' › '))}"`);
  }
  return `<source ${attrs.join(' ')}>\n${neutraliseUntrusted(passage.chunk.text).trim()}\n</source>`;
}
