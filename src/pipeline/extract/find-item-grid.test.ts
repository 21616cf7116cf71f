import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { findItemGrid } from './find-item-grid';

const bodyOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;
const card = (i: number) =>
  `<div class="item-cell item-${i}"><a href="/p/${i}" class="item-title">Acme GeForce RTX 50${i} 12GB GDDR7 Card</a><span>$${100 + i}.99</span><a href="/c">Compare</a></div>`;

describe('findItemGrid', () => {
  it('finds a page of item cards and names each by its longest linked title', () => {
    const body = bodyOf(`<aside><ul>${['ASUS', 'MSI', 'Zotac'].map((b) => `<li><a href="/b">${b}</a></li>`).join('')}</ul></aside>
      <div class="grid">${Array.from({ length: 10 }, (_, i) => card(i)).join('')}</div>`);
    const grid = findItemGrid(body);
    expect(grid?.element.className).toBe('grid');
    expect(grid?.titles).toHaveLength(10);
    expect(grid?.titles[0]).toBe('Acme GeForce RTX 500 12GB GDDR7 Card');
  });

  it('ignores short strips of teasers and lists whose links are one-word labels', () => {
    const strip = `<div>${Array.from({ length: 4 }, (_, i) => card(i)).join('')}</div>`;
    const facets = `<ul>${Array.from({ length: 12 }, (_, i) => `<li class="f"><a href="/f">Brand${i}</a></li>`).join('')}</ul>`;
    expect(findItemGrid(bodyOf(strip + facets))).toBeUndefined();
  });
});
