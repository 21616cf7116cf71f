import { assert, eventually } from '../support/assert';
import { inEachLook, inView } from '../support/look';
import type { Case } from '../support/run-cases';
import type { ModelEnv } from './model-env';

/**
 * Chromium with --enable-unsafe-webgpu: a real SwiftShader (CPU) adapter without shader-f16. No
 * weights can be downloaded here, so the cases stop at what happens before and instead of a download.
 */
export const modelWebGpuCases: Array<Case<ModelEnv>> = [
  {
    name: 'on a GPU without shader-f16 the picker offers q4f32 WebGPU builds with their window, and processor models; on a software GPU the processor model is the default, with the reason',
    async run(env) {
      await env.drive.openModelMenu();
      const select = env.drive.byTestId('model-select');
      await select.waitFor();
      const options = await select.locator('option').evaluateAll((els) =>
        els.map((el) => ({ engine: el.getAttribute('data-engine'), q: el.getAttribute('data-quantization'), text: el.textContent ?? '' })),
      );
      const gpu = options.filter((o) => o.engine === 'webllm');
      assert.ok(gpu.length >= 2, `only ${gpu.length} WebGPU models offered`);
      for (const o of gpu) assert.equal(o.q, 'q4f32', o.text);
      // Plain words: what each is for and what it downloads; no quantization jargon; the window as data.
      assert.ok(gpu.every((o) => /— [A-Z][a-z].* \(\d+(\.\d)? [GM]B\)/.test(o.text) && !/q4f/.test(o.text)), JSON.stringify(gpu));
      assert.ok((await select.locator('option[data-engine="webllm"]').first().getAttribute('data-window')) !== null);
      assert.ok(options.some((o) => o.engine === 'wllama'), 'no processor models');
      const chosen = await select.inputValue();
      assert.equal(await select.locator(`option[value="${chosen}"]`).getAttribute('data-engine'), 'wllama');
      assert.match((await env.drive.byTestId('model-why').textContent()) ?? '', /only emulates a graphics card/);
      assert.equal(await env.drive.byTestId('model-cache').getAttribute('data-cached'), 'false');
      assert.equal(await env.drive.byTestId('passages-only').count(), 0);
    },
  },
  {
    name: 'asking before the model is downloaded asks first; declining answers with passages and says why',
    async run(env) {
      await env.drive.setScope('all');
      await env.drive.askModel('How long does the Aerolite battery last?', { wait: false });
      const decline = env.drive.byTestId('model-download-decline');
      await decline.waitFor({ timeout: 20_000 });
      const prompt = (await env.drive.byTestId('model-download').textContent()) ?? '';
      assert.match(prompt, /once/i);
      // Plain words: what each choice is for and its size; no quantization jargon; one primary button.
      // On a software GPU the processor is recommended, with its speed in words: on this 2-core machine (one thread,
      // relaxed SIMD) the best model that writes at reading pace (cpu-fit.ts).
      assert.match(prompt, /Recommended · Qwen2.5 0.5B · \d+ MB/);
      assert.match(prompt, /On the processor.*writes/);
      assert.doesNotMatch(prompt, /q4f|MLC|shader/);
      assert.equal(await env.drive.byTestId('model-download').locator('button.primary').count(), 1);
      assert.match((await env.drive.byTestId('answer-status').textContent()) ?? '', /Waiting for your choice/);
      const violations = await inEachLook(env.panel, 'model-setup', async (look) => {
        assert.ok(await inView(env.panel, '[data-testid="model-download"]'), `the download question is off screen at ${look.width}x${look.height}`);
      });
      assert.deepEqual(violations, []);
      await env.drive.click(decline);
      await env.drive.waitForLastTurn(['done']);
      await eventually(async () => assert.equal(await env.drive.byTestId('passages-only').getAttribute('data-reason'), 'declined-download'));
      assert.equal(await env.drive.byTestId('answer').getAttribute('data-mode'), 'passages');
      assert.match((await env.drive.source(1).textContent()) ?? '', /11 hours and 42 minutes/);
      assert.equal(env.llm.requests.length, 0);
      // After declining, the model line offers the download again.
      assert.equal(await env.drive.byTestId('model-reconsider').count(), 1);
    },
  },
  {
    name: 'a WebGPU model chosen and approved loads in the engine host\'s worker until the download, which fails here with a clear message (no weights can be downloaded)',
    async run(env) {
      if ((await env.drive.byTestId('start-over').count()) > 0) await env.drive.click(env.drive.byTestId('start-over'));
      // Declined in the case before: "Download the model" brings the model line (and its menu) back.
      await env.drive.click(env.drive.byTestId('model-reconsider'));
      await env.drive.openModelMenu();
      const select = env.drive.byTestId('model-select');
      const smallest = await select.locator('option[data-engine="webllm"]').evaluateAll((els) => els.map((el) => el.getAttribute('value')!).find((v) => v.startsWith('SmolLM2-360M')) ?? '');
      assert.ok(smallest, 'no SmolLM2 360M WebGPU build offered');
      await env.drive.front();
      await select.selectOption(smallest);
      await env.drive.setScope('all');
      await env.drive.askModel('How long does the Aerolite battery last?', { wait: false });
      await env.drive.click(env.drive.byTestId('model-download-approve'));
      const error = env.drive.byTestId('model-error');
      await error.waitFor({ timeout: 60_000 });
      assert.equal(await error.getAttribute('data-kind'), 'load-failed');
      assert.match((await error.textContent()) ?? '', /could not be downloaded/);
      await eventually(async () => assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'error'));
    },
  },
];
