import type { ContentCandidate } from './content-candidate';
import { normText } from './prepend-missing';
import { COMMENTS } from './remove-boilerplate';
import { startSection } from './section-start';
import { linkShare } from './text-stats';

/**
 * A section beside the region is the page's when it is titled (holds a heading) and is mostly not
 * links: a shop's buying guide or FAQ under its item grid. A strip of linked teasers or a row of
 * category links is not.
 */
const SECTION_MAX_LINK_SHARE = 0.3;

/**
 * The elements that follow `region` inside the page's `main` landmark, outermost first in reading
 * order: at each step from `region` up to the landmark, the later siblings. The region search
 * (fallback-content.ts) descends into the child that holds most of the text; on a collection page that
 * is the item grid with its filters, and the landmark's other children, after it, are the shop's own
 * text about the category (a buying guide, "Frequently asked questions about kayaks").
 */
export function elementsAfter(region: Element, landmark: Element): Element[] {
  const after: Element[][] = [];
  for (let el: Element = region; el !== landmark && el.parentElement; el = el.parentElement) {
    const later: Element[] = [];
    for (let sib = el.nextElementSibling; sib; sib = sib.nextElementSibling) later.push(sib);
    after.push(later);
  }
  return after.flat();
}

/**
 * `reading` with the titled, mostly non-link sections after `region` in its `main` landmark
 * (`read` turns an element into a candidate) whose blocks it does not already hold, after its own,
 * each a section of its own: not under the headings before it (section-start.ts).
 * Nothing when the region has no landmark around it: outside one, what follows is as often a
 * footer's worth of links and promotions.
 */
export function withSectionsAfter(
  reading: ContentCandidate,
  region: Element,
  read: (el: Element) => ContentCandidate,
): ContentCandidate {
  const landmark = region.parentElement?.closest('main, [role="main"]');
  if (!landmark) return reading;
  let out = reading;
  for (const el of elementsAfter(region, landmark)) {
    // A comment form or thread after a post is the readers', not the page's (scrapinghub stories' "Leave a Reply").
    if (el.matches(COMMENTS) || el.querySelector(COMMENTS)) continue;
    const part = read(el);
    if (!part.blocks.some((b) => b.kind === 'heading') || linkShare(part) > SECTION_MAX_LINK_SHARE) continue;
    const hay = normText(out.blocks.map((b) => b.text).join('\n'));
    const added = part.blocks.filter((b) => !hay.includes(normText(b.text)));
    if (!added.length) continue;
    const share = part.text ? added.reduce((n, b) => n + b.text.length, 0) / part.text : 0;
    out = { blocks: [...out.blocks, ...startSection(added)], text: out.text + part.text * share, link: out.link + part.link * share };
  }
  return out;
}
