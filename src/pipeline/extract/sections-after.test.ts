import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contentCandidate } from './content-candidate';
import { extractArticle } from './extract-article';
import { elementsAfter, withSectionsAfter } from './sections-after';

const dom = (body: string) => new JSDOM(`<body>${body}</body>`).window.document;

describe('elementsAfter', () => {
  it('lists the later siblings at each step up to the landmark, nearest first', () => {
    const doc = dom('<main><div id="a"><div id="grid"></div><p id="b"></p></div><section id="c"></section></main><footer id="d"></footer>');
    const ids = elementsAfter(doc.getElementById('grid')!, doc.querySelector('main')!).map((e) => e.id);
    expect(ids).toEqual(['b', 'c']);
  });
});

describe('withSectionsAfter', () => {
  const read = (doc: Document) => (el: Element) => contentCandidate(doc, el, doc.defaultView as never);
  const page = `<div id="grid"><p>Item one costs $10.</p></div>
    <section><h2>How to Choose a Kayak</h2><p>Sit-on-top kayaks are easy to get back on after a swim.</p></section>
    <section><h2>Shop more</h2><p><a href="/a">Canoes and paddles</a> <a href="/b">Life jackets and vests</a></p></section>`;

  it("appends the landmark's titled prose sections after the region, not its link strips", () => {
    const doc = dom(`<main>${page}</main>`);
    const grid = doc.getElementById('grid')!;
    const out = withSectionsAfter(read(doc)(grid), grid, read(doc)).blocks;
    expect(out.map((b) => b.text)).toEqual(['Item one costs $10.', 'How to Choose a Kayak', 'Sit-on-top kayaks are easy to get back on after a swim.']);
    // Each appended section starts a section: not under the region's last heading (section-start.ts).
    expect(out.map((b) => b.startsSection)).toEqual([undefined, true, undefined]);
  });

  it('leaves a comment section after the region out', () => {
    const doc = dom(`<main><div id="grid"><p>Item one costs $10.</p></div><div id="comments" class="comments-area"><h3>Leave a Reply</h3><p>You must be logged in to post a comment.</p></div></main>`);
    const grid = doc.getElementById('grid')!;
    expect(withSectionsAfter(read(doc)(grid), grid, read(doc)).blocks).toHaveLength(1);
  });

  it('adds nothing when no main landmark holds the region', () => {
    const doc = dom(`<div>${page}</div>`);
    const grid = doc.getElementById('grid')!;
    expect(withSectionsAfter(read(doc)(grid), grid, read(doc)).blocks).toHaveLength(1);
  });
});

describe('extractArticle on a collection page', () => {
  it("keeps the buying guide under the item grid, inside the page's main", () => {
    const cards = Array.from({ length: 10 }, (_, i) =>
      `<li><h3><a href="/p/${i}">Trail Kayak Model ${i} Deluxe</a></h3><p>$${400 + i}.00 · Sit-on-top, 10 ft, 45 lbs, rated ${300 + i} lbs capacity, with rod holders and a dry hatch</p></li>`).join('');
    const html = `<html><head><title>Kayaks | Shop</title></head><body><nav><a href="/">Home</a></nav>
      <div role="main"><div class="results"><h1>Kayaks</h1><ul>${cards}</ul></div>
      <section><h2>Frequently asked questions about kayaks</h2><p>Most recreational kayaks weigh between 35 and 50 pounds.</p></section></div>
      <footer><p>© Shop</p></footer></body></html>`;
    const text = extractArticle(new JSDOM(html, { url: 'https://shop.example/c/kayaks' }).window.document, 'https://shop.example/c/kayaks').text;
    expect(text).toContain('Trail Kayak Model 3 Deluxe');
    expect(text).toContain('Frequently asked questions about kayaks');
    expect(text).toContain('Most recreational kayaks weigh between 35 and 50 pounds.');
    expect(text).not.toContain('© Shop');
  });
});
