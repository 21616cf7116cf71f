import type { Block } from './article';
import { collapseWhitespace } from './collapse-whitespace';
import { isMarkedHidden } from './is-marked-hidden';

type Kind = Block['kind'];

/** Elements whose text is never readable content. */
const SKIPPED = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS',
  'VIDEO', 'AUDIO', 'BUTTON', 'SELECT', 'OPTION', 'TEXTAREA', 'INPUT', 'HEAD', 'TITLE', 'META', 'LINK',
]);

/** Elements that start a block of their own kind. */
const OWN_KIND: Record<string, Kind> = {
  P: 'paragraph', LI: 'list-item', DT: 'list-item', DD: 'list-item', BLOCKQUOTE: 'quote', PRE: 'code',
  FIGCAPTION: 'paragraph', CAPTION: 'paragraph', SUMMARY: 'paragraph', ADDRESS: 'paragraph',
};

/** Block-level elements that only separate their content from its neighbours. */
const CONTAINERS = new Set([
  'HTML', 'BODY', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'ASIDE', 'NAV', 'UL', 'OL',
  'DL', 'MENU', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'FIGURE', 'FORM', 'FIELDSET', 'LEGEND', 'DETAILS',
  'HR', 'CENTER', 'HGROUP', 'DIALOG', 'TD', 'TH', 'TR', 'LABEL',
]);

/**
 * Between a table row's cells: a tab, as the browser's own `innerText` writes it. A row reads
 * "Price<TAB>$359.95" — whitespace, so "Price $359.95" as the page shows it matches it (a " | " did
 * not, and a passage's locator never found such a row on the live page, where no "|" is written).
 */
export const CELL_SEPARATOR = '\t';

/**
 * A paragraph that is a section label in capitals ("NISSAN SENTRA"): news sites set their subheads so
 * instead of in <h2>. Read as a heading (the deepest level, so a real heading still closes it), a card
 * never runs from one section into the next and the label names the section (review R17).
 */
const CAPS_LABEL = /^(?=(?:.*\p{Lu}){4})[\p{Lu}\p{N}][\p{Lu}\p{N}&'’\- ]{2,38}[\p{Lu}\p{N}]$/u;
const isCapsLabel = (text: string) => CAPS_LABEL.test(text) && text.split(' ').length <= 6 && !/^[\p{N}\s\-]+$/u.test(text);

/** Block elements that may appear inside a table cell of a layout table. */
const CELL_BLOCKS = 'p,div,h1,h2,h3,h4,h5,h6,ul,ol,table,blockquote,pre,section,article';

/**
 * Two inline elements written back to back ("<span>HOKA</span><span>Clifton 10</span>",
 * "<span>was</span><s>$1,077.00</s>") are laid out apart on the page (a brand above its product
 * name, a margin before the old price), yet their text would read "HOKAClifton 10", "was$1,077.00".
 * A space goes between them when the first ends a word and the second starts a capitalised word or
 * an amount; a word split over elements continues in lower case ("<b>T</b>he", "<mark>Ex</mark>ample").
 * Two links back to back are always apart, and so is a label's colon from the element after it.
 */
const SEPARATOR = /^\s*[•·|›»‹«/–—▸⋅∙]\s*$/u;
const WORD_END = /[\p{L}\p{N}:)]$/u;
const NEW_WORD = /^\s*[\p{Lu}\p{Sc}]/u;

function startsApart(el: Element, buffer: string[]): boolean {
  const before = el.previousSibling;
  const last = buffer[buffer.length - 1];
  if (!before || last === undefined || /\s$/u.test(last) || !/^\S/u.test(el.textContent ?? '')) return false;
  // A label's colon right before its value's element ("Published By:<span>Valve</span>",
  // "<span>eBay item number:</span><span>335330783890</span>"), whatever the value starts with.
  if (/:$/u.test(last)) return before.nodeType === 3 /* TEXT_NODE */ || before.nodeType === 1 /* ELEMENT_NODE */;
  if (before.nodeType !== 1 /* ELEMENT_NODE */) return false;
  // Two links back to back are two items (a store's tags "Team-Based" "eSports"), never one word.
  if (el.tagName.toUpperCase() === 'A' && (before as Element).tagName.toUpperCase() === 'A') return true;
  if (sameKindItems(before as Element, el, last)) return true;
  // A separator in an element of its own ("<a>Productivity</a><span>•</span><a>Developer Tools</a>") is
  // set apart from the items it separates, as the page's margins lay it out.
  if (SEPARATOR.test(el.textContent ?? '') || SEPARATOR.test((before as Element).textContent ?? '')) return true;
  return WORD_END.test(last) && NEW_WORD.test(el.textContent ?? '');
}

