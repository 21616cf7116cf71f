import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from './remove-boilerplate';

const page = `<header>Site header</header><nav>Menu</nav>
  <div id="cookie-banner">We use cookies</div>
  <main><article><header>Byline kept</header><p>Body text.</p></article>
  <div id="comments"><p>Reader comment</p></div></main>
  <aside>Sidebar</aside><form><input name="q"><button>Search</button></form>
  <p hidden>hidden text</p><p aria-hidden="true">aria hidden</p>
  <footer>Site footer</footer><script>var x = 1</script>`;

describe('removeBoilerplate', () => {
  it('removes site chrome, banners, controls and hidden text, keeping the article', () => {
    const body = new JSDOM(page).window.document.body;
    removeBoilerplate(body);
    const text = body.textContent!;
    for (const kept of ['Byline kept', 'Body text.', 'Reader comment']) expect(text).toContain(kept);
    for (const gone of ['Site header', 'Menu', 'cookies', 'Sidebar', 'Search', 'hidden', 'Site footer', 'var x']) {
      expect(text).not.toContain(gone);
    }
  });

  it("keeps a grid of chrome-named cards with titled descriptions when asked (a service page's list of services)", () => {
    const card = (title: string) =>
      `<div class="promo cmp-promo__services"><a href="/s"><h3>${title}</h3><div class="cmp-promo__content__desc">${title} for businesses of every size and every industry, from the first idea to a global rollout.</div></a></div>`;
    const html = `<main><p>Explore our services.</p>${card('AI & Engineering')}${card('Assurance')}${card('Audit')}</main><div class="promo"><h3>Sale</h3><p>Twenty percent off every plan this week only, sign up today to save.</p></div>`;
    const body = new JSDOM(html).window.document.body;
    removeBoilerplate(body, { cardGrids: true });
    for (const kept of ['AI & Engineering for businesses', 'Assurance for businesses', 'Audit for businesses']) expect(body.textContent).toContain(kept);
    // A promotion standing alone is still chrome; without the option every card is.
    expect(body.textContent).not.toContain('Twenty percent off');
    const plain = new JSDOM(html).window.document.body;
    removeBoilerplate(plain);
    expect(plain.textContent).not.toContain('Assurance for businesses');
  });

  it('removes comment sections only when asked (articles, not forums)', () => {
    const body = new JSDOM(page).window.document.body;
    removeBoilerplate(body, { comments: true });
    expect(body.textContent).not.toContain('Reader comment');
    expect(body.textContent).toContain('Body text.');
  });

  it('keeps a page-wide form (ASP.NET pages wrap the whole body in one)', () => {
    const body = new JSDOM(`<form><p>${'Long content. '.repeat(40)}</p></form>`).window.document.body;
    removeBoilerplate(body);
    expect(body.textContent).toContain('Long content.');
  });

  it('keeps a hidden element that holds most of the text (revealed by script on the live page)', () => {
    const doc = new JSDOM(`<p>Short intro.</p><div style="display:none"><p>${'Product detail. '.repeat(200)}</p></div>
      <p hidden>Hidden note</p>`).window.document;
    removeBoilerplate(doc.body);
    expect(doc.body.textContent).toContain('Product detail.');
    expect(doc.body.textContent).not.toContain('Hidden note');
  });

  it('keeps and unmarks hidden blocks that together hold most of the text (streamed SSR segments)', () => {
    const seg = (i: number) => `<div hidden id="S:${i}"><p>${'Sofa description text. '.repeat(6)} item ${i}</p></div>`;
    const doc = new JSDOM(`<p>Loading…</p>${[0, 1, 2, 3].map(seg).join('')}`).window.document;
    removeBoilerplate(doc.body);
    expect(doc.body.textContent).toContain('item 3');
    expect(doc.body.querySelector('[hidden]')).toBeNull();
  });

  it('keeps AEM-style "cmp-" components (not a consent platform)', () => {
    const body = new JSDOM(`<div class="cmp-text"><p>Our services help businesses grow.</p></div>`).window.document.body;
    removeBoilerplate(body);
    expect(body.textContent).toContain('Our services');
  });
});
