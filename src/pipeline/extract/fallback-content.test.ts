import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { findMainContent } from './fallback-content';

const bodyOf = (html: string) => new JSDOM(html).window.document.body;
const prose = (n: number) => 'Plain words of real content here. '.repeat(n);

describe('findMainContent', () => {
  it('prefers a main landmark that holds most of the text', () => {
    const body = bodyOf(`<div>${prose(2)}</div><main id="m"><h1>Title</h1><p>${prose(5)}</p><p>${prose(5)}</p></main>`);
    const found = findMainContent(body);
    expect(found.element.id).toBe('m');
    expect(found.isRoot).toBe(false);
  });

  it('descends into the densest container and ignores link text', () => {
    const body = bodyOf(`<div id="outer"><div id="links">${'<a href="#">link text here</a>'.repeat(80)}</div>
      <div id="posts"><p>${prose(10)}</p><p>${prose(10)}</p></div></div>`);
    const found = findMainContent(body);
    expect(found.element.id).toBe('posts');
    expect(found.nonLinkChars).toBeGreaterThan(500);
  });

  it('stays at the root when nothing dominates', () => {
    const body = bodyOf(`<div>${prose(5)}</div><div>${prose(5)}</div>`);
    expect(findMainContent(body)).toMatchObject({ element: body, isRoot: true });
  });

  it('handles an empty body', () => {
    expect(findMainContent(bodyOf(''))).toMatchObject({ nonLinkChars: 0, isRoot: true });
  });
});
