// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openClosedPanels } from './open-closed-panels';

describe('openClosedPanels', () => {
  it('clicks the tab that names a closed panel and opens a closed <details>, outermost first', () => {
    document.body.innerHTML = `<button id="tab" aria-controls="specs">Specs</button>
      <div id="specs" style="display:none"><details><summary>Sizes</summary><p id="t">Weight 1.46 kg</p></details></div>`;
    const clicked: string[] = [];
    document.getElementById('tab')!.addEventListener('click', () => {
      clicked.push('tab');
      document.getElementById('specs')!.style.display = 'block';
    });
    // jsdom lays nothing out: every control counts as shown there.
    Object.defineProperty(Element.prototype, 'getClientRects', { configurable: true, value: () => [{}] });
    expect(openClosedPanels(document.getElementById('t')!.firstChild!, window)).toBe(2);
    expect(clicked).toEqual(['tab']);
    expect(document.querySelector('details')!.open).toBe(true);
  });

  it('clicks no control that leads to another address, and nothing for an open passage', () => {
    document.body.innerHTML = `<a id="tab" href="/reviews" aria-controls="r">Reviews</a><div id="r" style="display:none"><p id="t">Four stars</p></div><p id="o">Open text</p>`;
    let clicks = 0;
    document.getElementById('tab')!.addEventListener('click', (e) => {
      clicks++;
      e.preventDefault();
    });
    expect(openClosedPanels(document.getElementById('t')!.firstChild!, window)).toBe(0);
    expect(openClosedPanels(document.getElementById('o')!.firstChild!, window)).toBe(0);
    expect(clicks).toBe(0);
  });

  it('clicks the item at a closed pane’s index in a tab widget that declares nothing', () => {
    document.body.innerHTML = `<div class="navs"><div class="nav">Overview</div><div class="nav" id="specs-tab">Specs</div></div>
      <div class="panes"><div class="pane">Fast.</div><div class="pane" style="display:none"><p id="t">Interface PCI Express 4.0</p></div></div>
      <div><div class="p">Seen.</div><div class="p" style="display:none"><p id="s">Hidden.</p></div></div>`;
    const clicked: string[] = [];
    document.getElementById('specs-tab')!.addEventListener('click', () => clicked.push('specs'));
    // Laid out unless it or an element around it is not displayed, as in a browser.
    const rects = function (this: Element) {
      for (let e: Element | null = this; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return [];
      return [{}];
    };
    Object.defineProperty(Element.prototype, 'getClientRects', { configurable: true, value: rects });
    expect(openClosedPanels(document.getElementById('t')!.firstChild!, window)).toBe(1);
    expect(clicked).toEqual(['specs']);
    expect(openClosedPanels(document.getElementById('s')!.firstChild!, window)).toBe(0);
  });
});

