import { join } from 'node:path';
import { assert, eventually } from '../support/assert';
import { SCREENSHOTS } from '../support/look';
import { hostAnswer } from '../support/engine-host-probe';
import { keptTurns } from '../support/kept-turns';
import { promptSources } from '../support/prompt-sources';
import type { Case } from '../support/run-cases';
import { type ModelEnv, modelDriver, useOpenAiBackend } from './model-env';

const BATTERY = 'How long does the Aerolite battery last?';
const CITED = ['The Aerolite 14 ', 'lasts 11 hours and 42 minutes ', 'in the video test [1].'];
const text = async (env: ModelEnv, id: string) => (await env.drive.byTestId(id).textContent()) ?? '';
const panelError = (env: ModelEnv) => env.panel.locator('[data-testid="error"]:not([hidden])');
/** A failed answer says so in its turn, in one line with Retry and Options (failed-answer.tsx). */
const turnError = (env: ModelEnv) => env.drive.lastTurn().locator('[data-testid="turn-error"]');

/**
 * Asks, waits for the answer to stream (and the turn, with its request id, to be saved), closes the
 * panel, and checks the host was still writing it then; returns the turn's request id.
 */
async function closeMidAnswer(env: ModelEnv, question: string, begun: RegExp): Promise<string> {
  await env.drive.askModel(question, { wait: false });
  await eventually(async () => assert.match(await text(env, 'answer'), begun));
  const requestId = await eventually(async () => {
    const turn = (await keptTurns(env.panel)).at(-1);
    if (turn?.question !== question || !turn.requestId) throw new Error('no saved request id');
    const id = turn.requestId;
    return id;
  });
  await env.panel.close();
  assert.equal((await hostAnswer(env.browser, requestId))?.state, 'generating', 'the answer had ended before the panel closed');
  return requestId;
}

async function reopen(env: ModelEnv): Promise<void> {
  env.panel = await env.browser.openPanel();
  env.drive = modelDriver(env.panel);
}

/** Cases 2-9 need the server backend; each starts from a server behaving normally. */
function withServer(run: (env: ModelEnv) => Promise<void>) {
  return async (env: ModelEnv) => {
    env.llm.reset();
    await run(env);
  };
}

