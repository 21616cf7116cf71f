import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { removeModalOverlays } from './remove-modal-overlays';

const consent =
  '<div role="alertdialog" aria-modal="true" id="consent"><h2>We value your privacy</h2>' +
  `<p>${'We and our partners store and access information on your device, such as cookies, to measure content performance and to develop and improve products. '.repeat(7)}</p>`.repeat(2) +
  '</div>';
// A story list is all links: Readability's first pass finds too little text in it, and its second
// pass, which no longer strips dialogs by their role, reads the banner.
// The site's footer links: most of the page's text, so the banner is not most of the page.
const footer = `<footer>${Array.from({ length: 400 }, (_, i) => `<a href="/s/${i}">Section ${i}</a>`).join(' ')}</footer>`;
const stories = Array.from({ length: 12 }, (_, i) => `<li><a href="/story/${i}">Story number ${i} about gadgets</a></li>`).join('');

describe('removeModalOverlays', () => {
  it('removes a modal over the page and keeps the page', () => {
    const doc = new JSDOM(`<body><main><p>${'The page’s own text. '.repeat(200)}</p></main>${consent}</body>`).window.document;
    removeModalOverlays(doc.body);
    expect(doc.getElementById('consent')).toBeNull();
    expect(doc.querySelector('main')).not.toBeNull();
  });

  it('keeps a modal that holds most of the page: a post opened over its feed', () => {
    const doc = new JSDOM(`<body><ul><li>Feed item</li></ul><div role="dialog" id="post"><h1>Post</h1><p>${'What the post says. '.repeat(40)}</p></div></body>`).window.document;
    removeModalOverlays(doc.body);
    expect(doc.getElementById('post')).not.toBeNull();
  });

  it('a consent banner over a story list is not the page’s article', () => {
    // og:type "article" on every page, as many CMSs say: a long reading is then trusted as the story.
    const html = `<html><head><title>Gadgets | News</title><meta property="og:type" content="article"></head><body><h1>Gadgets</h1><ul>${stories}</ul>${footer}${consent}</body></html>`;
    const doc = new JSDOM(html, { url: 'https://news.example/gadgets' }).window.document;
    const article = extractArticle(doc, 'https://news.example/gadgets');
    expect(article.text).toContain('Gadgets');
    expect(article.text).not.toContain('We value your privacy');
    expect(article.text).not.toContain('such as cookies');
  });
});
