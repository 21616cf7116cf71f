// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isMarkedHidden } from './is-marked-hidden';

function el(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('isMarkedHidden', () => {
  it.each([
    '<p hidden>x</p>',
    '<p aria-hidden="true">x</p>',
    '<p style="display:none">x</p>',
    '<p style="color: red; DISPLAY : none !important">x</p>',
    '<p style="visibility: hidden">x</p>',
    // aria-hidden elsewhere, or on a link still in the tab order, is still taken for hidden on a copy.
    '<div aria-hidden="true" tabindex="-1">x</div>',
    '<a href="/story" aria-hidden="true">x</a>',
    '<a href="/story" aria-hidden="true" tabindex="-1" style="display:none">x</a>',
  ])('treats %s as hidden', (html) => {
    expect(isMarkedHidden(el(html))).toBe(true);
  });

  it.each([
    '<p>x</p>',
    '<p aria-hidden="false">x</p>',
    '<p style="display:block">x</p>',
    '<p style="--display: none-ish; color: red">x</p>',
    '<p style="visibility: visible">x</p>',
    // A card's second link to where its title links, kept from screen readers and the keyboard only.
    '<a href="/story" aria-hidden="true" tabindex="-1">Walmart now has the Beats Solo 4</a>',
  ])('treats %s as visible', (html) => {
    expect(isMarkedHidden(el(html))).toBe(false);
  });

  it('reads the text a labelled link hides from screen readers as visible (Amazon\'s ratings), and nothing else', () => {
    const link = el('<a href="/reviews" aria-label="4.7 out of 5 stars, 58,483 ratings"><i aria-hidden="true"><span>4.7 out of 5 stars</span></i> <span aria-hidden="true">58,483</span></a>');
    expect(Array.from(link.querySelectorAll('[aria-hidden]')).map(isMarkedHidden)).toEqual([false, false]);
    const region = el('<section aria-label="Reviews"><div aria-hidden="true">Slide 2</div><a href="/x"><span aria-hidden="true">›</span></a></section>');
    expect(Array.from(region.querySelectorAll('[aria-hidden]')).map(isMarkedHidden)).toEqual([true, true]);
    const other = el('<a href="/cart" aria-label="Add to basket"><span aria-hidden="true">Deliver to Bulgaria</span></a>');
    expect(isMarkedHidden(other.firstElementChild!)).toBe(true);
  });
});