export const modelServerCases: Array<Case<ModelEnv>> = [
  {
    name: 'without WebGPU the panel offers the processor model and says why; declining its download answers with passages, and nothing leaves the browser',
    async run(env) {
      await env.drive.openModelMenu();
      const select = env.drive.byTestId('model-select');
      const engines = await select.locator('option').evaluateAll((els) => els.map((el) => el.getAttribute('data-engine')));
      assert.ok(engines.length > 0 && engines.every((e) => e === 'wllama'), engines.join());
      assert.match((await env.drive.byTestId('model-why').textContent()) ?? '', /^Recommended: .*processor \(WebGPU found no usable graphics card\)/);
      // The menu offers the download itself and the way to a server (N12); one size per model, no thread count.
      assert.match((await env.drive.byTestId('model-download-now').textContent()) ?? '', /^Download \d+ MB$/);
      assert.doesNotMatch((await env.drive.byTestId('model-speed').textContent()) ?? '', /thread/);
      const optionsPage = env.browser.context.waitForEvent('page', { timeout: 10_000 });
      await env.drive.click(env.drive.byTestId('use-server'));
      const opened = await optionsPage;
      assert.match(opened.url(), /options\.html/);
      await opened.close();
      await env.panel.bringToFront();
      // Said once, in the model line: which model, and where it runs.
      assert.match((await env.drive.byTestId('model-status').textContent()) ?? '', /on the processor/);
      await env.drive.setScope('all');
      await env.drive.askModel(BATTERY, { wait: false });
      // The download question says why this model is the recommended one (N12).
      await eventually(async () => assert.match((await env.drive.byTestId('download-why').textContent()) ?? '', /^Recommended: /));
      await env.drive.click(env.drive.byTestId('model-download-decline'));
      await env.drive.waitForLastTurn(['done']);
      await eventually(async () => assert.equal(await env.drive.byTestId('passages-only').getAttribute('data-reason'), 'declined-download'));
      assert.equal(await env.drive.byTestId('answer').getAttribute('data-mode'), 'passages');
      assert.match((await env.drive.source(1).textContent()) ?? '', /11 hours and 42 minutes/);
      assert.equal(env.llm.requests.length, 0, 'no page text left the browser');
    },
  },
  {
    name: 'the options page, opened from the panel\'s Options link, saves the server settings, and the open panel switches to them',
    async run(env) {
      const opened = env.browser.context.waitForEvent('page', { timeout: 10_000 });
      await env.drive.click(env.drive.byTestId('open-options'));
      const options = await opened;
      await options.waitForURL(`chrome-extension://${env.browser.extensionId}/options.html`);
      await options.locator('form[data-loaded="true"]').waitFor();
      await options.selectOption('[data-testid="backend"]', 'openai');
      await options.locator('[data-testid="off-device-note"]').waitFor();
      await options.fill('[data-testid="backend-url"]', env.llm.baseUrl);
      await options.fill('[data-testid="backend-model"]', 'test-model');
      await options.click('[data-testid="backend-save"]');
      await eventually(async () => assert.match((await options.locator('[data-testid="backend-status"]').textContent()) ?? '', /Saved/i));
      const stored = await options.evaluate(() => chrome.storage.local.get('backend-settings'));
      assert.deepEqual((stored['backend-settings'] as { backend: string; openai: { baseUrl: string; model: string } }).openai.baseUrl, env.llm.baseUrl);
      assert.equal((stored['backend-settings'] as { backend: string }).backend, 'openai');
      await options.close();
      await eventually(async () => assert.equal(await env.drive.byTestId('passages-only').count(), 0));
    },
  },
  {
    name: 'the server backend streams a cited answer, says page text leaves the browser, and shows what the model saw',
    run: withServer(async (env) => {
      await useOpenAiBackend(env);
      env.llm.set({ chunks: CITED, delayMs: 250 });
      await env.drive.setScope('all');
      await env.drive.askModel(BATTERY, { wait: false });
      // Streaming: part of the answer is on screen while the rest is still coming, with Stop.
      await eventually(async () => {
        assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'streaming');
        assert.match(await text(env, 'answer'), /The Aerolite 14/);
        assert.doesNotMatch(await text(env, 'answer'), /video test/);
      });
      assert.equal(await env.drive.lastTurn().locator('[data-testid="stop"]').isVisible(), true);
      await env.drive.waitForLastTurn(['done']);
      const answer = env.drive.byTestId('answer');
      assert.match((await answer.textContent()) ?? '', /lasts 11 hours and 42 minutes in the video test/);
      const chips = env.drive.lastTurn().locator('[data-testid="citation"]');
      assert.equal(await chips.count(), 1);
      assert.equal(await chips.first().getAttribute('data-source-index'), '1');
      assert.match((await env.drive.lastTurn().locator('[data-testid="source"][data-source-index="1"]').textContent()) ?? '', /11 hours and 42 minutes/);
      // Said once, in the model line, not on every turn.
      assert.match((await env.drive.byTestId('off-device').textContent()) ?? '', /leaves this browser/);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="off-device"]').count(), 0);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="stop"]').count(), 0);
      const saw = env.drive.lastTurn().locator('[data-testid="model-saw"]');
      await saw.locator('summary').click();
      assert.ok((await saw.locator('[data-testid="model-saw-sent"]').count()) >= 1);
      assert.match((await saw.textContent()) ?? '', /Aerolite 14 review/);
      // The server got a streamed chat completion whose numbered sources hold the passage.
      const request = env.llm.requests.at(-1)!;
      const body = request.body as { stream: boolean; model: string; messages: Array<{ role: string; content: string }> };
      assert.equal(request.url, '/v1/chat/completions');
      assert.equal(body.stream, true);
      assert.equal(body.model, 'test-model');
      assert.match(body.messages.map((m) => m.content).join('\n'), /\[1\][\s\S]*11 hours and 42 minutes/);
      const shot = process.env.E2E_SCREENSHOT;
      if (shot) await env.panel.screenshot({ path: shot, fullPage: true });
    }),
  },
];