/**
 * Two elements of one kind back to back (same tag, same class), not single characters, that meet at a
 * figure: the items of a metadata row ("<span class="item">2026</span><span class="item">1h 54m</span>",
 * IMDb; "1d ago" "3 min read"), which the page lays out apart. A counter that sets each digit apart has one character an element, so
 * it stays one number; letters are never split so, for editors cut a word into runs of one class where
 * its style changes (Google Sites' "<span class="C9DxTc">Le</span><span class="C9DxTc">arn More</span>").
 */
function sameKindItems(before: Element, el: Element, last: string): boolean {
  if (before.tagName !== el.tagName || (before.getAttribute('class') ?? '') !== (el.getAttribute('class') ?? '')) return false;
  const prev = (before.textContent ?? '').trim();
  const next = (el.textContent ?? '').trim();
  if (prev.length < 2 || next.length < 2 || !/[\p{L}\p{N}]$/u.test(last) || !/^[\p{L}\p{N}]/u.test(next)) return false;
  return /\p{N}$/u.test(last) || /^\p{N}/u.test(next);
}

/**
 * An `<h1>`–`<h6>`, or an element that says it is one (`role="heading"`, `aria-level` or 2): shops
 * mark their item titles up as `<span role="heading" aria-level="2">` inside the item's link.
 */
function headingLevel(el: Element, tag: string): number | undefined {
  const h = /^H([1-6])$/.exec(tag);
  if (h) return Number(h[1]);
  if (el.getAttribute('role') !== 'heading') return undefined;
  const level = Number(el.getAttribute('aria-level'));
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2;
}

/** Block elements that make a link a card laid out on the page rather than a word in a line. */
const CARD_BLOCKS = 'p,div,li,ul,ol,dl,table,section,article,blockquote,h1,h2,h3,h4,h5,h6';

/** A fragment that names a place: not a bare `#` nor a script router's `#!`/`#/`. */
const PLACE_FRAGMENT = /^#[^\s!/]/u;

/** Blocks with text of their own inside `el` (none of their block descendants holds text). */
function textBlocks(el: Element): number {
  const hasText = (b: Element) => (b.textContent ?? '').trim() !== '';
  return Array.from(el.querySelectorAll(CARD_BLOCKS)).filter(
    (b) => hasText(b) && !Array.from(b.querySelectorAll(CARD_BLOCKS)).some(hasText),
  ).length;
}

/**
 * A link to a named place on this same page (`href="#reviews"`) laid out as a card of several blocks (a
 * label and its value): Steam's review summary rows ("Recent Reviews:", then "Very Positive (3,065) - 89%
 * of the 3,065 user reviews … are positive.") link to the reviews below them. Following it never leaves
 * the page, so what it says is the page's text, not a way out, and the junk pass must not take it for a
 * teaser. A table of contents, "Back to top", a tab's label, a skip link or a "See all features" button
 * links to this page too, but as one line (in a block of its own or not): those stay link text. A bare
 * `href="#"` is a script's control ("Add to Cart"), not a place: it stays link text too.
 */
function staysOnPage(el: Element): boolean {
  return PLACE_FRAGMENT.test(el.getAttribute('href') ?? '') && textBlocks(el) >= 2;
}

/**
 * Turns a (sanitised) DOM subtree into plain-text blocks in document order. Inline markup is
 * flattened, block elements split text, and kinds follow their nearest block ancestor
 * (a paragraph inside a quote is a quote; inside a list item, a list item). When `linkShares`
 * is given, it receives each block's share of characters inside links, in block order.
 */
