import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './html-to-blocks';

const blocksOf = (html: string) => htmlToBlocks(new JSDOM(html).window.document.body);

describe('htmlToBlocks', () => {
  it('reads a subhead set in capitals as a heading, so a card does not run into the next section (review R17)', () => {
    const blocks = blocksOf('<p>The show opens to the public on Friday.</p><p>NISSAN SENTRA</p><p>The new Sentra has 149 horsepower.</p><p>USA</p><p>THE END OF AN ERA, SAID THE CHIEF EXECUTIVE OF THE COMPANY TODAY</p>');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'paragraph', 'paragraph', 'paragraph']);
    expect(blocks[1]).toEqual({ kind: 'heading', level: 6, text: 'NISSAN SENTRA' });
  });

  it('maps headings, paragraphs, lists, quotes, code and table rows to kinds', () => {
    const blocks = blocksOf(`
      <h2>Title  <em>here</em></h2>
      <p>First   para with <a href="/x">a link</a>.</p>
      <ul><li>one</li><li><p>two</p></li></ul>
      <blockquote><p>quoted</p></blockquote>
      <pre>let x = 1;
let y = 2;</pre>
      <table><tr><th>Name</th><th>Price</th></tr><tr><td>Tea</td><td><b>3</b> €</td></tr></table>`);
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Title here' },
      { kind: 'paragraph', text: 'First para with a link.' },
      { kind: 'list-item', text: 'one' },
      { kind: 'list-item', text: 'two' },
      { kind: 'quote', text: 'quoted' },
      { kind: 'code', text: 'let x = 1; let y = 2;' },
      { kind: 'table-row', text: 'Name | Price' },
      { kind: 'table-row', text: 'Tea | 3 €' },
    ]);
  });

  it('splits loose text at block boundaries and line breaks become spaces', () => {
    const blocks = blocksOf('<div>loose <b>bold</b><div>inner</div>tail<br>after</div>');
    expect(blocks.map((b) => b.text)).toEqual(['loose bold', 'inner', 'tail after']);
  });

  it('reads layout tables as blocks, not as one giant row', () => {
    const blocks = blocksOf('<table><tr><td><h1>Head</h1><p>Body text.</p></td></tr></table>');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Head' },
      { kind: 'paragraph', text: 'Body text.' },
    ]);
  });

  it('skips scripts, styles, controls and attribute-hidden elements', () => {
    const blocks = blocksOf(`<p>shown<script>evil()</script><style>p{}</style></p>
      <p hidden>secret one</p><p aria-hidden="true">secret two</p>
      <p style="display:none">secret three</p><button>Buy</button>`);
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'shown' }]);
  });

  it('keeps non-Latin, RTL text and emoji intact', () => {
    const blocks = blocksOf('<p>東京は日本の首都です。</p><p dir="rtl">مرحبا بالعالم 👋</p><p>שלום</p>');
    expect(blocks.map((b) => b.text)).toEqual(['東京は日本の首都です。', 'مرحبا بالعالم 👋', 'שלום']);
  });

  it('returns no blocks for an empty tree', () => {
    expect(blocksOf('')).toEqual([]);
  });
});
