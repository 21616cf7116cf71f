import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { chunkArticle } from '../chunk/chunk-article';
import { extractArticle } from './extract-article';

const url = 'https://news.example.com/story';
const docOf = (html: string) => new JSDOM(html, { url }).window.document;
const para = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `<p>${word} sentence number ${i} is a long and readable sentence, with commas, about the topic.</p>`).join('');

describe('extractArticle', () => {
  it('reads an article with Readability and keeps metadata', () => {
    const doc = docOf(`<html lang="en"><head><title>Story title - News</title>
      <meta property="og:site_name" content="Example News"></head><body>
      <nav><a href="/">Home</a><a href="/world">World</a></nav>
      <article><h1>Story title</h1>${para(12, 'Article')}</article>
      <footer>© Example News</footer></body></html>`);
    const article = extractArticle(doc, url);
    expect(article.method).toBe('readability');
    expect(article.site).toBe('Example News');
    expect(article.lang).toBe('en');
    expect(article.dir).toBe('ltr');
    expect(article.title).toContain('Story title');
    expect(article.text).toContain('Article sentence number 11');
    expect(article.text).not.toContain('© Example News');
    expect(article.text).toBe(article.blocks.map((b) => b.text).join('\n\n'));
  });

  it('keeps the headings Readability drops for a utility class, above the text it kept', () => {
    // Readability removes any element whose class holds an "unlikely" word ("extra" in Tailwind-style
    // "leading-extra-tight"): a ranking's "1. The Social Shepherd" went, its paragraphs stayed.
    const doc = docOf(`<html><head><title>Top agencies</title></head><body><article><h1>Top agencies</h1>
      ${para(6, 'Intro')}
      <h2 class="font-bold leading-extra-tight">Results-driven agencies</h2>
      <h3 class="text-2xl leading-extra-tight">1. The Social Shepherd</h3>${para(5, 'Shepherd')}
      <h3 class="text-2xl leading-extra-tight">2. Faceplant</h3>${para(5, 'Faceplant')}</article></body></html>`);
    const article = extractArticle(doc, url);
    expect(article.method).toBe('readability');
    const texts = article.blocks.map((b) => b.text);
    const first = texts.indexOf('1. The Social Shepherd');
    expect(texts.indexOf('Results-driven agencies')).toBe(first - 1);
    expect(texts[first + 1]).toContain('Shepherd sentence number 0');
    expect(texts[texts.indexOf('2. Faceplant') + 1]).toContain('Faceplant sentence number 0');
    const chunk = chunkArticle(article).find((c) => c.text.includes('Faceplant sentence number 1'));
    expect(chunk?.headings).toContain('2. Faceplant');
  });

  it('keeps the visible text the reading left out beside it, not chrome or hidden text', () => {
    const doc = docOf(`<html><head><title>Best earbuds</title></head><body>
      <header><nav><a href="/">Home</a><a href="/audio">Audio</a></nav></header>
      <div class="layout"><div class="highlights"><h3>Our pick</h3><ul><li>The battery must last at least five hours.</li>
      <li>Sweat resistant to IPX4.</li></ul></div>
      <div class="promo" hidden>Secret coupon SAVE50 for hidden readers only</div>
      <article><h1>Best earbuds</h1>${para(12, 'Article')}</article></div>
      <footer>© Example News. All rights reserved.</footer></body></html>`);
    const article = extractArticle(doc, url);
    expect(article.text).toContain('Article sentence number 11');
    expect(article.text).not.toContain('five hours');
    const beside = (article.beside ?? []).map((b) => b.text).join('\n');
    expect(beside).toContain('The battery must last at least five hours.');
    expect(beside).not.toContain('Article sentence number');
    expect(beside).not.toContain('SAVE50');
    expect(beside).not.toContain('All rights reserved');
    expect(beside).not.toContain('Audio');
  });

  it('has nothing beside a page read whole', () => {
    const doc = docOf(`<body><p>Just one line.</p></body>`);
    expect(extractArticle(doc, url).beside).toBeUndefined();
  });

  it('falls back to the main region for a short non-article page', () => {
    const doc = docOf(`<body><header><a href="/">Shop</a></header><main>
      <h1>Blue kettle</h1><p>Price: 30 €</p><ul><li>1.7 litres</li><li>Steel</li></ul></main>
      <footer>Imprint</footer></body>`);
    const article = extractArticle(doc, 'https://shop.example.com/kettle');
    expect(article.site).toBe('shop.example.com');
    expect(article.text).toContain('Blue kettle');
    expect(article.text).toContain('Price: 30 €');
    expect(article.text).toContain('Steel');
    expect(article.text).not.toContain('Imprint');
  });

  it('reads a listing whose items are links in many containers as the whole page', () => {
    const card = (i: number) =>
      `<div class="card"><h3><a href="/job/${i}">Senior engineer number ${i} at a remote company</a></h3><span>${i}d</span></div>`;
    const doc = docOf(`<body><div class="filters"><p>Choose a country from the long list of countries and regions we cover.</p></div>
      ${[0, 1, 2, 3].map((s) => `<section>${Array.from({ length: 10 }, (_, i) => card(s * 10 + i)).join('')}</section>`).join('')}</body>`);
    const article = extractArticle(doc, 'https://jobs.example.com/remote');
    expect(article.text).toContain('Senior engineer number 0 at');
    expect(article.text).toContain('Senior engineer number 39 at');
  });

  it('keeps a short story on a link-heavy portal (prose is not a listing)', () => {
    const links = Array.from({ length: 80 }, (_, i) => `<li><a href="/s/${i}">Other headline number ${i} of the day</a></li>`).join('');
    const story = `<p>${'The council approved the new clinic after a long debate about the budget and the site. '.repeat(4)}</p>`;
    const doc = docOf(`<body><div class="menu"><ul>${links}</ul></div><div class="story"><h1>Clinic approved</h1>${story}</div></body>`);
    const article = extractArticle(doc, 'https://portal.example.com/news/clinic');
    expect(article.method).toBe('readability');
    expect(article.text).toContain('The council approved');
    expect(article.text).not.toContain('Other headline number 40');
  });

  it('reads the main region of a page that says article only through og:type and reads as short blocks', () => {
    const offer = (i: number) => `<p>Offer ${i}: local search ranking audit, with weekly reports, for small shops.</p>`;
    const tool = (i: number) => `<li>Citation tracker ${i} finds listings of your business across directories</li>`;
    const page = (head: string) =>
      docOf(`<html><head>${head}</head><body><nav><a href="/">Home</a></nav><main>
        <div class="offers">${[1, 2, 3, 4, 5, 6].map(offer).join('')}</div>
        <div class="tools"><ul>${[1, 2, 3, 4, 5].map(tool).join('')}</ul></div></main></body></html>`);
    const og = '<meta property="og:type" content="article">';
    const loose = extractArticle(page(og), 'https://seo.example.com/tools');
    expect(loose.text).toContain('Offer 6: local search');
    expect(loose.text).toContain('Citation tracker 5 finds');
    // With a JSON-LD article declaration Readability's reading is trusted as it is.
    const declared = extractArticle(page(`${og}<script type="application/ld+json">{"@type":"NewsArticle"}</script>`), 'https://seo.example.com/tools');
    expect(declared.method).toBe('readability');
    expect(declared.text).toContain('Offer 6: local search');
    expect(declared.text).not.toContain('Citation tracker 5 finds');
  });

  it('reads the main region of an og:type-only article whose Readability reading is one short intro', () => {
    const intro = `<p>${'Crispy, quick and easy: these are the air fryer recipes we make every week, from breakfast to dessert. '.repeat(3)}</p>`;
    const recipe = (i: number) =>
      `<li><a href="/r/${i}">Air fryer dish number ${i}, crispy and golden</a> <span>${10 + i} min, serves 4</span></li>`;
    const page = (head: string) =>
      docOf(`<html><head>${head}</head><body><nav><a href="/">Home</a></nav><main><div class="intro">${intro}<p>Every recipe below was tested twice in our kitchen.</p></div>
        <ul class="grid">${Array.from({ length: 24 }, (_, i) => recipe(i)).join('')}</ul></main></body></html>`);
    const og = '<meta property="og:type" content="article">';
    const loose = extractArticle(page(og), 'https://recipes.example.com/air-fryer');
    expect(loose.text).toContain('Crispy, quick and easy');
    expect(loose.text).toContain('Air fryer dish number 23');
    const declared = extractArticle(page(`${og}<script type="application/ld+json">{"@type":"Article"}</script>`), 'https://recipes.example.com/air-fryer');
    expect(declared.method).toBe('readability');
    expect(declared.text).not.toContain('Air fryer dish number 23');
  });

  it("leaves out a product page's customer reviews but keeps them on an article", () => {
    const review = (i: number) => `<div class="review"><h3>Review title ${i}</h3><p>Reviewer ${i} says the mic sounds warm and the preamp is quiet enough for podcasts.</p></div>`;
    const body = (extra: string) => `<body><main><h1>Studio microphone</h1>${extra}
      <p>A dynamic vocal microphone with a built-in preamp that adds up to 28 dB of clean gain, for podcasts and vocals.</p>
      <h2>Features</h2><ul><li>Cardioid polar pattern</li><li>Bass roll-off and presence boost</li><li>XLR output</li></ul>
      <h2>Customer Reviews</h2>${[1, 2, 3, 4].map(review).join('')}</main></body>`;
    const ld = '<script type="application/ld+json">{"@type":"Product","name":"Studio microphone"}</script>';
    const product = extractArticle(docOf(`<html><head>${ld}</head>${body('')}</html>`), 'https://shop.example.com/mic');
    expect(product.text).toContain('built-in preamp');
    expect(product.text).toContain('XLR output');
    expect(product.text).not.toContain('Reviewer 4 says');
    const story = extractArticle(docOf(`<html><head><script type="application/ld+json">{"@type":"NewsArticle"}</script></head>${body(para(8, 'Story'))}</html>`), url);
    expect(story.text).toContain('Reviewer 4 says');
  });

  it('leaves out carousels of other products on a product page', () => {
    const card = (i: number) => `<div class="tile"><a href="/p/${i}">Canvas tote bag in colour ${i}</a><span>€${20 + i}</span></div>`;
    const ld = '<script type="application/ld+json">{"@type":"Product","name":"Leather tote"}</script>';
    const doc = docOf(`<html><head>${ld}</head><body><main><h1>Leather tote</h1>
      <p>A roomy tote in vegetable-tanned leather, with an inner zip pocket and a magnetic clasp.</p>
      <ul><li>Width: 40 cm</li><li>Height: 32 cm</li><li>Weight: 0.9 kg</li></ul>
      <h2>You may also like</h2><div class="row">${[1, 2, 3, 4, 5].map(card).join('')}</div></main></body></html>`);
    const article = extractArticle(doc, 'https://shop.example.com/tote');
    expect(article.text).toContain('vegetable-tanned leather');
    expect(article.text).toContain('Weight: 0.9 kg');
    expect(article.text).not.toContain('Canvas tote bag in colour 3');
    expect((article.beside ?? []).map((b) => b.text).join('\n')).not.toContain('Canvas tote bag');
  });

  it('keeps the replies of a declared forum thread even when they sit in a "comments" section', () => {
    const ld = '<script type="application/ld+json">{"@type":"DiscussionForumPosting"}</script>';
    const reply = (i: number) => `<div class="post"><p>Reply ${i}: our travel agent matched the fare, and added credit, so we booked again.</p></div>`;
    const doc = docOf(`<html><head>${ld}</head><body><main><h1>Pros and cons of travel agents</h1>
      <div class="first-post">${para(20, 'Opening')}</div>
      <div class="comments">${Array.from({ length: 14 }, (_, i) => reply(i)).join('')}</div></main></body></html>`);
    const article = extractArticle(doc, 'https://boards.example.com/topic/1');
    expect(article.text).toContain('Opening sentence number 19');
    expect(article.text).toContain('Reply 13: our travel agent');
  });

  it("reads a collection page's item grid when Readability took the filter column beside it", () => {
    const facet = (name: string) => `<li><label><input type="checkbox"> ${name} series with a longer label text</label></li>`;
    const item = (i: number) =>
      `<div class="item-cell"><a class="item-title" href="/p/${i}">Acme Shadow GeForce RTX 50${i} 12GB GDDR7 Graphics Card</a><ul><li>Model #: AC-${i}</li></ul><strong>$${400 + i}.99</strong></div>`;
    const doc = docOf(`<html><head><title>GPUs</title></head><body>
      <div class="side"><div class="filters"><h3>Brands</h3><ul>${Array.from({ length: 40 }, (_, i) => facet(`Brand ${i}`)).join('')}</ul></div></div>
      <div class="list"><div class="cells">${Array.from({ length: 12 }, (_, i) => item(i)).join('')}</div></div></body></html>`);
    const article = extractArticle(doc, 'https://shop.example.com/gpus');
    expect(article.text).toContain('Acme Shadow GeForce RTX 507 12GB GDDR7 Graphics Card');
    expect(article.text).toContain('$407.99');
    expect(article.text).not.toContain('Brand 3 series');
  });

  it("reads a collection page's item grid beside a buying guide Readability took, losing neither", () => {
    const guide = (i: number) =>
      `<p>Choosing a sofa, part ${i}: measure the room and the doorway first, then think about who sits on it every evening, whether the cushions should be firm or soft, and which covers can be washed when the children spill juice on them.</p>`;
    const item = (i: number) =>
      `<div class="item-cell"><a class="item-title" href="/p/${i}">Linden ${i}-seat sofa with washable cover</a><ul><li>Article #: LS-${i}</li></ul><strong>$${400 + i}.00</strong></div>`;
    const doc = docOf(`<html><head><title>Sofas</title></head><body>
      <div class="guide">${Array.from({ length: 6 }, (_, i) => guide(i)).join('')}</div>
      <div class="list"><div class="cells">${Array.from({ length: 12 }, (_, i) => item(i)).join('')}</div></div></body></html>`);
    const text = extractArticle(doc, 'https://shop.example.com/sofas').text;
    expect(text).toContain('Choosing a sofa, part 5');
    expect(text).toContain('Linden 7-seat sofa with washable cover');
    expect(text).toContain('$407.00');
  });

  it("chunks a collection page's items outside the headings of the guide Readability took (Newegg's FAQ)", () => {
    const guide = (i: number) =>
      `<p>Choosing a sofa, part ${i}: measure the room and the doorway first, then think about who sits on it every evening, whether the cushions should be firm or soft, and which covers can be washed when the children spill juice on them.</p>`;
    const item = (i: number) =>
      `<div class="item-cell"><a class="item-title" href="/p/${i}">Linden ${i}-seat sofa with washable cover</a><ul><li>Article #: LS-${i}</li></ul><strong>$${400 + i}.00</strong></div>`;
    const doc = docOf(`<html><head><title>Sofas</title></head><body>
      <div class="guide"><h2>Sofa FAQs</h2>${guide(0)}${guide(1)}<h3>Can the covers be washed?</h3>${Array.from({ length: 4 }, (_, i) => guide(i + 2)).join('')}</div>
      <div class="list"><div class="cells">${Array.from({ length: 12 }, (_, i) => item(i)).join('')}</div></div></body></html>`);
    const chunks = chunkArticle(extractArticle(doc, 'https://shop.example.com/sofas'));
    const guideChunk = chunks.find((c) => c.text.includes('Choosing a sofa, part 5'));
    const itemChunk = chunks.find((c) => c.text.includes('Linden 7-seat sofa'));
    expect(guideChunk?.headings).toEqual(['Sofa FAQs', 'Can the covers be washed?']);
    expect(itemChunk?.headings).toEqual([]);
  });

  it("keeps a category page's linked item names in Readability's reading", () => {
    const item = (i: number) =>
      `<div class="product"><h2><a href="/p/${i}">Nikon Z${i} Mirrorless Camera with Lens</a></h2><p>SKU: NK${i} — Experience superior image quality with a full-frame sensor and fast autofocus for every scene.</p><p>$${1000 + i}.95</p></div>`;
    const doc = docOf(`<html><head><title>Cameras</title></head><body><main>${Array.from({ length: 6 }, (_, i) => item(i)).join('')}</main></body></html>`);
    const text = extractArticle(doc, 'https://shop.example.com/cameras').text;
    expect(text).toContain('Nikon Z3 Mirrorless Camera with Lens');
    expect(text).toContain('SKU: NK3');
  });

  it("keeps a service page's headline and the claim under it when Readability reads the sections below", () => {
    const section = (n: number) =>
      `<section class="feature"><h2>Feature ${n}</h2><p>${`Our crews handle feature ${n} for homes and offices, with care, with skill and with clear prices. `.repeat(4)}</p></section>`;
    const doc = docOf(`<body><div id="content"><section class="hero"><header class="hero__header"><h1>Roofing you can trust</h1></header>
      <div class="hero__body"><p>Family owned since 1928.</p></div><a href="/quote">Get a quote</a></section>
      <div class="features">${[1, 2, 3, 4, 5].map(section).join('')}</div></div></body>`);
    const article = extractArticle(doc, 'https://roofs.example.com/');
    expect(article.text).toContain('Our crews handle feature 5');
    expect(article.text.startsWith('Roofing you can trust\n\nFamily owned since 1928.')).toBe(true);
  });

  it("keeps a documentation page's introduction set in a header container beside the body", () => {
    const intro = 'The Widget API provides a JavaScript interface for drawing widgets and reading their state back.';
    const doc = docOf(`<html><head><title>Using the Widget API - Docs</title></head><body><main>
      <div class="layout__header"><h1>Using the Widget API</h1><section><p>${intro}</p></section></div>
      <div class="layout__body">${para(14, 'Body')}</div></main></body></html>`);
    const text = extractArticle(doc, url).text;
    expect(text).toContain('Body sentence number 13');
    expect(text.indexOf(intro)).toBe(0);
  });

  it('never returns nothing for a page that has text', () => {
    const article = extractArticle(docOf('<body>just one line</body>'), url);
    expect(article.text).toBe('just one line');
  });

  it('gives an empty article for an empty page without throwing', () => {
    const article = extractArticle(docOf(''), url);
    expect(article.blocks).toEqual([]);
    expect(article.text).toBe('');
  });

  it('works on a cloned document that has no window', () => {
    const live = docOf(`<body><article>${para(8, 'Cloned')}<img src=x onerror="alert(1)"></article></body>`);
    const clone = live.cloneNode(true) as Document;
    expect(clone.defaultView).toBeNull();
    const article = extractArticle(clone, url);
    expect(article.text).toContain('Cloned sentence number 7');
  });

  it('keeps scripts, handlers and javascript: links out of the text', () => {
    const doc = docOf(`<body><article>${para(6, 'Safe')}
      <p>Click <a href="javascript:alert(1)">here</a><script>window.pwned=1</script></p>
      <img src=x onerror="window.pwned=2"><svg><text>svgpayload</text></svg></article></body>`);
    const article = extractArticle(doc, url);
    expect(article.text).toContain('Click here');
    expect(article.text).not.toMatch(/pwned|svgpayload|javascript:|<script/);
  });

  it('detects right-to-left pages', () => {
    const doc = docOf(`<html dir="rtl" lang="ar"><body><article>${para(6, 'مرحبا')}</article></body></html>`);
    const article = extractArticle(doc, url);
    expect(article.dir).toBe('rtl');
    expect(article.lang).toBe('ar');
    expect(article.text).toContain('مرحبا');
  });
});
