import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { removeItemGrids } from './remove-item-grids';

const bodyOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;
const card = (name: string) => `<div class="card card-3"><a href="/p/${name}">${name} faux leather jacket</a><span>€49</span></div>`;

describe('removeItemGrids', () => {
  it('removes a carousel of linked product cards and keeps the description and spec table', () => {
    const body = bodyOf(`<h1>Jacket</h1><p>A jacket made of <a href="/m">faux leather</a>, lined and zipped.</p>
      <table><tr><th>Brand</th><td><a href="/b">Acme</a></td></tr><tr><th>Size</th><td><a href="/s">M</a></td></tr>
      <tr><th>Colour</th><td><a href="/c">Black</a></td></tr></table>
      <h2>Complete the look</h2><div class="row">${['Ava', 'Bo', 'Cy', 'Di'].map(card).join('')}</div>`);
    removeItemGrids(body);
    expect(body.textContent).toContain('A jacket made of faux leather');
    expect(body.textContent).toContain('Acme');
    expect(body.textContent).not.toContain('Ava faux leather');
    expect(body.querySelectorAll('.card')).toHaveLength(0);
  });

  it('keeps repeated blocks that are mostly unlinked text (features, reviews) and pairs of cards', () => {
    const review = (who: string) => `<li class="review"><b>${who}</b> says the shelf is sturdy and easy to build. <a href="/u/${who}">profile</a></li>`;
    const body = bodyOf(`<ul>${['Ann', 'Ben', 'Cat'].map(review).join('')}</ul><div>${['Ava', 'Bo'].map(card).join('')}</div>`);
    removeItemGrids(body);
    expect(body.querySelectorAll('.review')).toHaveLength(3);
    expect(body.querySelectorAll('.card')).toHaveLength(2);
  });
});
