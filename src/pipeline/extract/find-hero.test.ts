import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { findHero } from './find-hero';

const bodyOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;
const section = (n: number) => `<section><h2>Feature ${n}</h2><p>${'Feature text that goes on for a while about what the service does well. '.repeat(6)}</p></section>`;

describe('findHero', () => {
  it('widens the headline to the hero around it, not the sections below', () => {
    const body = bodyOf(`<div id="page"><section class="intro"><div><h1>Roofing you can trust</h1></div>
      <p>Family owned since 1928.</p><a href="/quote">Get a quote</a></section>${section(1)}${section(2)}</div>`);
    expect(findHero(body, 'Acme Roofing')!.className).toBe('intro');
  });

  it('skips a logo headline that is only a link, and a one-word headline', () => {
    const body = bodyOf(`<div><h1><a href="/">Acme Roofing</a></h1><h1>More</h1></div><div class="plans"><h1>Plans and pricing</h1><p>From $9 a month.</p></div>`);
    expect(findHero(body, 'Acme Roofing')!.className).toBe('plans');
  });

  it("is nothing when the headline is the page's title (a story's headline, followed by its byline)", () => {
    const body = bodyOf(`<div class="story-top"><h1>Council approves the clinic</h1><p>By A. Writer, 3 May</p></div>${section(1)}`);
    expect(findHero(body, 'Council approves the clinic - City News')).toBeNull();
    expect(findHero(body, 'The clinic the council approves | City News')).toBeNull();
  });

  it('is nothing on a page without a headline', () => {
    expect(findHero(bodyOf(section(1)), '')).toBeNull();
  });
});
