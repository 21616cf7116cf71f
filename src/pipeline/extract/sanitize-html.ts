import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

// One DOMPurify per window: creating one costs more than a small sanitise.
const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(view: WindowLike): DOMPurify {
  let purifier = purifiers.get(view);
  if (!purifier) {
    purifier = createDOMPurify(view);
    purifiers.set(view, purifier);
  }
  return purifier;
}

/**
 * Sanitises untrusted HTML (Readability's output, a fallback region) with DOMPurify before
 * anything else parses it, and returns an inert fragment of the sanitised nodes. `view` is the
 * page's window (`doc.defaultView`), never a global, so this runs in Node on a jsdom window too.
 * Scripts, event handlers, `javascript:` URLs and SVG/MathML payloads do not survive.
 */
export function sanitizeHtml(dirty: string | Node, view: WindowLike): DocumentFragment {
  return purifierFor(view).sanitize(dirty, {
    RETURN_DOM_FRAGMENT: true,
    // Text is all we keep: drop media and foreign content outright rather than cleaning it.
    FORBID_TAGS: ['svg', 'math', 'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    USE_PROFILES: { html: true },
  });
}
