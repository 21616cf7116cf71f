/**
 * Whether a live page element is hidden from a sighted reader, so its text must not be
 * extracted (hidden prompt-injection text, issue 5). Runs in the content script on the live DOM,
 * where computed styles and layout exist; `pruneHidden` applies it to the clone.
 *
 * Layout-based checks (off-screen, zero size) only apply when the document has layout at all:
 * jsdom and a not-yet-rendered page report all-zero rects, and treating those as hidden would
 * empty every page.
 */
export function isHiddenElement(el: Element, view: Window): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = view.getComputedStyle(el);
  if (style.display === 'none') return true;
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return true;
  if (style.contentVisibility === 'hidden') return true;
  if (parseFloat(style.opacity) === 0) return true;
  if (isClippedAway(style)) return true;
  if (parseFloat(style.textIndent) <= -500 && hasOwnText(el)) return true;
  if (isZeroSizedBox(style)) return true;
  if (hasOwnText(el) && (isTransparent(style.color) || parseFloat(style.fontSize) === 0 || sameColourAsBackground(el, style, view))) {
    return true;
  }
  if (style.display !== 'contents' && hasLayout(el)) {
    const rect = el.getBoundingClientRect();
    const box = el.ownerDocument.documentElement;
    // Entirely left of or above the page, or right of its scrollable width: nobody can scroll there.
    // A 0×0 rect at the origin means "not rendered here" (closed <details>, which find-in-page
    // reveals), not off-screen: measured in Debian's Chromium, a closed-details child is 0×0 at 0,0.
    const rendered = rect.width > 0 || rect.height > 0;
    if (rendered && (rect.right + view.scrollX <= 0 || rect.bottom + view.scrollY <= 0)) return true;
    if (rect.left + view.scrollX >= Math.max(box.scrollWidth, view.innerWidth) + 100) return true;
    const collapsed = rect.width <= 1 && rect.height <= 1;
    if (collapsed && (style.overflow === 'hidden' || style.overflow === 'clip')) return true;
  }
  return false;
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
function sameColourAsBackground(el: Element, style: CSSStyleDeclaration, view: Window): boolean {
  const text = parseColour(style.color);
  if (!text || text.a < 0.1) return text !== null;
  let node: Element | null = el;
  let bg: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  while (node) {
    const s = node === el ? style : view.getComputedStyle(node);
    if (s.backgroundImage && s.backgroundImage !== 'none') return false;
    const c = parseColour(s.backgroundColor);
    if (c && c.a > 0.5) {
      bg = c;
      break;
    }
    node = node.parentElement;
  }
  const distance = Math.abs(text.r - bg.r) + Math.abs(text.g - bg.g) + Math.abs(text.b - bg.b);
  return distance < 24;
}
