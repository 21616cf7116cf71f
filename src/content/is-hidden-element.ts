import { ariaHides } from '../pipeline/extract/is-marked-hidden';
import { isOneClickAway, revealingControls } from '../pipeline/extract/one-click-away';
import { expanderFor } from '../pipeline/extract/undeclared-expander';
import { tabItemFor } from '../pipeline/extract/undeclared-tab';

/**
 * Whether a live page element is hidden from a sighted reader, so its text must not be
 * extracted (hidden prompt-injection text). Runs in the content script on the live DOM,
 * where computed styles and layout exist; `pruneHidden` applies it to the clone.
 *
 * Layout-based checks (off-screen, zero size) only apply when the document has layout at all:
 * jsdom and a not-yet-rendered page report all-zero rects, and treating those as hidden would
 * empty every page.
 */
export function isHiddenElement(el: Element, view: Window): boolean {
  return hiddenElementChecker(view)(el);
}

/**
 * `isHiddenElement` for one pass over a page: caches each element's effective background and
 * whether the document has layout, which a per-element call recomputes up the ancestor chain.
 * Use a fresh checker per pass (`pruneHidden(document, clone, hiddenElementChecker(window))`).
 */
export function hiddenElementChecker(view: Window): (el: Element) => boolean {
  const backgrounds = new Map<Element, Rgba | null>();
  let layout: boolean | undefined;
  let controls: Map<string, Element> | undefined;
  const ctx: Context = {
    // Built once per pass, on the first element hidden by display or marks: most pages have none.
    // A failure here must leave the element hidden: pruneHidden keeps an element whose check throws.
    oneClickAway: (el) => {
      try {
        if (isOneClickAway(el, (controls ??= revealingControls(el.ownerDocument, (c) => shows(c, ctx))))) return true;
        if (tabItemFor(el, (pane) => !closed(pane, view), (c) => shows(c, ctx)) !== null) return true;
        return expanderFor(el, (e) => closed(e, view), (c) => shows(c, ctx)) !== null;
      } catch {
        return false;
      }
    },
    inOneClickAway: (el) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (closed(up, view)) return ctx.oneClickAway(up);
      }
      return false;
    },
    view,
    background: (node) => {
      if (!backgrounds.has(node)) backgrounds.set(node, effectiveBackground(node, ctx));
      return backgrounds.get(node)!;
    },
    hasLayout: (el) => (layout ??= hasLayout(el)),
  };
  return (el) => check(el, ctx);
}

interface Context {
  view: Window;
  /**
   * A tab panel or accordion body a visible control on the page names (one-click-away.ts), a closed
   * pane of a tab widget that declares nothing (undeclared-tab.ts), or the collapsed prose beside a
   * "Read more" control that names nothing (undeclared-expander.ts).
   */
  oneClickAway: (el: Element) => boolean;
  /** Whether the nearest hidden element around `el` is one click away. */
  inOneClickAway: (el: Element) => boolean;
  /** The colour behind `node`'s text; null when a background image makes it unknown. */
  background: (node: Element) => Rgba | null;
  hasLayout: (el: Element) => boolean;
}

/**
 * Hidden by its own marks or display (a closed panel), as opposed to by styles that hide text. A card's
 * repeated link marked `aria-hidden` and out of the tab order is seen (is-marked-hidden.ts's `ariaHides`):
 * only its styles, checked below, can hide it.
 */
function closed(el: Element, view: Window): boolean {
  return el.hasAttribute('hidden') || ariaHides(el) || view.getComputedStyle(el).display === 'none';
}

