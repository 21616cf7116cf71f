/**
 * Replaces each `<noscript>` that holds parsed elements by its children, in place.
 *
 * A document parsed with scripting off (a page saved or fetched without JavaScript, jsdom,
 * crawler views such as Discourse's, which put every post inside `<noscript>`) shows noscript
 * content to the reader, so it is content. With scripting on (the live tab) the parser keeps
 * noscript content as one raw text node that is never shown; those are left alone and skipped.
 */
export function unwrapNoscript(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('noscript'))) {
    if (el.firstElementChild) el.replaceWith(...Array.from(el.childNodes));
  }
}
