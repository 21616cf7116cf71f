// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus, testPassage } from '../../../tests/support/test-panel-api';
import { pageLabel } from './page-label';

afterEach(() => render(null, document.body));

function pdfPassage(tabId: number, text: string, pages: [number, number]) {
  const passage = testPassage(tabId, text);
  return { ...passage, chunk: { ...passage.chunk, pages, locator: { ...passage.chunk.locator, page: pages[0] } } };
}

describe('PDF sources', () => {
  it('show their page, and a PDF passage offers the extension viewer (an HTML one does not)', async () => {
    const panel = mountTestPanel({
      tabs: [{ id: 1, active: true }, { id: 2 }],
      statuses: { 1: readyStatus(1), 2: readyStatus(2) },
      passages: [pdfPassage(1, 'The quarterly report says revenue grew on page twelve.', [12, 12]), testPassage(2, 'A web page that also talks about revenue growth this year.')],
      model: null,
    });
    panel.state.scope.value = 'all';
    await act(() => panel.ask('revenue'));
    for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    const [pdf, html] = [...document.querySelectorAll('[data-testid="source"]')];
    expect(pdf?.querySelector('[data-testid="source-page"]')?.textContent).toBe('p. 12');
    expect(html?.querySelector('[data-testid="source-page"]')).toBeNull();
    expect(html?.querySelector('[data-testid="show-in-viewer"]')).toBeNull();
    await act(() => (pdf?.querySelector('[data-testid="show-in-viewer"]') as HTMLButtonElement).click());
    expect(panel.calls.at(-1)).toBe('viewer 1 p12');
    await act(() => (pdf?.querySelector('.source-open') as HTMLButtonElement).click());
    expect(panel.calls.at(-1)).toBe('show 1');
  });

  it('a card drops the section heading that repeats the title, bolds the sentence that matched, and keeps the viewer an icon in the card (N16)', async () => {
    const text =
      'The Harrow Valley reservoir held 41.7 million cubic metres at the end of March, which is 88 percent of its capacity. Storage in the smaller Ashcombe reservoir was drawn down for inspection. No hosepipe restrictions were needed.';
    const base = pdfPassage(1, text, [7, 7]);
    const passage = { ...base, source: { ...base.source, title: 'Harrow Valley Water Supply Annual Report' }, chunk: { ...base.chunk, headings: ['Harrow Valley Water Supply: Annual Report', '6. Storage'] } };
    const panel = mountTestPanel({ tabs: [{ id: 1, active: true, title: 'Harrow Valley Water Supply Annual Report' }], statuses: { 1: readyStatus(1) }, passages: [passage], model: null });
    await act(() => panel.ask('How much water did the reservoir hold at the end of March?'));
    for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    const card = document.querySelector('[data-testid="source"]')!;
    expect(card.querySelector('.source-path')?.textContent).toBe('6. Storage');
    expect(card.querySelector('[data-testid="source-match"]')?.textContent).toBe(
      'The Harrow Valley reservoir held 41.7 million cubic metres at the end of March, which is 88 percent of its capacity.',
    );
    expect(card.querySelector('.source-text')?.textContent).toBe(text);
    const viewer = card.querySelector('[data-testid="show-in-viewer"]')!;
    expect(viewer.getAttribute('aria-label')).toBe('Show in Ask Tabs viewer');
    expect(viewer.textContent).toBe('');
    expect(card.querySelector('.source-open')!.classList.contains('source-open-pdf')).toBe(true);
  });

  it('label a passage over a page break with both pages', () => {
    expect(pageLabel([3, 3])).toBe('p. 3');
    expect(pageLabel([3, 4])).toBe('pp. 3–4');
  });
});
