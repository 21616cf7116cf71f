/** Cookie and consent banners, newsletter pop-ups, skip links, share bars, related links, ads. */
const WORDS =
  'cookie|consent|gdpr|onetrust|newsletter|subscribe|skip-?link|share|social|breadcrumbs?|sidebar|masthead|site-?header|site-?footer|related|recommend|promo|advert|ads?|banner|modal|popup|overlay';

/** A chrome word between `-`/`_` boundaries inside one class token or id. */
const CHROME_WORD = new RegExp(`(^|[_-])(${WORDS})([_-]|$)`, 'i');

/**
 * A token that says the element holds the chrome (`has-sidebar`, `has-side-banner`, `with-banner`) or
 * holds it beside something else (`map-and-related`, `post-and-ads-container`) names a wrapper around
 * the page's text, as Readability's "and" exemption (okMaybeItsACandidate) has it, not the chrome.
 * Only the word right after "and" is excused: `breadcrumbs-and-subnav` and
 * `loyalty_and_referrals_product_banner` still name chrome.
 */
const WRAPPER_TOKEN = new RegExp(`^(has|with)[_-]|[_-]and[_-](${WORDS})([_-]|$)`, 'i');

/**
 * Whether an element's id or class names site chrome: one of its tokens (split at whitespace) holds a
 * chrome word and is not a wrapper's name.
 */
export function namesChrome(id: string, className: string): boolean {
  return `${id} ${className}`
    .split(/\s+/)
    .some((token) => token !== '' && CHROME_WORD.test(token) && !WRAPPER_TOKEN.test(token));
}
