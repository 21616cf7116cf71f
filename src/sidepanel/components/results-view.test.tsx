// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelContext } from '../panel-context';
import { createPanelState } from '../state/panel-state';
import { readyStatus, testPanelApi, testPassage } from '../test-panel-api';
import { ResultsView } from './results-view';

function mount(passages: ReturnType<typeof testPassage>[]) {
  const state = createPanelState();
  const { api, calls } = testPanelApi({ 1: readyStatus(1), 2: readyStatus(2) });
  state.asked.value = { question: 'Q?', selection: null, tabIds: [1, 2], passages, statuses: [readyStatus(1), readyStatus(2)], budget: 1000 };
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <PanelContext.Provider value={{ state, api }}>
      <ResultsView />
    </PanelContext.Provider>,
    root,
  );
  return { root, state, calls };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ResultsView', () => {
  it('numbers the sources from 1 with their tab title, site and text, below the answer region', () => {
    const { root } = mount([testPassage(1, 'First passage.', 'Laptop review'), testPassage(2, 'Second passage.')]);
    const sources = root.querySelectorAll('[data-testid="source"]');
    expect([...sources].map((s) => s.getAttribute('data-source-index'))).toEqual(['1', '2']);
    expect(sources[0]?.textContent).toContain('[1] Laptop review t1.test');
    expect(sources[0]?.textContent).toContain('First passage.');
    expect(root.querySelector('[data-testid="answer"]')?.textContent).toContain('2 passages');
  });

  it('renders page text and titles as text, never as HTML', () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const { root } = mount([testPassage(1, payload, payload)]);
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelector('[data-testid="source"]')?.textContent).toContain('<img src=x onerror=');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('asks the background to show a source when it is clicked', async () => {
    const { root, calls } = mount([testPassage(2, 'Second passage.')]);
    root.querySelector<HTMLButtonElement>('[data-testid="source"] button')!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['show 2']);
  });

  it('says so when nothing matched', () => {
    const { root } = mount([]);
    expect(root.querySelector('[data-testid="answer"]')?.textContent).toMatch(/Nothing in these 2 tabs matches/);
    expect(root.querySelectorAll('[data-testid="source"]')).toHaveLength(0);
  });
});
