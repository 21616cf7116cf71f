import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { unwrapHeadingButtons } from './unwrap-heading-buttons';

describe('unwrapHeadingButtons', () => {
  it("unwraps an accordion header's button and leaves other buttons", () => {
    const doc = new JSDOM('<body><h3><button aria-expanded="false"><span>How to Choose a Kayak</span></button></h3><button>Add to cart</button></body>').window.document;
    unwrapHeadingButtons(doc);
    expect(doc.querySelectorAll('button')).toHaveLength(1);
    expect(doc.querySelector('h3')!.innerHTML).toBe('<span>How to Choose a Kayak</span>');
  });

  it('keeps a hidden button a button (the hidden-text rules remove it)', () => {
    const doc = new JSDOM('<body><h2><button hidden>Secret</button></h2></body>').window.document;
    unwrapHeadingButtons(doc);
    expect(doc.querySelector('button')).not.toBeNull();
  });

  it("keeps a collection page's guide titles, and reads its collapsed answers, one click away (one-click-away.ts)", () => {
    const cards = Array.from({ length: 4 }, (_, i) => `<li><h3><a href="/p/${i}">Trail Kayak Model ${i}</a></h3><p>$${400 + i}.00</p></li>`).join('');
    const faq = ['How to Choose a Kayak', 'Frequently asked questions about kayaks']
      .map((q, i) => `<div><h3><button aria-expanded="false" aria-controls="a${i}">${q}</button></h3><div id="a${i}" aria-hidden="true"><p>Collapsed answer ${i}.</p></div></div>`)
      .join('');
    const html = `<html><head><title>Kayaks | Shop</title></head><body><main><h1>Kayaks</h1><ul>${cards}</ul><section><h2>Related advice</h2>${faq}</section></main></body></html>`;
    const text = extractArticle(new JSDOM(html, { url: 'https://shop.example/c/kayaks' }).window.document, 'https://shop.example/c/kayaks').text;
    expect(text).toContain('How to Choose a Kayak');
    expect(text).toContain('Frequently asked questions about kayaks');
    expect(text).toContain('Collapsed answer 0.');
  });
});
