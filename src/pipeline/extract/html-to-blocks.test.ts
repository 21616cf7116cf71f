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
      { kind: 'table-row', text: 'Name\tPrice' },
      { kind: 'table-row', text: 'Tea\t3 €' },
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

  it('separates a row\'s cells with whitespace, so a label reads next to its value', () => {
    const blocks = blocksOf('<table><tr><td>Price</td><td>Current price</td><td><code>$359.95</code></td></tr></table>');
    expect(blocks[0]!.text.replace(/\s+/g, ' ')).toBe('Price Current price $359.95');
  });

  it('takes role="heading" for a heading, at its aria-level', () => {
    const blocks = blocksOf(`<a href="/p/1"><span role="heading" aria-level="3"><span>HOKA</span> <span>Clifton 10</span></span></a>
      <div>$124.93</div><div role="heading">Sizes</div>`);
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, text: 'HOKA Clifton 10' },
      { kind: 'paragraph', text: '$124.93' },
      { kind: 'heading', level: 2, text: 'Sizes' },
    ]);
  });

  it('does not count a linked date as link text (a post\'s permalink states when it was written)', () => {
    const shares: number[] = [];
    htmlToBlocks(new JSDOM('<div><a href="/post/1"><time datetime="2024-03-06">Mar 6, 2024</time></a></div><p><a href="/u">Menu</a></p>').window.document.body, shares);
    expect(shares).toEqual([0, 1]);
  });

  it('does not count a card linking to a place on this page as link text (Steam\'s review summary rows)', () => {
    const shares: number[] = [];
    htmlToBlocks(new JSDOM(`<a class="row" href="#app_reviews_hash"><div>Recent Reviews:</div><div><span>Very Positive</span>
      <span>- 89% of the 3,065 user reviews in the last 30 days are positive.</span></div></a>
      <p><a href="#top">Back to top</a></p><div><a href="/reviews"><div>Read all reviews</div></a></div>
      <a href="#" class="button"><div>Add</div><div>Add to Cart</div></a><a href="#main"><div>Skip to main content</div><div></div></a>`).window.document.body, shares);
    expect(shares).toEqual([0, 0, 1, 1, 1, 1, 1]);
  });

  it('puts a space between inline elements written back to back that start a new word', () => {
    const blocks = blocksOf(`<p><span>HOKA</span><span>Clifton 10</span></p><p><span>was</span><s>$1,077.00</s></p>
      <p><b>T</b>he <mark>Ex</mark><mark>ample</mark> <span>i</span><span>7</span></p>`);
    expect(blocks.map((b) => b.text)).toEqual(['HOKA Clifton 10', 'was $1,077.00', 'The Example i7']);
  });

  it('keeps two links back to back and a label colon before its value apart', () => {
    const blocks = blocksOf(`<p><a href="/t/1">Team-Based</a><a href="/t/2">eSports</a></p><p>Published By:<span>Valve</span></p>
      <p>Price: <span>$5</span> <a href="/x">in</a>stock <b>Note</b>:<i>none</i></p>`);
    expect(blocks.map((b) => b.text)).toEqual(['Team-Based eSports', 'Published By: Valve', 'Price: $5 instock Note: none']);
  });

  it('keeps a label ending in a colon apart from a value element, whatever it starts with', () => {
    const blocks = blocksOf(`<p><span>eBay item number:</span><span>335330783890</span></p>
      <p><span class="label">Fits:</span><span>all models</span></p><p><span>10</span><span>:30</span></p>`);
    expect(blocks.map((b) => b.text)).toEqual(['eBay item number: 335330783890', 'Fits: all models', '10:30']);
  });

  it('keeps figures of one kind written back to back apart, but not the digits of a counter or a word cut into runs', () => {
    const blocks = blocksOf(`<div><span class="item">2026</span><span class="item">1h 54m</span><span class="item">R</span></div>
      <div><span class="run">Le</span><span class="run">arn more</span></div><div><span>2026</span><span>1h 43m</span></div>
      <div><span class="d">1</span><span class="d">2</span><span class="d">3</span></div><div><b>20</b><i>26</i></div>
      <div><span class="m">1d ago</span><span class="m">3 min read</span></div>`);
    expect(blocks.map((b) => b.text)).toEqual(['2026 1h 54m R', 'Learn more', '2026 1h 43m', '123', '2026', '1d ago 3 min read']);
  });

  it('sets a separator in an element of its own apart from the items it separates', () => {
    const blocks = blocksOf(`<div><a href="/t/p">Productivity</a><span>•</span><a href="/t/d">Developer Tools</a><span>•</span><a href="/t/g">GitHub</a></div>
      <p><span>$67</span><span>/mo</span></p>`);
    expect(blocks.map((b) => b.text)).toEqual(['Productivity • Developer Tools • GitHub', '$67/mo']);
  });

  it('returns no blocks for an empty tree', () => {
    expect(blocksOf('')).toEqual([]);
  });
});
