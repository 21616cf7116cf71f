import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { SCREENSHOTS } from '../support/look';
import type { Case } from '../support/run-cases';
import { useOpenAiBackend } from './model-env';
import type { LookEnv } from './panel-look-cases';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

/** The focused element shows a visible 2 px ring (keyboard focus, :focus-visible). */
async function assertRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return { width: style.outlineWidth, style: style.outlineStyle, id: el.getAttribute('data-testid') ?? el.tagName };
  });
  assert.ok(ring && ring.style !== 'none' && parseFloat(ring.width) >= 2, `no 2 px focus ring on ${JSON.stringify(ring)}`);
}

/** Presses Tab (or Shift+Tab) until the element with this test id has focus, checking the ring on the way. */
async function tabTo(page: Page, testId: string, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if ((await focusedId(page)) === testId) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await assertRing(page);
  }
  throw new Error(`${testId} never took the focus (last: ${await focusedId(page)})`);
}

/** The whole flow with the keyboard alone: choose the scope, ask, stop, ask again, open a citation, copy the answer. */
export const keyboardCases: Array<Case<LookEnv>> = [
  {
    name: 'keyboard only: Tab, Shift+Tab, Enter, Space, arrows and Escape through scope, ask, Stop, a citation (the page does not scroll: review R15) and copy',
    async run(env) {
      const { panel } = env;
      await useOpenAiBackend(env);
      await panel.bringToFront();
      await panel.reload();
      await panel.locator('[data-testid="question"]').waitFor();
      await eventually(async () => assert.equal(await focusedId(panel), 'question'));

      // Scope: Shift+Tab to the chip, Enter opens the menu, arrows choose "All tabs", Escape closes it and returns focus.
      await tabTo(panel, 'scope', { back: true });
      await panel.keyboard.press('Enter');
      assert.equal(await panel.locator('[data-testid="scope"]').getAttribute('aria-expanded'), 'true');
      await panel.keyboard.press('Tab');
      await assertRing(panel);
      for (let i = 0; i < 3 && (await panel.locator('[data-testid="scope"]').getAttribute('data-scope')) !== 'all'; i++) {
        await panel.keyboard.press('ArrowDown');
      }
      await panel.keyboard.press('Escape');
      assert.equal(await focusedId(panel), 'scope');
      assert.equal(await panel.locator('[data-testid="scope"]').getAttribute('data-scope'), 'all');
      assert.equal(await panel.locator('[data-testid="scope-menu"]').isHidden(), true);

      // Ask a question that streams slowly, then Stop it from the keyboard.
      env.llm.set({ chunks: Array.from({ length: 30 }, (_, i) => `slow${i} `), delayMs: 150 });
      await tabTo(panel, 'question');
      await panel.keyboard.type('How long does the Zenbook battery last?');
      await panel.keyboard.press('Enter');
      await eventually(async () => assert.equal(await panel.locator('[data-testid="turn"]').last().getAttribute('data-status'), 'streaming'));
      await tabTo(panel, 'stop', { back: true });
      await panel.keyboard.press('Enter');
      await eventually(async () => assert.equal(await panel.locator('[data-testid="turn"]').last().getAttribute('data-status'), 'stopped'));

      // Ask again with a cited answer; reach its citation chip and open it with Enter.
      env.llm.set({ chunks: ['The Zenbook Flow 15 ran for 16 hours and 5 minutes [1].'], delayMs: 0 });
      await tabTo(panel, 'question');
      await panel.keyboard.press('ArrowUp'); // recalls the last question
      assert.equal(await panel.locator('[data-testid="question"]').inputValue(), 'How long does the Zenbook battery last?');
      await panel.keyboard.press('Enter');
      await eventually(async () => assert.equal(await panel.locator('[data-testid="turn"]').last().getAttribute('data-status'), 'done'));
      await tabTo(panel, 'citation', { back: true });
      // Focus scrolls the conversation, never the page: the header and composer stay put (review R15).
      const page = await panel.evaluate(() => ({ top: document.scrollingElement!.scrollTop, head: document.querySelector('.panel-head')!.getBoundingClientRect().top }));
      assert.deepEqual(page, { top: 0, head: 0 });
      await panel.screenshot({ path: `${SCREENSHOTS}/r15-citation-focus-${panel.viewportSize()?.width ?? 400}x${panel.viewportSize()?.height ?? 800}-light.png` });
      await panel.keyboard.press('Enter');
      const zenbook = env.browser.context.pages().find((p) => p.url().includes('zenbook-review.html'))!;
      await eventually(async () => assert.ok(await zenbook.evaluate(() => (CSS.highlights.get('ask-tabs')?.size ?? 0) > 0), 'no highlight in the cited tab'));

      // Copy the answer with Space.
      await panel.bringToFront();
      await tabTo(panel, 'copy-answer');
      await panel.keyboard.press('Space');
      await eventually(async () => assert.match((await panel.locator('[data-testid="copy-answer"]').textContent()) ?? '', /Copied/));
      // What was copied, pasted back with the keyboard into the (empty) question box.
      await tabTo(panel, 'question');
      await panel.keyboard.press('Control+V');
      const copied = await panel.locator('[data-testid="question"]').inputValue();
      assert.match(copied, /16 hours and 5 minutes \[1\][\s\S]*Sources:\n\[1\] Zenbook Flow 15 OLED review/);
      await panel.locator('[data-testid="question"]').fill('');
      // A finished answer was announced to screen readers.
      assert.match((await panel.locator('[data-testid="announcer"]').textContent()) ?? '', /Answer ready/);
    },
  },
];
