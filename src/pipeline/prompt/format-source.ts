import type { Passage, SourceInfo } from '../select/passage';
import { formatMoment } from '../transcript/format-moment';
import { neutraliseAttribute, neutraliseUntrusted } from './neutralise-untrusted';

/**
 * The prompt's sources: one `<source>` block per run of passages from the same tab, its header
 * naming the tab once, then each passage as an entry that opens with its number, "[n]", the form a
 * citation takes. `n` is the passage's 1-based position in the list the panel shows, so a citation
 * [n] from the model is the same n the user sees next to the passage.
 *
 * The tab is named by its title and site, not its address: no path or query string (session tokens)
 * ever reaches a server backend, and the site tells sources apart as well. The header is paid once
 * per run: a block per passage cost ~50–65 estimated tokens of markup each, which a whole-page
 * question over three long tabs paid a dozen times per tab (bench/README.md, coverage); an entry's
 * own line costs ~4–15. The heading path follows the number: it tells the model what the passage is
 * about without counting as the passage's words.
 */
export function formatSourceHeader(source: Pick<SourceInfo, 'title' | 'site'>): string {
  return `<source title="${neutraliseAttribute(source.title)}" site="${neutraliseAttribute(source.site)}">`;
}

export const SOURCE_FOOTER = '</source>';

/**
 * One passage inside its tab's block: "[n] § Section › Sub (2:14)", then its text. `above`: the heading path of
 * the entry before it in the same block, whose headings this one names by their first words only.
 */
export function formatSourceEntry(id: number, passage: Pick<Passage, 'chunk'>, above: readonly string[] = []): string {
  return `${entryLine(id, passage, above)}\n${entryText(passage.chunk.text)}`;
}

/**
 * The entry's first line: its number, heading path and, for a transcript, its moment. A heading is written whole
 * where the block first names it: a shop's product line ("… Graphics Card (PCIe 4.0, 16GB GDDR6X, …)", "HOKA
 * Clifton 10 Road-Running Shoes - Men's") holds the facts of the passages under it. The entries after it under the
 * same heading name it by its first words: the model has read it, and a forum's sentence-long post titles on
 * every entry cost more than the openings they carry (bench/README.md, coverage).
 */
export function entryLine(id: number, passage: Pick<Passage, 'chunk'>, above: readonly string[] = []): string {
  const { chunk } = passage;
  let line = `[${id}]`;
  const named = (level: number) => chunk.headings.slice(0, level + 1).every((h, i) => above[i] === h);
  if (chunk.headings.length > 0) line += ` § ${neutraliseAttribute(chunk.headings.map((h, level) => (named(level) ? shortHeading(h) : h)).join(' › '))}`;
  // A transcript passage says its moment, so an answer can point the user to "2:14" as the panel does.
  if (chunk.time) line += ` (${formatMoment(chunk.time[0])})`;
  return line;
}

/** A heading the block has named already, by its first words. */
function shortHeading(heading: string): string {
  const words = heading.trim().split(/\s+/u);
  return words.length > HEADING_WORDS ? `${words.slice(0, HEADING_WORDS).join(' ')} …` : heading;
}

const HEADING_WORDS = 6;

/**
 * Page text as an entry holds it: neutralised (it cannot close its block), and a line of it that
 * opens like an entry ("[12] …", a references list) does not pass for another passage's number.
 */
export function entryText(text: string): string {
  return neutraliseUntrusted(text).trim().replace(FAKE_ENTRY, '$1($2)');
}

const FAKE_ENTRY = /(^|\n)[ \t]*\[(\d+)\]/gu;

/** A whole block: the tab's header, its entries, the footer. */
export function formatSourceBlock(source: Pick<SourceInfo, 'title' | 'site'>, entries: readonly string[]): string {
  return `${formatSourceHeader(source)}\n${entries.join('\n')}\n${SOURCE_FOOTER}`;
}
