// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelError } from '../models/model-error';
import { ScriptedModel } from '../../tests/support/scripted-model-double';
import { WebLlmEngineDouble } from '../../tests/support/webllm-engine-double';
import type { TabStatus } from '../messaging/tab-status';
import { passage } from '../../tests/support/test-passages';
import { mountTestPanel, noGpu } from '../../tests/support/test-panel';
import { readyStatus, testPassage } from '../../tests/support/test-panel-api';

afterEach(() => render(null, document.body));

const tick = (ms = 0) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
const settle = async () => {
  for (let i = 0; i < 6; i++) await tick();
};
const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const $$ = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

const battery = passage('The battery lasted 11 hours and 42 minutes in the looping video test.', 1, 'Aerolite 14 review');
const weight = passage('The laptop weighs 1.1 kilograms and is made of recycled magnesium alloy.', 2, 'Zenbook review');

describe('the side panel', () => {
  it('has the stable test hooks, lists tabs as text, asks on Enter, clears the box and recalls with ↑', async () => {
    const panel = mountTestPanel({ tabs: [{ id: 1, title: 'Laptop <b>review</b>', active: true }], statuses: { 1: readyStatus(1) }, passages: [battery], model: null });
    for (const id of ['scope', 'tab-option', 'question', 'ask', 'error', 'open-options']) expect($(id), id).not.toBeNull();
    const option = $('tab-option')!;
    expect(option.textContent).toContain('Laptop <b>review</b>');
    expect(option.querySelector('b')).toBeNull();
    expect(option.querySelector<HTMLInputElement>('input')!.checked).toBe(true);

    panel.state.question.value = 'How long does it last?';
    await tick();
    press($('question')!, 'Enter');
    await settle();
    expect(panel.calls).toContain('rank 1 "How long does it last?"');
    expect($('answer')!.dataset.mode).toBe('passages');
    expect($('answer')!.textContent).toContain('Best passages from this tab');
    expect($$('source')[0]!.textContent).toMatch(/\[1\].*Laptop <b>review<\/b>.*11 hours/su); // named as the tab list names it
    expect(panel.state.question.value).toBe('');
    press($('question')!, 'ArrowUp');
    expect(panel.state.question.value).toBe('How long does it last?');
  });

  it('shows the scope as one compact control; "chosen tabs" starts with the current tab ticked', async () => {
    const panel = mountTestPanel({ tabs: [{ id: 1 }, { id: 2, active: true }, { id: 3 }], model: null });
    expect($('scope')!.textContent).toMatch(/This tab · Tab 2/u);
    expect($('scope-menu')!.hidden).toBe(true);
    await act(() => $('scope')!.click());
    expect($('scope-menu')!.hidden).toBe(false);
    // The current tab is listed first, whatever its place in the window.
    expect(Number($$('tab-option')[0]!.dataset.tabId)).toBe(2);
    await act(() => document.querySelector<HTMLInputElement>('[data-testid="scope-menu"] input[value="chosen"]')!.click());
    expect([...panel.state.chosen.value]).toEqual([2]);
    expect($('scope')!.textContent).toMatch(/1 chosen tab/u);
    await act(() => document.querySelector<HTMLInputElement>('[data-testid="scope-menu"] input[value="all"]')!.click());
    expect($('scope')!.textContent).toMatch(/All 3 tabs/u);
    await act(() => void $('scope-menu')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect($('scope-menu')!.hidden).toBe(true);
    expect(document.activeElement).toBe($('scope'));
  });

  it('says "choose a tab" before clearing anything when nothing is chosen', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: null });
    await act(() => panel.ask('First question'));
    await settle();
    panel.state.scope.value = 'chosen';
    panel.state.chosen.value = new Set();
    panel.state.question.value = 'Second question';
    await act(() => panel.ask());
    expect(panel.state.error.value).toBe('Choose at least one tab to ask about.');
    expect($$('turn')).toHaveLength(1);
    expect(panel.state.question.value).toBe('Second question');
  });

  it('streams a cited answer with chips, the sources numbered as the chips, and the server named once', async () => {
    mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], backend: 'openai', model: new ScriptedModel([['It lasts 11 hours ', 'in the video test [1].']]) });
    await settle();
    const panel = document.querySelector('[data-testid="question"]') as HTMLTextAreaElement;
    panel.value = 'How long does the battery last?';
    panel.dispatchEvent(new Event('input', { bubbles: true }));
    press(panel, 'Enter');
    await settle();
    expect($$('answer')).toHaveLength(1);
    expect($('answer')!.textContent).toContain('It lasts 11 hours in the video test');
    expect($$('citation').map((c) => c.dataset.sourceIndex)).toEqual(['1']);
    expect($$('source')[0]!.textContent).toContain('11 hours');
    expect(document.querySelector('.asked-question')?.textContent).toBe('How long does the battery last?');
    expect($('copy-answer')).not.toBeNull();
  });

  it('keeps one `answer` hook after a follow-up: the earlier turn is marked previous', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: new ScriptedModel([['First: the battery lasted 11 hours [1].'], ['Second: the battery lasted 11 hours [1].']]) });
    await act(() => panel.ask('Q1'));
    await act(() => panel.ask('Q2'));
    await settle();
    expect($$('turn')).toHaveLength(2);
    expect($$('answer')).toHaveLength(1);
    expect($('answer')!.textContent).toContain('Second');
    expect($$('previous-answer')).toHaveLength(1);
    expect($$('source')).toHaveLength(1);
  });

  it('ends a failed answer with one line in its turn (the failure, its fix, Retry, Options), keeps the passages found, and puts the question back in the box', async () => {
    const fix = 'Set OLLAMA_ORIGINS=chrome-extension://x';
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: new ScriptedModel([new ModelError('forbidden-origin', 'The server refused.', fix)]) });
    panel.state.question.value = 'Q';
    await act(() => panel.ask());
    await settle();
    expect($$('turn-error')).toHaveLength(1);
    expect($('turn-error')!.textContent).toContain('The server refused.');
    expect($('turn-error')!.textContent).toContain(fix);
    expect($$('retry')).toHaveLength(1);
    expect(panel.state.error.value).toBeNull();
    expect($$('source').length).toBeGreaterThan(0);
    expect($('turn')!.dataset.status).toBe('error');
    expect(panel.state.question.value).toBe('Q');
  });

  it('without a tab to ask about says so and starts no turn', async () => {
    const panel = mountTestPanel({ tabs: [], model: null });
    await act(() => panel.ask('Q'));
    expect(panel.state.error.value).toBe('There is no tab to ask about.');
    expect($$('turn')).toHaveLength(0);
  });

  it('an unreadable tab gets one line with an action: ask about all tabs instead', async () => {
    const panel = mountTestPanel({
      tabs: [{ id: 1, active: true, url: 'chrome://version/' }, { id: 2 }],
      statuses: { 1: { tabId: 1, state: 'unreadable', reason: 'browser-page' }, 2: readyStatus(2) },
      passages: [weight],
      model: null,
    });
    await act(() => panel.ask('How heavy is it?'));
    await settle();
    expect($$('tab-problem')).toHaveLength(1);
    expect($('tab-problem')!.textContent).toMatch(/Browser pages/u);
    expect(panel.state.error.value).toBeNull();
    expect($('answer')!.textContent).toMatch(/no tab in scope could be read/u);
    await act(() => $('ask-all-instead')!.click());
    await settle();
    expect(panel.state.scope.value).toBe('all');
    expect($('answer')!.textContent).toContain('1.1 kilograms');
    // Browser pages in "All tabs" are counted quietly, not an error each.
    expect($$('tab-problem')).toHaveLength(0);
    expect($('skipped-quietly')!.textContent).toBe('1 browser page skipped (extensions can’t read them).');
  });

  it('says plainly when nothing matches instead of calling the start of the tab the best match', async () => {
    const unmatched = { ...battery, score: 0 };
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [unmatched], model: null });
    await act(() => panel.ask('What is the capital of Australia?'));
    await settle();
    expect($('answer')!.textContent).toMatch(/Nothing in this tab mentions “What is the capital of Australia”; here is how it begins\./u);
  });

  it('shows the best few passages, then "Show more"', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ ...testPassage(1, `Passage number ${i} says something long enough to be read as a passage.`), chunk: { ...battery.chunk, index: i * 2, text: `Passage number ${i} says something long enough to be read as a passage.` } }));
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: many, model: null });
    await act(() => panel.ask('passage?'));
    await settle();
    expect($$('source')).toHaveLength(4);
    await act(() => $('show-more')!.click());
    expect($$('source')).toHaveLength(9);
  });

  it('says why answers are passages only in one quiet line, once, not on every turn', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], backend: 'passages' });
    await settle();
    await act(() => panel.ask('Q1'));
    await act(() => panel.ask('Q2'));
    await settle();
    expect($$('passages-only')).toHaveLength(1);
    expect($('passages-only')!.dataset.reason).toBe('chosen');
    expect($('passages-only')!.title).toBe('Choose a model in the options to get written answers.');
    expect($$('turn')).toHaveLength(2);
  });

  it('without WebGPU offers the model on the processor, and says where it runs and why', async () => {
    mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], env: noGpu, model: null });
    await settle();
    expect($('passages-only')).toBeNull();
    // Two cores, one thread, relaxed SIMD: Qwen2.5 0.5B Q8_0 is the best model that writes briskly (cpu-fit.ts).
    expect($('model-status')!.textContent).toMatch(/^Qwen2\.5 0\.5B on the processor \(not downloaded yet\)\./u);
    expect($('model-status')!.dataset.state).toBe('none');
    expect($('model-why')!.textContent).toBe('Recommended: the best model that writes briskly on this processor (WebGPU found no usable graphics card).');
    const engines = [...document.querySelectorAll<HTMLOptionElement>('[data-testid="model-select"] option')].map((o) => o.dataset.engine);
    expect(engines.length).toBeGreaterThan(0);
    expect(engines.every((e) => e === 'wllama')).toBe(true);
  });

  it('names the loaded model from its data, and where it runs once, in the line’s own words', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], cached: ['Qwen2.5-1.5B-Instruct-q4f16_1-MLC'] });
    await settle();
    await act(() => panel.ask('q'));
    await settle();
    expect($('model-status')!.dataset.state).toBe('ready');
    expect($('model-status')!.textContent).toMatch(/^Qwen2\.5 1\.5B \(q4f16\) is loaded on the graphics card/u);
    // The line itself (the menu beside it names the engines too).
    expect($('model-status')!.querySelector('span')!.textContent!.match(/graphics card/gu)).toHaveLength(1);
  });

  it('asks before the first download in plain words, waiting for the choice in the turn, then shows progress', async () => {
    const engine = new WebLlmEngineDouble();
    engine.delayMs = 20;
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], engine });
    await settle();
    let asked!: Promise<void>;
    await act(() => {
      asked = panel.ask('q');
    });
    await settle();
    expect($('answer-status')!.textContent).toMatch(/Waiting for your choice/u);
    const prompt = $('model-download')!;
    expect(prompt.textContent).toMatch(/Recommended · Qwen2\.5 1\.5B · \d\.\d GB/u);
    expect(prompt.textContent).toMatch(/Faster, less accurate/u);
    expect(prompt.textContent).not.toMatch(/q4f|MLC/u);
    await act(() => $('model-download-approve')!.click());
    // The engine double reports bytes as it "downloads" (every 20 ms): wait for the first report.
    for (let i = 0; i < 100 && !/\d+ MB of/u.test($('model-progress')?.textContent ?? ''); i++) await tick(20);
    expect($('model-progress')!.textContent).toMatch(/Downloading Qwen2\.5 1\.5B: \d+ MB of 800 MB, \d+%/u);
    // The engine's own (English) progress text is no tooltip: the line above says it in the interface's language.
    expect($('model-progress')!.querySelector('progress')!.hasAttribute('title')).toBe(false);
    await act(() => $('model-cancel')!.click());
    await act(() => asked);
    expect($('model-progress')).toBeNull();
  });

  it('after declining the download, offers it again from the model line', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery] });
    await settle();
    let asked!: Promise<void>;
    await act(() => {
      asked = panel.ask('q');
    });
    await settle();
    await act(() => $('model-download-decline')!.click());
    await act(() => asked);
    await settle();
    expect($('passages-only')!.dataset.reason).toBe('declined-download');
    expect($('answer')!.dataset.mode).toBe('passages');
    await act(() => $('model-reconsider')!.click());
    expect($('passages-only')).toBeNull();
    await act(() => {
      asked = panel.ask('again');
    });
    await settle();
    expect($('model-download')).not.toBeNull();
    await act(() => $('model-download-decline')!.click());
    await act(() => asked);
  });

  it('offers questions for the current tab on the first screen, one from its headings, that ask on click', async () => {
    const outlined = { ...readyStatus(1), outline: ['Design', 'Battery life'] } as TabStatus;
    const panel = mountTestPanel({ statuses: { 1: outlined }, passages: [battery], model: null });
    panel.state.statuses.value = new Map([[1, outlined]]);
    await tick();
    expect($$('suggestion').map((b) => b.textContent)).toEqual(['Summarize this page', 'What are the key points?', 'What does it say about Design?']);
    await act(() => $$('suggestion')[0]!.click());
    await settle();
    expect(document.querySelector('.asked-question')?.textContent).toBe('Summarize this page');
    expect($('first-screen')).toBeNull();
  });

  it('says the tabs don’t seem to say, with the closest passages, when nothing supports the answer', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: new ScriptedModel([["Your tabs don't seem to say."]], 0, 'webllm', { of: 'catalogue', family: 'Qwen2.5', size: '1.5B', quantization: 'q4f16' }, false) });
    await act(() => panel.ask('How much does the laptop cost?'));
    await settle();
    expect($('unsupported')!.textContent).toMatch(/Your tabs don’t seem to say/u);
    // One list: the closest passages, numbered as the cards are; no cards; every passage sent is in
    // "What the model saw", the one control that lists them all (N10, N11, N13).
    expect($$('closest-passage').map((b) => b.textContent)).toEqual(['[1] Aerolite 14 review']);
    expect($$('source')).toHaveLength(0);
    expect($('show-more')).toBeNull();
    expect($$('model-saw-sent').map((r) => r.getAttribute('data-source-index'))).toEqual(['1']);
  });

  it('numbers the closest passages of a "don’t seem to say" answer 1, 2, 3 down the list, not by the prompt’s ids (review R10)', async () => {
    const filler = (i: number) => ({ ...passage(`Unrelated filler paragraph number ${i} about gardening tools.`, 1, 'Garden'), chunk: { ...battery.chunk, index: 10 + i, text: `Unrelated filler paragraph number ${i} about gardening tools.` } });
    const price = { ...passage('The laptop costs 999 euros in the shop.', 1, 'Price page'), chunk: { ...battery.chunk, index: 30, text: 'The laptop costs 999 euros in the shop.' } };
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [filler(1), filler(2), filler(3), price], model: new ScriptedModel([["Your tabs don't seem to say."]]) });
    await act(() => panel.ask('How much does the laptop cost?'));
    await settle();
    const shown = $$('closest-passage').map((b) => b.textContent);
    expect(shown[0]).toBe('[1] Price page');
    expect(shown.map((t) => Number(/\[(\d+)\]/.exec(t ?? '')?.[1]))).toEqual(shown.map((_, i) => i + 1));
  });

  it('copies an answer as Markdown with its numbered sources', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void (copied = text) }, configurable: true });
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: new ScriptedModel([['It lasts 11 hours [1].']]) });
    await act(() => panel.ask('Battery?'));
    await settle();
    await act(() => $('copy-answer')!.click());
    await settle();
    expect(copied).toBe('**Battery?**\n\nIt lasts 11 hours [1].\n\nSources:\n[1] Aerolite 14 review — https://example.test/1#:~:text=The%20battery%20lasted%2011,the%20looping%20video%20test.\n');
  });

  it('start over clears the conversation back to the first screen', async () => {
    const panel = mountTestPanel({ statuses: { 1: readyStatus(1) }, passages: [battery], model: new ScriptedModel([['A [1].']]) });
    await act(() => panel.ask('q'));
    await settle();
    await act(() => $('start-over')!.click());
    expect($('turn')).toBeNull();
    expect($('first-screen')).not.toBeNull();
  });
});
