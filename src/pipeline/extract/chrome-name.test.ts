import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { namesChrome } from './chrome-name';
import { removeBoilerplate } from './remove-boilerplate';

describe('namesChrome', () => {
  it('names chrome by a word inside one token, between - or _ boundaries', () => {
    expect(namesChrome('cookie-banner', '')).toBe(true);
    expect(namesChrome('', 'post related-posts')).toBe(true);
    expect(namesChrome('', 'c-sidebar_inner')).toBe(true);
    expect(namesChrome('', 'breadcrumbs-and-subnav')).toBe(true);
    expect(namesChrome('', 'loyalty_and_referrals_product_banner')).toBe(true);
  });

  it('does not take a word inside a longer word for chrome', () => {
    expect(namesChrome('', 'shared-content')).toBe(false);
    expect(namesChrome('', 'reshare')).toBe(false);
    expect(namesChrome('', '')).toBe(false);
  });

  it('excuses a wrapper that holds the chrome beside the text: has-…, with-…, …-and-<chrome>', () => {
    expect(namesChrome('', 'has-sidebar')).toBe(false);
    expect(namesChrome('', 'row has-side-banner')).toBe(false);
    expect(namesChrome('', 'with_banner')).toBe(false);
    expect(namesChrome('map-and-related', '')).toBe(false);
    expect(namesChrome('', 'post-and-ads-container-div')).toBe(false);
  });

  it('still names chrome when another token of the same element does', () => {
    expect(namesChrome('', 'has-sidebar sidebar')).toBe(true);
  });
});

describe('removeBoilerplate with wrapper names', () => {
  it('keeps the text of a container named for what it holds beside the text (map-and-related)', () => {
    const body = new JSDOM(`<main><h1>Find legal aid</h1></main>
      <div id="map-and-related"><p>Enter an address or city below to find a legal aid organization.</p></div>
      <div class="related-posts"><p>Five more stories</p></div>`).window.document.body;
    removeBoilerplate(body);
    expect(body.textContent).toContain('Enter an address or city below');
    expect(body.textContent).not.toContain('Five more stories');
  });
});
