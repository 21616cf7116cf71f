import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { removeClosedDialogs } from './remove-closed-dialogs';

describe('removeClosedDialogs', () => {
  it('removes closed dialogs and keeps open ones', () => {
    const doc = new JSDOM('<body><dialog id="a"><p>Cookie settings</p></dialog><dialog id="b" open><p>Shown</p></dialog></body>').window.document;
    removeClosedDialogs(doc);
    expect(doc.getElementById('a')).toBeNull();
    expect(doc.getElementById('b')).not.toBeNull();
  });

  it("does not let Readability read a closed cookie modal as a shop page's text", () => {
    const cookie = Array.from({ length: 4 }, (_, i) => `<p>This website uses cookies so that we can provide you with the best user experience possible, part ${i}. Cookie information is stored in your browser and performs functions such as recognising you when you return.</p>`).join('');
    const cards = Array.from({ length: 3 }, (_, i) => `<li><h3>Smart Bird Feeder ${i}</h3><p>${199 + i} €</p></li>`).join('');
    const html = `<html><head><title>Shop</title></head><body><div class="page"><h1>Shop</h1><ul>${cards}</ul></div><dialog class="gdpr-modal"><div>${cookie}</div></dialog></body></html>`;
    const text = extractArticle(new JSDOM(html, { url: 'https://shop.example/shop/' }).window.document, 'https://shop.example/shop/').text;
    expect(text).not.toContain('uses cookies');
    expect(text).toContain('Smart Bird Feeder 1');
  });
});
