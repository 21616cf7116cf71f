/** schema.org microdata types of a thread or question whose own text is the opening post. */
const THREAD_TYPE = /\/(DiscussionForumPosting|Question)$/;

/**
 * The opening post of a thread or question page that marks itself up with schema.org microdata: the
 * `text` or `articleBody` property of the `DiscussionForumPosting`/`Question` itself, not of a
 * `Comment`/`Answer` nested in it. The region search descends into the replies (they hold most of
 * the text) and leaves the opening post beside them (XenForo threads, Stack Exchange questions).
 */
export function findOpeningPost(root: Element): Element | null {
  for (const thread of Array.from(root.querySelectorAll('[itemscope][itemtype]'))) {
    if (!THREAD_TYPE.test(thread.getAttribute('itemtype')?.trim() ?? '')) continue;
    for (const text of Array.from(thread.querySelectorAll('[itemprop~="text"], [itemprop~="articleBody"]'))) {
      if (!text.hasAttribute('itemscope') && text.closest('[itemscope]') === thread) return text;
    }
  }
  return null;
}
