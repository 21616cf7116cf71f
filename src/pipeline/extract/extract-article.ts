import type { WindowLike } from 'dompurify';
import type { Article, Block } from './article';
import { collapseWhitespace } from './collapse-whitespace';
import { contentCandidate, contentCandidates, NO_CANDIDATE, type ContentCandidate } from './content-candidate';
import { dropRepeatedBlocks } from './drop-repeated-blocks';
import { dropReviewSections } from './drop-review-sections';
import { findMainContent } from './fallback-content';
import { findHero } from './find-hero';
import { findHeadlineLead } from './headline-lead';
import { findItemGrid } from './find-item-grid';
import { findOpeningPost } from './opening-post';
import { declaredTypes, declaresArticle, isProductPage, pageKind, type PageKind } from './page-kind';
import { guessDirection, pageMetadata } from './page-metadata';
import { prependMissing } from './prepend-missing';
import { readBeside } from './read-beside';
import { removeBoilerplate } from './remove-boilerplate';
import { revealOneClickAway } from './one-click-away';
import { removeClosedDialogs } from './remove-closed-dialogs';
import { removeItemGrids } from './remove-item-grids';
import { removeModalOverlays } from './remove-modal-overlays';
import { restoreHeadings } from './restore-headings';
import { runReadability } from './run-readability';
import { startSection } from './section-start';
import { withSectionsAfter } from './sections-after';
import { linkShare } from './text-stats';
import { withLead } from './with-lead';
import { unwrapCardButtons } from './unwrap-card-buttons';
import { unwrapHeadingButtons } from './unwrap-heading-buttons';
import { unwrapNoscript } from './unwrap-noscript';

export interface ExtractOptions {
  /**
   * The window DOMPurify builds on. Defaults to `doc.defaultView`; a `document.cloneNode(true)`
   * has none in Chromium, so the content script passes its `window` here.
   */
  view?: WindowLike;
}

/**
 * Readability wins unless its text is less than this share of the main region's non-link text.
 * Pages that declare themselves articles trust Readability more; products, forums and listings
 * less. Swept on wcxb-dev (bench/extraction/README.md): 0.3/0.6/0.85 → 0.3/0.8/0.9 (0.5 for
 * articles cost short scrapinghub stories).
 */
const READABILITY_MIN_SHARE: Record<PageKind, number> = { article: 0.3, unknown: 0.8, other: 0.9 };
/** When no container dominates, the "region" is the whole body: only better than next to nothing. */
const BODY_REGION_MIN_SHARE = 0.1;
/** An article page whose Readability text is at least this long skips the fallback entirely. */
const CONFIDENT_ARTICLE_CHARS = 1500;
/**
 * Readability output with at least this share of link text is a menu it mistook for the article
 * (mega-menus outside <nav>), unless the region is as link-heavy (then the page is a listing).
 */
const MENU_LINK_SHARE = 0.6;
/**
 * A page that is more than this share link text, of which the chosen reading holds less than
 * LISTING_MAX_SHARE, is a listing (search results, news rivers, job boards): its items are the
 * content, and they sit in many sibling containers that no single region holds.
 */
const LISTING_MIN_LINK_SHARE = 0.2;
const LISTING_MAX_SHARE = 0.5;
/**
 * Readability's text reads as prose when it has a paragraph this long and little link text: a
 * short news story on a link-heavy portal is an article, not a listing (scrapinghub f6ac15a4).
 */
const PROSE_PARAGRAPH_CHARS = 250;
const PROSE_MAX_LINK_SHARE = 0.1;

/**
 * A page that says "article" only through og:type, whose Readability blocks average under this
 * many characters, reads the main region instead when that holds this much more text: Readability
 * took one run of a listing or service page. Swept on wcxb-dev (80–150 chars, 1.1–1.5×), scrapinghub
 * unchanged (its news stories declare JSON-LD or have long paragraphs): bench/extraction/README.md.
 */