export const modelServerFollowCases: Array<Case<ModelEnv>> = [
  {
    name: 'a citation chip brings the cited tab forward and highlights the cited passage',
    async run(env) {
      const chip = env.drive.lastTurn().locator('[data-testid="citation"][data-source-index="1"]');
      await env.drive.click(chip);
      const highlighted = await eventually(() =>
        env.pages.laptop.evaluate(() => {
          const highlight = CSS.highlights.get('ask-tabs');
          if (!highlight) throw new Error('no ask-tabs highlight in the page');
          return [...highlight].map((range) => range.toString()).join(' ');
        }),
      );
      assert.match(highlighted, /11 hours and 42 minutes/);
      const active = await (await env.browser.worker()).evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
      assert.equal(active, env.ids.laptop);
      await eventually(async () => assert.equal(await panelError(env).count(), 0));
    },
  },
  {
    name: 'a follow-up sends the earlier turn as history; one answer hook on screen; start over clears the conversation',
    run: withServer(async (env) => {
      env.llm.set({ chunks: ['It weighs 1.2 kg [1].'] });
      // Earlier turns stay in the conversation, passages-only ones too (a chat, scrolling up).
      const before = await env.drive.byTestId('turn').count();
      await env.drive.askModel('And how heavy is the Aerolite?');
      const body = env.llm.requests.at(-1)!.body as { messages: Array<{ role: string; content: string }> };
      const roles = body.messages.map((m) => m.role);
      assert.ok(roles.filter((r) => r === 'user').length >= 2, `history missing: ${roles.join(',')}`);
      assert.ok(body.messages.some((m) => m.role === 'assistant' && /11 hours and 42 minutes/.test(m.content)));
      assert.equal(await env.drive.byTestId('turn').count(), before + 1);
      assert.equal(await env.drive.byTestId('answer').count(), 1);
      assert.match(await text(env, 'answer'), /1\.2 kg/);
      assert.equal(await env.drive.byTestId('previous-answer').count(), before);
      await env.drive.click(env.drive.byTestId('start-over'));
      await eventually(async () => assert.equal(await env.drive.byTestId('turn').count(), 0));
    }),
  },
  {
    name: 'Stop aborts a slow stream: the server sees the disconnect and the text stops growing',
    run: withServer(async (env) => {
      env.llm.set({ chunks: Array.from({ length: 40 }, (_, i) => `word${i} `), delayMs: 200 });
      await env.drive.askModel(BATTERY, { wait: false });
      await eventually(async () => assert.match(await text(env, 'answer'), /word1 /));
      await env.drive.click(env.drive.lastTurn().locator('[data-testid="stop"]'));
      await env.drive.waitForLastTurn(['stopped']);
      await eventually(async () => assert.equal(env.llm.clientAborts, 1));
      const stoppedAt = await text(env, 'answer');
      await new Promise((r) => setTimeout(r, 700));
      assert.equal(await text(env, 'answer'), stoppedAt);
      assert.doesNotMatch(stoppedAt, /word39/);
      assert.match(await text(env, 'answer-status'), /Stopped/);
    }),
  },
  {
    name: 'a server answer being written when the panel closes goes on in the engine host: reopened after it ended, or while it streams, the panel shows it whole and keeps it (R18)',
    run: withServer(async (env) => {
      await useOpenAiBackend(env);
      await env.drive.setScope('all');
      const chunks = [...'The Aerolite 14 lasts 11 hours and 42 minutes in the video test'.split(' ').map((w) => `${w} `), '[1].'];
      env.llm.set({ chunks, delayMs: 250 });
      const requestId = await closeMidAnswer(env, BATTERY, /Aerolite 14 lasts/);
      const finished = await eventually(async () => {
        const a = await hostAnswer(env.browser, requestId);
        assert.equal(a?.state, 'done');
        return a!;
      }, 20_000);
      assert.equal(finished.text, chunks.join(''));
      assert.equal(env.llm.clientAborts, 0, 'the server saw the request cut when the panel closed');
      await reopen(env);
      await env.drive.waitForLastTurn(['done']);
      assert.match(await text(env, 'answer'), /The Aerolite 14 lasts 11 hours and 42 minutes in the video test/);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="unsupported"]').count(), 0);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="ask-again"]').count(), 0);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="citation"]').count(), 1);
      await eventually(async () => {
        const kept = (await keptTurns(env.panel)).at(-1) as { requestId?: string; status?: string; text?: string } | undefined;
        assert.equal(kept?.requestId, requestId);
        assert.equal(kept?.status, 'done');
        assert.equal(kept?.text, chunks.join(''));
      });
      await env.panel.setViewportSize({ width: 400, height: 800 });
      await env.panel.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? SCREENSHOTS}/issue-31-r18-server-answer-after-reopen-400-light.png` });

      // Reopened while the server still writes: the text so far at once, then the rest as it comes.
      const longer = [...Array.from({ length: 30 }, (_, i) => `word${i} `), 'in the video test [1].'];
      env.llm.set({ chunks: longer, delayMs: 200 });
      const second = await closeMidAnswer(env, 'What does the Aerolite 14 weigh?', /word2 /);
      await reopen(env);
      await env.drive.waitForLastTurn(['streaming']);
      const early = await text(env, 'answer');
      assert.doesNotMatch(early, /word29/, 'the answer had ended before the panel reopened');
      await env.drive.waitForLastTurn(['done']);
      assert.match(await text(env, 'answer'), /word0 [\s\S]*word29 in the video test/);
      assert.equal((await hostAnswer(env.browser, second))?.text, longer.join(''));
      assert.equal(env.llm.clientAborts, 0);
    }),
  },
  {
    name: 'a failing server (500) ends the turn with one line (Retry, Options) and keeps the passages found; the question stays in the box',
    run: withServer(async (env) => {
      env.llm.set({ status: 500, body: JSON.stringify({ error: { message: 'model runner crashed' } }) });
      await env.drive.askModel(BATTERY);
      const message = (await turnError(env).textContent()) ?? '';
      assert.match(message, /500/);
      assert.match(message, /model runner crashed/);
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'error');
      assert.equal(await env.drive.byTestId('question').inputValue(), BATTERY);
      assert.equal(await panelError(env).count(), 0, 'said once, in the turn');
      assert.equal(await turnError(env).locator('[data-testid="retry"]').count(), 1);
      assert.equal(await turnError(env).locator('[data-testid="turn-options"]').count(), 1);
      assert.match((await env.drive.lastTurn().locator('[data-testid="source"]').first().textContent()) ?? '', /11 hours and 42 minutes/);
      const shot = process.env.E2E_SCREENSHOT_DIR ?? '.output/screenshots';
      await env.panel.setViewportSize({ width: 400, height: 800 });
      await env.panel.screenshot({ path: `${shot}/issue-19-server-failing-keeps-passages-400-light.png` });
      // Retry asks again; the server answers now.
      env.llm.reset();
      env.llm.set({ chunks: CITED });
      await env.drive.click(turnError(env).locator('[data-testid="retry"]'));
      await env.drive.waitForLastTurn(['done']);
      assert.match(await text(env, 'answer'), /11 hours and 42 minutes/);
    }),
  },
  {
    name: 'garbage partway through a stream ends the turn with the words that arrived, what happened and Retry, not a half answer passed off as whole',
    run: withServer(async (env) => {
      env.llm.set({ chunks: ['The Aerolite ', 'lasts long.'], garbageAfter: 1 });
      await env.drive.askModel(BATTERY);
      assert.match((await turnError(env).textContent()) ?? '', /partway through the answer/);
      assert.equal(await turnError(env).locator('[data-testid="retry"]').count(), 1);
      assert.equal((await text(env, 'answer-text')).trim(), 'The Aerolite');
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'error');
    }),
  },
  {
    name: 'Ollama refusing the extension origin (403, empty body) shows the exact OLLAMA_ORIGINS fix',
    run: withServer(async (env) => {
      env.llm.set({ allowedOrigins: ['http://localhost'] });
      await env.drive.askModel(BATTERY);
      const message = (await turnError(env).textContent()) ?? '';
      assert.ok(message.includes(`OLLAMA_ORIGINS=chrome-extension://${env.browser.extensionId}`), message);
      assert.equal(env.llm.requests.at(-1)!.headers.origin, `chrome-extension://${env.browser.extensionId}`);
    }),
  },
  {
    name: 'an answer with <script>, <img onerror>, javascript: links and SVG payloads runs nothing in the panel',
    run: withServer(async (env) => {
      const payloads = [
        'The battery lasts 11 hours [1]. <script>window.__askTabsPwned = "script"</script>',
        '<img src=x onerror="window.__askTabsPwned = \'img\'">',
        ' [click me](javascript:window.__askTabsPwned=\'link\') ',
        '<a href="javascript:window.__askTabsPwned=\'a\'">a link</a> ',
        '<svg onload="window.__askTabsPwned = \'svg\'"><script>window.__askTabsPwned = "svg-script"</script></svg>',
        '<iframe src="javascript:parent.__askTabsPwned=\'iframe\'"></iframe> ![x](javascript:window.__askTabsPwned=1)',
      ];
      env.llm.set({ chunks: payloads });
      await env.drive.askModel(BATTERY);
      const answer = env.drive.byTestId('answer');
      await answer.locator('a', { hasText: 'click me' }).count(); // rendered or not, it must not run
      for (const link of await answer.locator('a').all()) await link.click({ noWaitAfter: true, timeout: 2_000 }).catch(() => {});
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(await env.panel.evaluate(() => (window as unknown as { __askTabsPwned?: unknown }).__askTabsPwned), undefined);
      assert.equal(await answer.locator('script, img, svg, iframe, object, embed, [onerror], [onload]').count(), 0);
      assert.equal(await answer.locator('a[href^="javascript:" i]').count(), 0);
      assert.match((await answer.textContent()) ?? '', /The battery lasts 11 hours/);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="citation"]').count(), 1);
    }),
  },
  {
    name: 'a one-sentence comparison citing each laptop\'s weight gets two solid chips and no "don\'t seem to say", in English and with German decimal commas (R2)',
    run: withServer(async (env) => {
      await useOpenAiBackend(env);
      const zenbook = await env.browser.openTab(env.server.url('zenbook-review.html'));
      try {
        await env.drive.setScope('all');
        // The fake reads the sources it was sent and cites the passage holding each figure, as a model would.
        const comparison = (write: (aerolite: number, zenbook: number) => string) => (body: unknown) => {
          const user = (body as { messages: Array<{ role: string; content: string }> }).messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
          const idOf = (figure: RegExp) => promptSources(user).find((s) => figure.test(s.text))?.id;
          const [a, z] = [idOf(/1\.1 kilograms/), idOf(/1\.6 kilograms/)];
          return a && z ? [write(a, z)] : ['The weights were not among the sources sent.'];
        };
        const judged = async (shot: string) => {
          const chips = env.drive.lastTurn().locator('[data-testid="citation"]');
          assert.equal(await chips.count(), 2, (await env.drive.lastTurn().textContent()) ?? '');
          await env.panel.setViewportSize({ width: 400, height: 800 });
          await env.drive.lastTurn().scrollIntoViewIfNeeded();
          await env.panel.screenshot({ path: join(SCREENSHOTS, `${shot}-400x800-light.png`) });
          return {
            weak: await chips.evaluateAll((els) => els.map((el) => el.hasAttribute('data-weak'))),
            verdict: await env.drive.byTestId('answer').getAttribute('data-verdict'),
            box: await env.drive.lastTurn().locator('[data-testid="unsupported"]').count(),
            notes: await env.drive.lastTurn().locator('[data-testid="weak-note"]').allTextContents(),
          };
        };
        env.llm.set({ reply: comparison((a, z) => `The Aerolite 14 weighs 1.1 kg [${a}] and the Zenbook Flow 15 weighs 1.6 kg [${z}], so the Aerolite 14 is the lighter laptop.`) });
        await env.drive.askModel('Which is lighter, the Aerolite 14 or the Zenbook Flow 15?');
        assert.deepEqual(await judged('issue-31-comparison-en'), { weak: [false, false], verdict: 'supported', box: 0, notes: [] });
        env.llm.set({ reply: comparison((a, z) => `Das Aerolite 14 wiegt 1,1 kg [${a}], während das Zenbook Flow 15 1,6 kg wiegt [${z}]; das Aerolite 14 ist also leichter.`) });
        await env.drive.askModel('Welcher ist leichter, das Aerolite 14 oder das Zenbook Flow 15?');
        assert.deepEqual(await judged('issue-31-comparison-de'), { weak: [false, false], verdict: 'supported', box: 0, notes: [] });
        // A wrong figure is still caught, in its own clause only, and the note names that clause.
        env.llm.set({ reply: comparison((a, z) => `Das Aerolite 14 wiegt 1,3 kg [${a}], während das Zenbook Flow 15 1,6 kg wiegt [${z}].`) });
        await env.drive.askModel('Und wie schwer sind sie genau?');
        const wrong = await judged('issue-31-comparison-wrong-figure');
        assert.deepEqual({ ...wrong, notes: wrong.notes.length }, { weak: [true, false], verdict: 'supported', box: 0, notes: 1 });
        assert.match(wrong.notes[0]!, /“Das Aerolite 14 wiegt 1,3 kg”/);
      } finally {
        await zenbook.close();
        await env.drive.click(env.drive.byTestId('start-over'));
      }
    }),
  },
];
