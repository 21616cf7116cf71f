import { namesChrome } from './chrome-name';
import { isMarkedHidden, unhide } from './is-marked-hidden';

/** Never content: code, media, and landmarks that hold site chrome rather than the page's text. */
const ALWAYS = [
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas',
  'button', 'select', 'textarea', 'input', 'dialog', 'nav', 'aside',
  '[role="navigation"]', '[role="banner"]', '[role="contentinfo"]', '[role="complementary"]',
  '[role="search"]', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '[role="menubar"]',
].join(',');

/** Comment sections of articles (WordPress, Disqus and common theme names). */
export const COMMENTS = [
  '#comments', '.comments', '#disqus_thread', '.comment-list', '.commentlist', '#respond',
  '.comments-area', '.comment-respond', '[id^="comments-"]', '[class*="comments-section"]',
].join(',');

/** Share of the page's text above which a hidden element is taken to be revealed by script. */
const REVEALED_SHARE = 0.3;
/**
 * Share of the page's text above which all hidden elements together are the page: a shell whose
 * script reveals content split over many hidden blocks (React's streamed `<div hidden id="S:…">`
 * segments, lazy "defer" blocks). On a live tab `pruneHidden` has already removed what is hidden.
 */
const REVEALED_TOTAL_SHARE = 0.5;
/** Then each hidden element is kept unless it is this small a share (a tooltip, a hidden note). */
const REVEALED_PART_SHARE = 0.005;

/** Characters of text in the outermost hidden elements under `root`. */
function hiddenChars(root: Element): number {
  let chars = 0;
  for (const el of Array.from(root.querySelectorAll('[hidden], [aria-hidden="true"], [style]'))) {
    if (!isMarkedHidden(el)) continue;
    let outer = true;
    for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
      if (isMarkedHidden(up)) {
        outer = false;
        break;
      }
    }
    if (outer) chars += (el.textContent ?? '').length;
  }
  return chars;
}

/**
 * A short `<header>` around an `<h1>` that is not a logo link heads a section of the content, not the
 * site: hero headers (`<header class="Copy__header"><h1>…`) outside any `<main>` landmark. A site's
 * header with its menus is longer.
 */
const HEADLINE_HEADER_MAX_CHARS = 300;
const holdsHeadline = (el: Element) =>
  (el.textContent ?? '').trim().length <= HEADLINE_HEADER_MAX_CHARS &&
  Array.from(el.querySelectorAll('h1')).some((h) => !h.closest('a') && !h.querySelector('a') && (h.textContent ?? '').trim() !== '');

/**
 * Removes boilerplate from a disposable subtree in place: landmarks for navigation, banners and
 * footers, forms that are only controls, cookie banners and anything hidden by attributes.
 * `header`/`footer` inside an article or main region are kept (they carry title and byline).
 */
export function removeBoilerplate(root: Element, options: { comments?: boolean; cardGrids?: boolean } = {}): void {
  for (const el of Array.from(root.querySelectorAll(ALWAYS))) el.remove();
  // A hidden element that holds much of the page's text is one the page's script reveals
  // (lazy "defer" blocks, hydration, app lock screens): on a static copy it is the content.
  const pageChars = (root.textContent ?? '').length;
  const revealedChars = (hiddenChars(root) >= REVEALED_TOTAL_SHARE * pageChars ? REVEALED_PART_SHARE : REVEALED_SHARE) * pageChars;
  // On an article, reader comments are not the page's text; on a forum they are the page.
  if (options.comments) for (const el of Array.from(root.querySelectorAll(COMMENTS))) el.remove();
  // Grid cards kept whole: their parts are named after them ("cmp-promo__content__desc").
  const cards: Element[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!root.contains(el)) continue; // already gone with an ancestor
    if (isMarkedHidden(el)) {
      if ((el.textContent ?? '').length < revealedChars) {
        el.remove();
        continue;
      }
      unhide(el); // revealed: later steps (region, blocks) read it like any visible element
    }
    const tag = el.tagName.toLowerCase();
    if ((tag === 'footer' || (tag === 'header' && !holdsHeadline(el))) && !el.closest('article, main, [role="main"]')) {
      el.remove();
      continue;
    }
    // ASP.NET-style pages wrap the whole body in one <form>; only drop small, control-only forms.
    if (tag === 'form' && (el.textContent ?? '').length < 300) {
      el.remove();
      continue;
    }
    if (namesChrome(el.id, el.getAttribute('class') ?? '') && !el.querySelector('main, article, h1')) {
      if (cards.some((card) => card.contains(el))) continue;
      if (options.cardGrids && inCardGrid(root, el)) cards.push(el);
      else if ((el.textContent ?? '').length < 2000) el.remove();
    }
  }
}

/** Cards of one grid: at least this many elements of one class, each a titled description. */
const GRID_CARDS = 3;
/** Text of a card beyond its title: a sentence that says what the item is. */
const CARD_TEXT_CHARS = 80;

/**
 * Whether a chrome-named element is one card of a grid of titled descriptions: a service page's list of
 * its services as CMS "promo" cards (Deloitte's "AI & Engineering — Leverage engineering-led design …"
 * in `.promo.cmp-promo__services`) is the page's text; an ad or a promotion comes alone.
 */
function inCardGrid(root: Element, el: Element): boolean {
  const className = el.getAttribute('class');
  if (!className || !isTitledDescription(el)) return false;
  let cards = 0;
  for (const other of Array.from(root.getElementsByClassName(className.trim().split(/\s+/)[0]!))) {
    if (other.getAttribute('class') === className && isTitledDescription(other)) cards += 1;
    if (cards >= GRID_CARDS) return true;
  }
  return false;
}

function isTitledDescription(el: Element): boolean {
  const title = el.querySelector('h2, h3, h4, h5, h6');
  if (!title) return false;
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim().length - (title.textContent ?? '').replace(/\s+/g, ' ').trim().length >= CARD_TEXT_CHARS;
}