const LOOSE_ARTICLE_MEAN_BLOCK = 120;
const LOOSE_ARTICLE_REGION_GAIN = 1.1;
/**
 * Such a page whose Readability reading is also short (a recipe index's intro, a service page's
 * tagline) needs a reading that holds this share of the region, not the article's 0.3.
 * Swept on wcxb-dev (600–1500 chars × 0.5–0.8): pinchofyum, ovt.com, karmin; scrapinghub's
 * short stories declare JSON-LD and are unaffected (1500 chars would reach one that does not).
 */
const SHORT_LOOSE_ARTICLE_CHARS = 1000;
const SHORT_LOOSE_ARTICLE_SHARE = 0.7;

/**
 * A collection page's reading that names fewer than this share of its item grid's items missed the
 * items (Readability took the filter column: brands, price ranges, series); the grid's items are read
 * too when they hold at least GRID_MIN_SHARE of that reading's text (a strip of teasers does not).
 * A reading with a block of sentence length keeps its place beside the items: a shop's buying guide
 * (IKEA), a product family's copy (masterlock) and Newegg's FAQ are the page's text as much as its
 * items are (replacing them cost wcxb-dev's collection pages 0.721 → 0.697 F1); a reading of short
 * labels only (a filter column: brands, price ranges) gives way to the items.
 */
const GRID_MAX_NAMED = 0.5;
const GRID_MIN_SHARE = 0.3;
const OWN_TEXT_CHARS = 200;

const normText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
const namedShare = (blocks: Block[], titles: string[]) => {
  const hay = normText(joinBlocks(blocks));
  return titles.filter((t) => hay.includes(normText(t))).length / titles.length;
};

const readsAsProse = (c: ContentCandidate) =>
  linkShare(c) < PROSE_MAX_LINK_SHARE && c.blocks.some((b) => b.kind === 'paragraph' && b.text.length >= PROSE_PARAGRAPH_CHARS);

/**
 * A reading with a grid's item blocks it does not already hold, after its own: a section of their
 * own, not under the reading's last heading (section-start.ts).
 */
function withItems(reading: ContentCandidate, items: ContentCandidate): ContentCandidate {
  const held = new Set(reading.blocks.map((b) => normText(b.text)));
  const added = items.blocks.filter((b) => !held.has(normText(b.text)));
  return { blocks: [...reading.blocks, ...startSection(added)], text: reading.text + items.text, link: reading.link + items.link };
}

const joinBlocks = (blocks: Block[]) => blocks.map((b) => b.text).join('\n\n');

