import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { inEachLook } from '../support/look';
import type { Case } from '../support/run-cases';
import { type ModelEnv, setupModelEnv, teardownModelEnv, useOpenAiBackend } from './model-env';

export type UiLanguage = 'de' | 'ja';

/** What each language must show: the words are the catalogue's, checked in a few places that matter. */
const WANT: Record<UiLanguage, { intro: RegExp; ask: string; scope: RegExp; chip: RegExp; copy: string; options: string; question: string; answer: string }> = {
  de: {
    intro: /^Fragen Sie zu diesem Tab/u,
    ask: 'Fragen',
    scope: /^Dieser Tab · /u,
    chip: /^Quelle 1: Aerolite 14 review/u,
    copy: 'Antwort kopieren',
    options: 'Ask Tabs – Optionen',
    question: 'Wie lange hält der Akku des Aerolite 14?',
    answer: 'Im Test hielt der Akku 11 Stunden und 42 Minuten: „the Aerolite 14 lasted 11 hours and 42 minutes before it shut down“ [1][2][3].',
  },
  ja: {
    intro: /^このタブ、選んだタブ/u,
    ask: '質問',
    scope: /^このタブ · /u,
    chip: /^出典 1：Aerolite 14 review/u,
    copy: '回答をコピー',
    options: 'Ask Tabs のオプション',
    question: 'Aerolite 14 のバッテリーはどのくらい持ちますか？',
    answer: 'テストでは 11 時間 42 分持ちました（「the Aerolite 14 lasted 11 hours and 42 minutes before it shut down」）[1][2][3]。',
  },
};

export interface UiLanguageEnv extends ModelEnv {
  language: UiLanguage;
}

/** Chromium started with `--lang=<language>`: the browser picks the extension's catalogue from it. */
export function setupUiLanguageEnv(language: UiLanguage) {
  return async (): Promise<UiLanguageEnv> => {
    const env = await setupModelEnv([`--lang=${language}`]);
    // The panel is itself a tab here: "current" is the tab used last before it, the laptop review.
    await env.pages.laptop.bringToFront();
    await env.panel.reload();
    return { ...env, language };
  };
}

export const teardownUiLanguageEnv = teardownModelEnv;

const fail = (violations: string[]) => assert.deepEqual(violations, [], `axe found serious or critical problems:\n${violations.join('\n')}`);

/**
 * Controls whose text does not fit: a button, link or select wider inside than its box (its words
 * cut or hidden), or one reaching past the window's right edge. Hidden ones (the closed scope menu) do not count.
 */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, label, .scope-chip, .model-line, summary')]
      .filter((el) => el.offsetParent !== null)
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        const clipped = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
        const outside = box.right > document.documentElement.clientWidth + 1 || box.left < -1;
        return clipped || outside ? [`${el.tagName.toLowerCase()}.${el.className} “${el.textContent?.trim().slice(0, 40)}” ${Math.round(box.left)}–${Math.round(box.right)}`] : [];
      }),
  );
}