export function htmlToBlocks(root: Node, linkShares?: number[]): Block[] {
  const blocks: Block[] = [];
  let buffer: string[] = [];
  let linkChars = 0; // non-space characters of the buffer that sit inside links
  let inLink = 0;
  // A date that links to its post (forum permalinks, "Mar 6, 2024") states a fact, not a way out:
  // its text does not count as link text, so the junk pass keeps it.
  let inTime = 0;

  const push = (block: Block, links: number) => {
    blocks.push(block);
    linkShares?.push(Math.min(1, links / Math.max(1, block.text.replace(/\s/g, '').length)));
  };

  const flush = (kind: Kind, level?: number) => {
    const text = collapseWhitespace(buffer.join(''));
    buffer = [];
    const links = linkChars;
    linkChars = 0;
    if (!text) return;
    if (kind === 'paragraph' && isCapsLabel(text)) return push({ kind: 'heading', level: 6, text }, links);
    push(level === undefined ? { kind, text } : { kind, level, text }, links);
  };

  const pushText = (data: string) => {
    buffer.push(data);
    if (inLink && !inTime) linkChars += data.replace(/\s/g, '').length;
  };

  const walk = (node: Node, kind: Kind, level?: number): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3 /* TEXT_NODE */) {
        pushText((child as Text).data);
        continue;
      }
      if (child.nodeType !== 1 /* ELEMENT_NODE */) continue;
      const el = child as Element;
      const tag = el.tagName.toUpperCase();
      if (SKIPPED.has(tag) || isMarkedHidden(el)) continue;
      if (tag === 'BR') {
        buffer.push('\n');
        continue;
      }
      if (tag === 'TR' && !el.querySelector(CELL_BLOCKS)) {
        flush(kind, level);
        row(el);
        continue;
      }
      const heading = headingLevel(el, tag);
      if (heading) {
        flush(kind, level);
        walk(el, 'heading', heading);
        flush('heading', heading);
        continue;
      }
      const own = OWN_KIND[tag];
      if (own || CONTAINERS.has(tag)) {
        // Inside code, quotes and list items, nested blocks keep the outer kind.
        const inner = own && !['code', 'quote', 'list-item', 'heading'].includes(kind) ? own : kind;
        const innerLevel = inner === 'heading' ? level : undefined;
        flush(kind, level);
        walk(el, inner, innerLevel);
        flush(inner, innerLevel);
        continue;
      }
      // Inline element: its text joins the current block.
      if (startsApart(el, buffer)) buffer.push(' ');
      const link = tag === 'A' && !staysOnPage(el);
      if (link) inLink++;
      if (tag === 'TIME') inTime++;
      walk(el, kind, level);
      if (link) inLink--;
      if (tag === 'TIME') inTime--;
    }
  };

  const row = (tr: Element) => {
    const cells: string[] = [];
    let links = 0;
    for (const cell of Array.from(tr.children)) {
      if (isMarkedHidden(cell)) continue;
      walkInline(cell);
      const text = collapseWhitespace(buffer.join(''));
      buffer = [];
      links += linkChars;
      linkChars = 0;
      if (text) cells.push(text);
    }
    if (cells.length) push({ kind: 'table-row', text: cells.join(CELL_SEPARATOR) }, links);
  };

  // Text of a table cell: everything inline, line breaks as spaces.
  const walkInline = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) pushText((child as Text).data);
      else if (child.nodeType === 1) {
        const el = child as Element;
        const tag = el.tagName.toUpperCase();
        if (SKIPPED.has(tag) || isMarkedHidden(el)) continue;
        const separates = tag === 'BR' || CONTAINERS.has(tag) || tag in OWN_KIND || /^H[1-6]$/.test(tag);
        if (separates || startsApart(el, buffer)) buffer.push(' ');
        const link = tag === 'A' && !staysOnPage(el);
        if (link) inLink++;
        if (tag === 'TIME') inTime++;
        walkInline(el);
        if (link) inLink--;
        if (tag === 'TIME') inTime--;
        if (separates) buffer.push(' ');
      }
    }
  };

  walk(root, 'paragraph');
  flush('paragraph');
  return blocks;
}