function check(el: Element, ctx: Context): boolean {
  const { view } = ctx;
  const style = view.getComputedStyle(el);
  // A closed tab or accordion whose control the reader sees is one click away: kept, as a closed
  // <details> is (below). What it holds is still checked element by element.
  const marked = el.hasAttribute('hidden') || ariaHides(el) || style.display === 'none';
  if (marked && !ctx.oneClickAway(el)) return true;
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return true;
  if (style.contentVisibility === 'hidden') return true;
  if (parseFloat(style.opacity) === 0) return true;
  if (isClippedAway(style)) return true;
  if (parseFloat(style.textIndent) <= -500 && hasOwnText(el)) return true;
  if (isZeroSizedBox(style)) return true;
  if (hasOwnText(el) && (isTransparent(style.color) || parseFloat(style.fontSize) === 0 || sameColourAsBackground(el, style, ctx))) {
    return true;
  }
  // Only positioned, transformed, negatively-margined or overflow-clipping boxes can leave the
  // page or collapse; skipping getBoundingClientRect for the rest halves the pass on real pages.
  const clipping = style.overflow === 'hidden' || style.overflow === 'clip';
  const displaced =
    style.position !== 'static' || style.transform !== 'none' || parseFloat(style.marginLeft) < 0 || parseFloat(style.marginTop) < 0;
  if ((displaced || clipping) && style.display !== 'contents' && ctx.hasLayout(el)) {
    const rect = el.getBoundingClientRect();
    const box = el.ownerDocument.documentElement;
    // Entirely left of or above the page, or right of its scrollable width: nobody can scroll there.
    // A 0×0 rect at the origin means "not rendered here" (closed <details>, which find-in-page
    // reveals), not off-screen: measured in Debian's Chromium, a closed-details child is 0×0 at 0,0.
    const rendered = rect.width > 0 || rect.height > 0;
    if (rendered && (rect.right + view.scrollX <= 0 || rect.bottom + view.scrollY <= 0)) return true;
    if (rect.left + view.scrollX >= Math.max(box.scrollWidth, view.innerWidth) + 100) return true;
    // Inside a closed panel kept above (one click away) nothing is laid out: 0×0 there is not a
    // screen-reader-only box. Anywhere else it is hidden (a <video> in a hidden <div> clips to 0×0).
    if (clipping && rect.width <= 1 && rect.height <= 1 && (rendered || !ctx.inOneClickAway(el))) return true;
  }
  return false;
}

/** A control the reader can see and press: laid out (where the document has layout), not invisible. */
function shows(control: Element, ctx: Context): boolean {
  if (ctx.hasLayout(control) && control.getClientRects().length === 0) return false;
  for (let e: Element | null = control; e; e = e.parentElement) {
    if (closed(e, ctx.view)) return false;
  }
  const style = ctx.view.getComputedStyle(control);
  return style.visibility === 'visible' && parseFloat(style.opacity) > 0;
}

function hasLayout(el: Element): boolean {
  const root = el.ownerDocument.documentElement.getBoundingClientRect();
  return root.width > 0 || root.height > 0;
}

/** Text directly inside the element (not only in its children). */
function hasOwnText(el: Element): boolean {
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 && /\S/.test((child as Text).data)) return true;
  }
  return false;
}

/** The screen-reader-only patterns: clip: rect(0 0 0 0) / clip-path: inset(50%) on a tiny box. */
function isClippedAway(style: CSSStyleDeclaration): boolean {
  const clip = style.clip.replace(/\s+/g, '');
  if (/^rect\((0(px)?,?){3}0(px)?\)$/.test(clip) || /^rect\((1px,?){3}1px\)$/.test(clip)) {
    return style.position === 'absolute' || style.position === 'fixed';
  }
  const path = style.clipPath.replace(/\s+/g, '');
  return /^inset\((50%|100%)/.test(path) || /^circle\(0/.test(path);
}

/** An explicit 0×0 (or 1×1) box that hides its overflow: detectable without layout. */
function isZeroSizedBox(style: CSSStyleDeclaration): boolean {
  const tiny = (v: string) => /^(0|1)(px)?$/.test(v.trim()) || v.trim() === '0%';
  const clipped = style.overflow === 'hidden' || style.overflow === 'clip';
  return clipped && (tiny(style.width) || tiny(style.maxWidth)) && (tiny(style.height) || tiny(style.maxHeight));
}

const CANVAS: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The nearest opaque background colour at or above `node` (canvas white at the top). */
function effectiveBackground(node: Element, ctx: Context): Rgba | null {
  const s = ctx.view.getComputedStyle(node);
  if (s.backgroundImage && s.backgroundImage !== 'none') return null;
  const c = parseColour(s.backgroundColor);
  if (c && c.a > 0.5) return c;
  return node.parentElement ? ctx.background(node.parentElement) : CANVAS;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function parseColour(value: string): Rgba | null {
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha };
}

function isTransparent(colour: string): boolean {
  const c = parseColour(colour);
  return c !== null && c.a === 0;
}

/**
 * Text the colour of the background behind it (white on white). The background is the nearest
 * ancestor's opaque background colour, or the canvas white; a background image makes it unknown.
 */
function sameColourAsBackground(el: Element, style: CSSStyleDeclaration, ctx: Context): boolean {
  const text = parseColour(style.color);
  if (!text || text.a < 0.1) return text !== null;
  const bg = ctx.background(el);
  if (!bg) return false;
  const distance = Math.abs(text.r - bg.r) + Math.abs(text.g - bg.g) + Math.abs(text.b - bg.b);
  return distance < 24;
}
