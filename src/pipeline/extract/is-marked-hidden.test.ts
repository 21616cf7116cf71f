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
  ])('treats %s as hidden', (html) => {
    expect(isMarkedHidden(el(html))).toBe(true);
  });

  it.each([
    '<p>x</p>',
    '<p aria-hidden="false">x</p>',
    '<p style="display:block">x</p>',
    '<p style="--display: none-ish; color: red">x</p>',
    '<p style="visibility: visible">x</p>',
  ])('treats %s as visible', (html) => {
    expect(isMarkedHidden(el(html))).toBe(false);
  });
});
