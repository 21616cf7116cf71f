import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { findOpeningPost } from './opening-post';

const bodyOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('findOpeningPost', () => {
  it("finds a thread's own text, not a reply's", () => {
    const body = bodyOf(`<div itemscope itemtype="https://schema.org/DiscussionForumPosting">
      <div class="op"><article itemprop="text">New here: which table saw first?</article></div>
      <div class="replies"><div itemprop="comment" itemscope itemtype="https://schema.org/Comment">
        <article itemprop="text">A good used one.</article></div></div></div>`);
    expect(findOpeningPost(body)?.textContent).toBe('New here: which table saw first?');
  });

  it("finds a question's body inside a Q&A page", () => {
    const body = bodyOf(`<div itemscope itemtype="https://schema.org/QAPage"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
      <div itemprop="text">How should I prepare?</div>
      <div itemscope itemtype="https://schema.org/Answer"><div itemprop="text">Check everything twice.</div></div></div></div>`);
    expect(findOpeningPost(body)?.textContent).toBe('How should I prepare?');
  });

  it('is nothing without thread markup', () => {
    expect(findOpeningPost(bodyOf('<article><div itemprop="text">Hello</div></article>'))).toBeNull();
  });
});
