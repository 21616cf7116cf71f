import { assert, eventually } from '../support/assert';
import { inEachLook } from '../support/look';
import type { Case } from '../support/run-cases';
import { type ModelEnv, useOpenAiBackend } from './model-env';

type Body = { messages: Array<{ role: string; content: string }> };
const systemOf = (env: ModelEnv) => (env.llm.requests.at(-1)!.body as Body).messages.find((m) => m.role === 'system')?.content ?? '';

/** Issue 23: the answer in the question's language, whatever the page's. */
export const answerLanguageCases: Array<Case<ModelEnv>> = [
  {
    name: 'a French question about an English page: the request tells the model to answer in French, and its refusal comes in French',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      await env.drive.setScope('all');
      env.llm.set({ chunks: ['La batterie de l’Aerolite 14 ', 'dure 11 heures et 42 minutes [1].'] });
      await env.drive.askModel('Combien de temps dure la batterie de l’Aerolite ?');
      const system = systemOf(env);
      assert.match(system, /Write the answer in French, the language of the question, even when the sources are in another language\./);
      assert.match(system, /reply exactly "Vos onglets ne semblent pas le dire\."/);
      // The sources are the English page, as the user has it open.
      assert.match((env.llm.requests.at(-1)!.body as Body).messages.at(-1)!.content, /11 hours and 42 minutes/);
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'done');

      env.llm.set({ chunks: ['Vos onglets ne semblent pas le dire. ', 'Ils parlent de l’autonomie de l’Aerolite.'] });
      await env.drive.askModel('Quelle est la couleur de la housse de l’Aerolite ?');
      await eventually(async () =>
        assert.equal((await env.drive.lastTurn().locator('.unsupported-title').textContent())?.trim(), 'Vos onglets ne semblent pas le dire.'),
      );
      assert.match((await env.drive.lastTurn().locator('[data-testid="unsupported"]').textContent()) ?? '', /Le modèle n’a trouvé aucune réponse/);
      await env.drive.click(env.drive.byTestId('start-over'));
    },
  },
  {
    name: '"Your tabs don\'t seem to say": its closest passages are numbered 1, 2, 3 down the list, each title above its snippet, no bullet (review R10)',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      await env.drive.setScope('all');
      env.llm.set({ chunks: ["Your tabs don't seem to say."] });
      await env.drive.askModel('What colour is the Aerolite 14 sleeve and how heavy is the Zenbook?');
      const box = env.drive.lastTurn().locator('[data-testid="unsupported"]');
      await box.waitFor();
      const items = await box.locator('.closest > li').evaluateAll((lis) =>
        lis.map((li) => {
          const title = li.querySelector('.link')!.getBoundingClientRect();
          const snippet = li.querySelector('.muted')!.getBoundingClientRect();
          return { number: /^\[(\d+)\]/.exec(li.querySelector('.link')!.textContent ?? '')?.[1], bullet: getComputedStyle(li).listStyleType, titleLeft: title.left, snippetLeft: snippet.left, below: snippet.top >= title.bottom - 1 };
        }),
      );
      assert.ok(items.length >= 2, JSON.stringify(items));
      assert.deepEqual(items.map((i) => Number(i.number)), items.map((_, k) => k + 1));
      for (const item of items) {
        assert.equal(item.bullet, 'none');
        assert.ok(Math.abs(item.titleLeft - item.snippetLeft) <= 1 && item.below, JSON.stringify(item));
      }
      const violations = await inEachLook(env.panel, 'r10-closest-passages');
      assert.deepEqual(violations, [], violations.join('\n'));
      await env.drive.click(env.drive.byTestId('start-over'));
    },
  },
];
