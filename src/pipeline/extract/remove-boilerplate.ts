import { isMarkedHidden } from './is-marked-hidden';

/** Never content: code, media, and landmarks that hold site chrome rather than the page's text. */
const ALWAYS = [
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas',
  'button', 'select', 'textarea', 'input', 'dialog', 'nav', 'aside',
  '[role="navigation"]', '[role="banner"]', '[role="contentinfo"]', '[role="complementary"]',
  '[role="search"]', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '[role="menubar"]',
].join(',');

/** Comment sections of articles (WordPress, Disqus and common theme names). */
const COMMENTS = [
  '#comments', '.comments', '#disqus_thread', '.comment-list', '.commentlist', '#respond',
  '.comments-area', '.comment-respond', '[id^="comments-"]', '[class*="comments-section"]',
].join(',');

/** Cookie and consent banners, newsletter pop-ups, skip links, share bars, by their names. */
const CHROME_NAME =
  /(^|[\s_-])(cookie|consent|gdpr|onetrust|cmp|newsletter|subscribe|skip-?link|share|social|breadcrumbs?|sidebar|masthead|site-?header|site-?footer|related|recommend|promo|advert|ads?|banner|modal|popup|overlay)([\s_-]|$)/i;

/** Share of the page's text above which a hidden element is taken to be revealed by script. */
const REVEALED_SHARE = 0.3;

/**
 * Removes boilerplate from a disposable subtree in place: landmarks for navigation, banners and
 * footers, forms that are only controls, cookie banners and anything hidden by attributes.
 * `header`/`footer` inside an article or main region are kept (they carry title and byline).
 */
export function removeBoilerplate(root: Element, options: { comments?: boolean } = {}): void {
  for (const el of Array.from(root.querySelectorAll(ALWAYS))) el.remove();
  // A hidden element that holds much of the page's text is one the page's script reveals
  // (lazy "defer" blocks, hydration, app lock screens): on a static copy it is the content.
  const revealedChars = REVEALED_SHARE * (root.textContent ?? '').length;
  // On an article, reader comments are not the page's text; on a forum they are the page.
  if (options.comments) for (const el of Array.from(root.querySelectorAll(COMMENTS))) el.remove();
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!root.contains(el)) continue; // already gone with an ancestor
    if (isMarkedHidden(el) && (el.textContent ?? '').length < revealedChars) {
      el.remove();
      continue;
    }
    const tag = el.tagName.toLowerCase();
    if ((tag === 'header' || tag === 'footer') && !el.closest('article, main, [role="main"]')) {
      el.remove();
      continue;
    }
    // ASP.NET-style pages wrap the whole body in one <form>; only drop small, control-only forms.
    if (tag === 'form' && (el.textContent ?? '').length < 300) {
      el.remove();
      continue;
    }
    const name = `${el.id} ${el.getAttribute('class') ?? ''}`;
    if (name.length > 1 && CHROME_NAME.test(name) && !el.querySelector('main, article, h1')) {
      if ((el.textContent ?? '').length < 2000) el.remove();
    }
  }
}
