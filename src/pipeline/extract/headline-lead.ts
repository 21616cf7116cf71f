import type { Block } from './article';
import { normText } from './prepend-missing';
import { visibleLength } from './text-stats';

/** A reading's first block this long anchors it in the page (shorter lines recur: "Reply", a date). */
const ANCHOR_CHARS = 60;
/** A paragraph this short is a label or a byline, not a lead's sentence. */
const MIN_PARAGRAPH_CHARS = 40;
/** A paragraph with more of its text in links is a menu or a teaser. */
const MAX_LINK_SHARE = 0.5;
/**
 * Between the headline and the reading there is a lead, not a part of the page the reading chose to
 * leave out: more than this many characters of paragraphs there and the reading began elsewhere (a
 * thread's replies after its post, a story after a gallery), so nothing is taken.
 */
const MAX_LEAD_CHARS = 1500;

/** Where a reading's first block may sit; only paragraphs are taken as the lead. */
const BLOCKS = 'p, li, dd, pre, blockquote, td, h2, h3, h4, h5, h6';

function linkChars(el: Element): number {
  let n = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) n += visibleLength(a.textContent ?? '');
  return n;
}

const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & 4) /* DOCUMENT_POSITION_FOLLOWING */ !== 0;

/**
 * The introduction a reading passed over: the paragraphs between the page's headline (its first `<h1>`
 * that is not a link) and the first long block of `reading`, when that block is found after the
 * headline. Documentation and product pages set the headline and the opening paragraphs in a header
 * container beside the body (MDN's `<div class="layout__header"><h1>…<section><p>The Fetch API
 * provides…`), and Readability drops a container named "header" as unlikely content before it scores
 * anything; the hero (find-hero.ts) is the headline alone when its container is longer than a hero.
 * Paragraphs only (`<p>`, ≥ 40 characters, at most half links), never more than 1,500 characters in all.
 * `root` should already have its boilerplate removed (navigation, asides, hidden parts).
 */
export function findHeadlineLead(root: Element, reading: Block[]): Element[] {
  const h1 = Array.from(root.querySelectorAll('h1')).find((h) => !h.closest('a') && visibleLength(h.textContent ?? '') > linkChars(h));
  const first = reading.find((b) => b.text.length >= ANCHOR_CHARS);
  if (!h1 || !first) return [];
  const firstText = normText(first.text);
  const held = normText(reading.map((b) => b.text).join('\n'));
  const lead: Element[] = [];
  let chars = 0;
  for (const el of Array.from(root.querySelectorAll(BLOCKS))) {
    if (!follows(h1, el)) continue;
    const text = normText(el.textContent ?? '');
    if (!text) continue;
    // The reading's first block: what comes before it is the lead (and what the reading holds, it has).
    if (text.includes(firstText) || (firstText.includes(text) && (text.length >= ANCHOR_CHARS || text === firstText))) return lead;
    if (el.querySelector(BLOCKS)) continue;
    const length = visibleLength(text);
    // Prose counts (code samples and tables beside an introduction do not make it longer).
    if (el.tagName === 'P' || el.tagName === 'LI') chars += length;
    if (chars > MAX_LEAD_CHARS) return [];
    if (el.tagName !== 'P' || length < MIN_PARAGRAPH_CHARS || linkChars(el) > MAX_LINK_SHARE * length || held.includes(text)) continue;
    lead.push(el);
  }
  // The reading's first block is not a paragraph after the headline: no span to speak of.
  return [];
}