/** The panel, a cited answer and the options page in the browser's language, at 320 and 400 px, light and dark. */
export function uiLanguageCases(language: UiLanguage): Array<Case<UiLanguageEnv>> {
  const want = WANT[language];
  return [
    {
      name: `${language}: <html lang>, the first screen, the scope and the question box in the browser's language; no control clipped at 320 px`,
      async run(env) {
        await env.drive.byTestId('first-screen').waitFor();
        assert.equal(await env.panel.evaluate(() => document.documentElement.lang), language);
        assert.match((await env.panel.locator('.intro').textContent()) ?? '', want.intro);
        assert.equal((await env.drive.byTestId('ask').textContent())?.trim(), want.ask);
        await eventually(async () => assert.match((await env.drive.byTestId('scope').textContent()) ?? '', want.scope));
        fail(
          await inEachLook(env.panel, `${language}-first-screen`, async (look) => {
            assert.deepEqual(await clippedControls(env.panel), [], `clipped at ${look.width}x${look.height}`);
          }),
        );
      },
    },
    {
      name: `${language}: a question in that language gets a cited answer; chips, status and tools speak it`,
      async run(env) {
        await useOpenAiBackend(env);
        env.llm.set({ chunks: [want.answer] });
        await env.drive.askModel(want.question);
        const turn = env.drive.lastTurn();
        assert.equal(await turn.getAttribute('data-status'), 'done');
        // Judged supported (its quote is the page's): a cited answer, not "your tabs don't seem to say".
        assert.equal(await env.drive.byTestId('answer').getAttribute('data-verdict'), 'supported');
        assert.match((await turn.locator('[data-testid="citation"]').first().getAttribute('title')) ?? '', want.chip);
        assert.equal((await env.drive.byTestId('copy-answer').textContent())?.trim(), want.copy);
        fail(
          await inEachLook(env.panel, `${language}-cited-answer`, async (look) => {
            assert.deepEqual(await clippedControls(env.panel), [], `clipped at ${look.width}x${look.height}`);
          }),
        );
        await env.drive.click(env.drive.byTestId('start-over'));
      },
    },
    {
      name: `${language}: the options page in the browser's language, with the server's fields`,
      async run(env) {
        const page = await env.browser.openTab(`chrome-extension://${env.browser.extensionId}/options.html`);
        try {
          await page.locator('form[data-loaded="true"]').waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.lang), language);
          assert.equal((await page.locator('h1').textContent())?.trim(), want.options);
          // Each choice's label fits the drop-down at 320 px (N17: the long labels were cut).
          await page.setViewportSize({ width: 320, height: 640 });
          for (const backend of ['on-device', 'openai', 'chrome-ai', 'passages']) {
            // Chromium has no built-in model, so its choice is switched off (review R9) and cannot be
            // chosen: its label ("… (not available)") is measured in the same box all the same.
            const option = page.locator(`[data-testid="backend"] option[value="${backend}"]`);
            if (!(await option.evaluate((o: HTMLOptionElement) => o.disabled))) await page.selectOption('[data-testid="backend"]', backend);
            const fit = await page.evaluate((value) => {
              const select = document.querySelector<HTMLSelectElement>('[data-testid="backend"]')!;
              const style = getComputedStyle(select);
              const probe = document.createElement('span');
              probe.style.font = style.font;
              probe.style.whiteSpace = 'pre';
              probe.textContent = select.querySelector<HTMLOptionElement>(`option[value="${value}"]`)?.textContent ?? '';
              document.body.append(probe);
              const text = probe.getBoundingClientRect().width;
              probe.remove();
              // Room for the text: the box less its padding and the arrow (about 1.5em).
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
              return { label: probe.textContent, text: Math.round(text), room: Math.round(room), right: select.getBoundingClientRect().right, width: innerWidth };
            }, backend);
            assert.ok(fit.text <= fit.room && fit.right <= fit.width, `${language}: "${fit.label}" needs ${fit.text} px of ${fit.room} at 320 px`);
          }
          await page.selectOption('[data-testid="backend"]', 'openai');
          await page.locator('[data-testid="server-fields"]').waitFor();
          fail(await inEachLook(page, `${language}-options`));
        } finally {
          await page.close();
        }
      },
    },
  ];
}

/**
 * A right-to-left language by translation alone: with dir="rtl" forced on the panel, the layout
 * mirrors (the Ask button left of the question box, a card's number at its right) and no control
 * is clipped or pushed off screen. Screenshots `rtl-*` are for people to look at.
 */
export const rtlCases: Array<Case<UiLanguageEnv>> = [
  {
    name: 'rtl: with dir="rtl" forced, the panel mirrors, nothing clipped, at 320 and 400 px',
    async run(env) {
      await useOpenAiBackend(env);
      env.llm.set({ chunks: ['The Aerolite 14 lasted 11 hours and 42 minutes before it shut down [1][2].'] });
      await env.drive.askModel('How long does the Aerolite 14 battery last?');
      await env.panel.evaluate(() => (document.documentElement.dir = 'rtl'));
      try {
        fail(
          await inEachLook(env.panel, 'rtl-cited-answer', async (look) => {
            assert.deepEqual(await clippedControls(env.panel), [], `clipped at ${look.width}x${look.height}`);
            const [ask, box] = await Promise.all(['ask', 'question'].map((id) => env.drive.byTestId(id).boundingBox()));
            assert.ok(ask && box && ask.x + ask.width <= box.x + 1, `the Ask button is not left of the question box at ${look.width}x${look.height}`);
            const card = await env.panel.locator('[data-testid="source"]').first().boundingBox();
            const number = await env.panel.locator('[data-testid="source"] .source-number').first().boundingBox();
            assert.ok(card && number && number.x > card.x + card.width / 2, 'a card’s number is not at its right');
            // The corner's Copy button goes to the other corner (logical inset), not over the number.
            const copy = await env.panel.locator('[data-testid="source"] [data-testid="copy-passage"]').first().boundingBox();
            assert.ok(copy && copy.x + copy.width < number.x, 'a card’s Copy button is not left of its number');
          }),
        );
      } finally {
        await env.panel.evaluate(() => (document.documentElement.dir = 'ltr'));
        await env.drive.click(env.drive.byTestId('start-over'));
      }
    },
  },
];
