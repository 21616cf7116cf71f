import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { findHeadlineLead } from './headline-lead';

const bodyOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;
const para = (text: string): Block => ({ kind: 'paragraph', text });
const BODY_LINE = 'To make a request, call fetch() with the resource and an object of options for it.';
const INTRO = 'The Fetch API provides a JavaScript interface for making HTTP requests and processing the responses.';
const page = (intro: string) => `<main><div class="layout__header"><h1>Using the Fetch API</h1><section><p>${intro}</p>
  <p><a href="/x">Short link</a> line that is mostly a link to <a href="/y">somewhere else entirely</a>.</p><p>By A. Writer</p></section></div>
  <div class="layout__body"><h2>Making a request</h2><p>${BODY_LINE}</p><p>More about the options follows here in detail.</p></div></main>`;

describe('findHeadlineLead', () => {
  it('finds the paragraphs between the headline and the reading that the reading lacks', () => {
    const lead = findHeadlineLead(bodyOf(page(INTRO)), [{ kind: 'heading', level: 2, text: 'Making a request' }, para(BODY_LINE)]);
    expect(lead.map((p) => p.textContent)).toEqual([INTRO]);
  });

  it('is nothing when the reading already holds them', () => {
    expect(findHeadlineLead(bodyOf(page(INTRO)), [para(INTRO), para(BODY_LINE)])).toEqual([]);
  });

  it('is nothing when the reading begins before the headline or is not found after it', () => {
    const body = bodyOf(`<p>${BODY_LINE}</p>${page(INTRO).replace(BODY_LINE, 'Another first line of the body, long enough to anchor a reading in it.')}`);
    expect(findHeadlineLead(body, [para(BODY_LINE)])).toEqual([]);
  });

  it('is nothing when more prose than a lead lies between (the reading began further on)', () => {
    const long = `<p>${'A long paragraph of a story the reading passed over for its comments. '.repeat(6)}</p>`.repeat(5);
    const body = bodyOf(`<h1>Thread title here</h1>${long}<div class="replies"><p>${BODY_LINE}</p></div>`);
    expect(findHeadlineLead(body, [para(BODY_LINE)])).toEqual([]);
  });

  it('skips a headline that is only a link (a logo)', () => {
    const body = bodyOf(`<h1><a href="/">Acme</a></h1><p>${INTRO}</p><p>${BODY_LINE}</p>`);
    expect(findHeadlineLead(body, [para(BODY_LINE)])).toEqual([]);
  });
});
