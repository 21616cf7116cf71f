import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pruneHidden } from './prune-hidden';

const page = `<html><head><title>T</title><meta name="x" content="y"></head><body>
  <p>one</p><div class="hide">hidden <b>deep</b></div><p>two <span class="hide">secret</span> three</p>
  <ul><li>a</li><li class="hide">b</li><li>c</li></ul></body></html>`;

describe('pruneHidden', () => {
  it('removes from the clone exactly the elements hidden on the live page', () => {
    const live = new JSDOM(page).window.document;
    const clone = live.cloneNode(true) as Document;
    const asked: string[] = [];
    const removed = pruneHidden(live, clone, (el) => {
      asked.push(el.tagName);
      return el.classList.contains('hide');
    });
    expect(removed).toBe(3);
    const texts = Array.from(clone.body.querySelectorAll('p, li, div'), (el) => el.textContent);
    expect(texts).toEqual(['one', 'two  three', 'a', 'c']);
    expect(live.body.textContent).toContain('secret'); // the live page is untouched
    expect(asked).not.toContain('B'); // hidden subtrees are not descended
    expect(clone.title).toBe('T'); // <head> is never pruned
    expect(clone.querySelector('meta[name="x"]')).not.toBeNull();
  });

  it('drops clone content it cannot match when the trees differ', () => {
    const live = new JSDOM('<body><p>a</p></body>').window.document;
    const clone = live.cloneNode(true) as Document;
    clone.body.append(clone.createElement('p'));
    clone.body.lastElementChild!.textContent = 'added later';
    pruneHidden(live, clone, () => false);
    expect(clone.body.textContent).toBe('a');
  });

  it('keeps going when the predicate throws', () => {
    const live = new JSDOM('<body><p>a</p><p>b</p></body>').window.document;
    const clone = live.cloneNode(true) as Document;
    pruneHidden(live, clone, () => {
      throw new Error('boom');
    });
    expect(clone.body.textContent).toBe('ab');
  });
});