function extract(doc: Document, url: string, options: ExtractOptions): Article {
  const meta = pageMetadata(doc, url);
  const view = options.view ?? (doc.defaultView as WindowLike | null);
  const body = doc.body as HTMLElement | null;
  if (!body) return { url, ...meta, method: 'fallback', blocks: [], text: '' };

  unwrapNoscript(body);
  removeClosedDialogs(body);
  // Before heading buttons are unwrapped: an accordion's button in its <h3> is the control that names its body.
  revealOneClickAway(body);
  unwrapHeadingButtons(body);
  // A button around a paragraph or heading is a clickable card, its text the reader's (unwrap-card-buttons.ts).
  unwrapCardButtons(body);
  const types = declaredTypes(doc);
  const kind = pageKind(doc, types);
  // On one product's page, carousels of other products are not its text (remove-item-grids.ts).
  const product = isProductPage(doc, types);
  // Neither a story nor one product's page: a guide, collection, service or documentation page, where
  // text beside the reading (a grid, a header container, sections after it) is still the page's.
  const guide = kind !== 'article' && !product;
  // Readability mutates its input, and the fallback needs the untouched page.
  const copy = doc.cloneNode(true) as Document;
  if (product && copy.body) removeItemGrids(copy.body);
  if (copy.body) removeModalOverlays(copy.body);
  const readable = runReadability(copy);
  // On a page that is not an article, item titles are content in every reading: a shop's category
  // page that Readability reads well still links each item's name (`<h2><a>Nikon Z5II …</a></h2>`),
  // and its SKU, bullets and price without the name answer nothing (drop-junk-blocks.ts).
  const readingOptions = { keepLinkedHeadings: kind !== 'article' };
  const read = readable ? contentCandidate(doc, readable.html, view, readingOptions) : NO_CANDIDATE;
  const readLength = joinBlocks(read.blocks).length;
  const readIsMenu = linkShare(read) >= MENU_LINK_SHARE;

  let chosen = read;
  let method: Article['method'] = 'readability';
  // The last resort reads the page before boilerplate removal; copy it only when likely needed.
  const pristine = readLength < 200 ? (body.cloneNode(true) as HTMLElement) : null;
  // Many CMSs say og:type "article" on every page; when no JSON-LD backs it and Readability's
  // reading is short blocks rather than prose, the page is likely a listing or a service page.
  const meanBlock = read.blocks.length ? read.text / read.blocks.length : 0;
  const undeclaredArticle = kind === 'article' && !declaresArticle(doc, types);
  const looseArticle = undeclaredArticle && meanBlock < LOOSE_ARTICLE_MEAN_BLOCK;
  const shortLooseArticle = undeclaredArticle && read.text < SHORT_LOOSE_ARTICLE_CHARS;
  const confident = kind === 'article' && readLength >= CONFIDENT_ARTICLE_CHARS && !readIsMenu && !looseArticle;
  if (!confident) {
    // Comment sections go on articles and on undeclared pages with a long reading (blogs); a page
    // that declares a forum, Q&A or product keeps them: there the "comments" are the posts
    // (cruisecritic's replies sat in .comments). Keeping them on undeclared pages too cost Q&A sites
    // and slashdot. Both measured on wcxb-dev: bench/extraction/README.md.
    // On a guide, service or collection page a grid of titled cards is its text, whatever the CMS calls the cards.
    removeBoilerplate(body, { comments: kind === 'article' || (kind === 'unknown' && readLength >= CONFIDENT_ARTICLE_CHARS), cardGrids: guide });
    if (product) removeItemGrids(body);
    const main = findMainContent(body);
    const share = main.isRoot
      ? BODY_REGION_MIN_SHARE
      : shortLooseArticle
        ? SHORT_LOOSE_ARTICLE_SHARE
        : READABILITY_MIN_SHARE[kind];
    const menu = readIsMenu && linkShare(main.region) < MENU_LINK_SHARE - 0.2;
    if (menu || read.text < share * main.nonLinkChars) {
      const region = contentCandidate(doc, main.element, view, readingOptions);
      chosen = menu ? region : withLead(read, region);
      method = 'fallback';
    } else if (looseArticle && !main.isRoot) {
      const region = contentCandidate(doc, main.element, view, readingOptions);
      if (region.text >= LOOSE_ARTICLE_REGION_GAIN * read.text) {
        chosen = withLead(read, region);
        method = 'fallback';
      }
    }
    const rootShare = linkShare(main.root);
    const listing = kind !== 'article' && rootShare > LISTING_MIN_LINK_SHARE && chosen.text < LISTING_MAX_SHARE * main.root.text;
    if (listing && !(chosen === read && readsAsProse(read))) {
      chosen = contentCandidate(doc, body, view, readingOptions);
      method = 'fallback';
    }
    // On a collection page the items are the content (find-item-grid.ts). On an undeclared page a
    // story beside a grid of teasers is prose and stays; a declared listing or shop page (Newegg's
    // category page declares FAQPage, and its FAQ is prose) reads its items.
    const prose = kind === 'unknown' && chosen === read && readsAsProse(read);
    const grid = !guide || prose ? undefined : findItemGrid(body);
    if (grid && namedShare(chosen.blocks, grid.titles) < GRID_MAX_NAMED) {
      const items = contentCandidate(doc, grid.element, view, readingOptions);
      if (items.text >= GRID_MIN_SHARE * chosen.text) {
        chosen = chosen.blocks.some((b) => b.text.length >= OWN_TEXT_CHARS) ? withItems(chosen, items) : items;
        method = 'fallback';
      }
    }
    // A collection or service page's guide and FAQ after its item grid, inside the main landmark
    // (sections-after.ts). Not on one product's page: there what follows is "Get the look", Instagram
    // strips and recently viewed items as often as its details.
    if (guide && !main.isRoot) chosen = withSectionsAfter(chosen, main.element, (el) => contentCandidate(doc, el, view, readingOptions));
    // The paragraphs between the headline and the reading's first block: an introduction set in a
    // header container beside the body, which Readability drops by its name (headline-lead.ts). Not
    // on an article (a story's standfirst and photo captions: two scrapinghub stories) nor on one
    // product's page (its price box's promo and sign-up lines: Bombas 0582, 0595 on wcxb-dev).
    const lead = guide ? findHeadlineLead(body, chosen.blocks) : [];
    if (lead.length) {
      const wrapper = doc.createElement('div');
      for (const p of lead) wrapper.append(p.cloneNode(true));
      chosen = prependMissing(chosen, contentCandidate(doc, wrapper, view, readingOptions));
    }
    // What the reading may pass over, in front of it: a thread's opening post (opening-post.ts) and,
    // on a page that is not an article, the hero from its headline on (find-hero.ts; an eyebrow
    // above the headline is an event or sale banner as often as not).
    const post = findOpeningPost(body);
    if (post) chosen = prependMissing(chosen, contentCandidate(doc, post, view, readingOptions));
    const hero = kind === 'article' ? null : findHero(body, `${meta.title}\n${doc.title}\n${readable?.title ?? ''}`);
    const heroPart = hero ? contentCandidate(doc, hero, view, readingOptions) : NO_CANDIDATE;
    // A hero that is mostly links is a site header around a logo headline, not a claim.
    if (linkShare(heroPart) < MENU_LINK_SHARE - 0.2) {
      chosen = prependMissing(chosen, heroPart, Math.max(0, heroPart.blocks.findIndex((b) => b.kind === 'heading')));
    }
  }
  let blocks = chosen.blocks;
  if (blocks.length === 0) {
    blocks = contentCandidate(doc, pristine ?? body, view, { dropJunk: false }).blocks;
    method = 'fallback';
  }
  if (kind !== 'article') blocks = dropReviewSections(dropRepeatedBlocks(blocks));
  // What the reading left out of the page's visible text, for facts beside it (read-beside.ts). A
  // confident article's body has not been cleaned yet; a page read whole has nothing beside.
  if (confident) {
    removeBoilerplate(body, { comments: true });
    if (product) removeItemGrids(body);
  }
  // The page's text twice from one reading of it: beside the reading, with its datelines; for the
  // headings the reading lost above text it kept (restore-headings.ts), each block judged, so a
  // heading that is a link (a teaser's title) is not one of them.
  const [page, titled] =
    method === 'fallback' && chosen.blocks.length === 0
      ? [NO_CANDIDATE, NO_CANDIDATE]
      : contentCandidates(doc, body, view, [{ ...readingOptions, keepStamps: true }, { eachBlock: true }]);
  blocks = restoreHeadings(blocks, titled!.blocks, readable?.title || meta.title);
  let beside = readBeside(blocks, page!.blocks);
  if (kind !== 'article') beside = dropReviewSections(beside);
  const text = joinBlocks(blocks);
  const dirAttr = readable?.dir === 'rtl' || readable?.dir === 'ltr' ? readable.dir : undefined;
  const dir = meta.dir ?? dirAttr ?? guessDirection(text);
  const lang = meta.lang ?? (readable?.lang || undefined);
  return {
    url,
    title: readable?.title || meta.title,
    site: readable?.siteName || meta.site,
    ...(lang ? { lang } : {}),
    ...(dir ? { dir } : {}),
    method,
    blocks,
    text,
    ...(beside.length ? { beside } : {}),
  };
}

/**
 * The readable text of a page as plain-text blocks. `doc` is a disposable clone of the page
 * (it is mutated). Readability first, DOMPurify on everything that is HTML, then a main-region
 * fallback for pages that are not articles, then the body text. Never throws.
 */
export function extractArticle(doc: Document, url: string, options: ExtractOptions = {}): Article {
  try {
    return extract(doc, url, options);
  } catch {
    let text = '';
    try {
      text = collapseWhitespace(doc.body?.textContent ?? '');
    } catch {
      // A document so broken that even its text cannot be read: report it empty.
    }
    return {
      url,
      title: '',
      site: '',
      method: 'fallback',
      blocks: text ? [{ kind: 'paragraph', text }] : [],
      text,
    };
  }
}
