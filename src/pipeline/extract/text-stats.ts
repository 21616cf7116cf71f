export interface TextStats {
  /** Characters of non-whitespace text under the element. */
  text: number;
  /** Of those, characters inside links. */
  link: number;
}

/** Share of the text inside links (0 when there is no text). */
export const linkShare = (s: TextStats): number => (s.text ? s.link / s.text : 0);

const IGNORED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** Characters that are not whitespace (NBSP counts as whitespace). */
export function visibleLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c !== 160) n++;
  }
  return n;
}

/** Text and link-text lengths of every element under `root` (inclusive), in one pass. */
export function textStats(root: Element): Map<Element, TextStats> {
  const stats = new Map<Element, TextStats>();
  const visit = (el: Element, inLink: boolean): TextStats => {
    const own: TextStats = { text: 0, link: 0 };
    const link = inLink || el.tagName === 'A';
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const n = visibleLength((child as Text).data);
        own.text += n;
        if (link) own.link += n;
      } else if (child.nodeType === 1 && !IGNORED.has((child as Element).tagName)) {
        const sub = visit(child as Element, link);
        own.text += sub.text;
        own.link += sub.link;
      }
    }
    stats.set(el, own);
    return own;
  };
  visit(root, false);
  return stats;
}
