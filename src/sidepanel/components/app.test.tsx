// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Answerer } from '../answerer';
import { PanelContext } from '../panel-context';
import { createPanelState } from '../state/panel-state';
import { readyStatus, testPanelApi } from '../test-panel-api';
import { App } from './app';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(answerer?: Answerer) {
  const state = createPanelState();
  state.tabs.value = [{ id: 1, title: 'Laptop <b>review</b>', url: 'https://t1.test/', active: true, loading: false }];
  const { api, calls } = testPanelApi({ 1: readyStatus(1) });
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <PanelContext.Provider value={{ state, api, answerer }}>
      <App />
    </PanelContext.Provider>,
    root,
  );
  return { root, state, calls };
}

const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('App', () => {
  it('has the stable test hooks, lists tabs as text, and Enter asks', async () => {
    const { root, state, calls } = mount();
    for (const id of ['scope', 'tab-option', 'question', 'ask', 'error']) {
      expect(root.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    }
    const option = root.querySelector('[data-testid="tab-option"]')!;
    expect(option.getAttribute('data-tab-id')).toBe('1');
    expect(option.textContent).toContain('Laptop <b>review</b>');
    expect(option.querySelector('b')).toBeNull();
    expect(option.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);

    state.question.value = 'How long does it last?';
    await settle();
    press(root.querySelector('[data-testid="question"]')!, 'Enter');
    await settle();
    await settle();
    expect(calls).toContain('rank 1 "How long does it last?"');
    expect(root.querySelector('[data-testid="answer"]')).not.toBeNull();
  });

  it('hands the question and the results area to an answerer when there is one', async () => {
    const asked: string[] = [];
    const answerer: Answerer = {
      ask: async (state) => void asked.push(state.question.value),
      View: () => <div data-testid="answer">model answer here</div>,
    };
    const { root, state } = mount(answerer);
    state.question.value = 'Q';
    await settle();
    press(root.querySelector('[data-testid="question"]')!, 'Enter');
    expect(asked).toEqual(['Q']);
    expect(root.querySelector('[data-testid="answer"]')?.textContent).toBe('model answer here');
  });

  it('ticking a tab while asking about the current tab switches to chosen tabs', async () => {
    const { root, state } = mount();
    root.querySelector<HTMLInputElement>('[data-testid="tab-option"] input')!.click();
    expect(state.scope.value).toBe('chosen');
    expect([...state.chosen.value]).toEqual([]);
  });
});
