import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTabIndex } from '../../src/pipeline/rank/tab-index';
import type { QuestionTab } from '../../src/pipeline/select/select-for-question';
import { chunksOf } from '../../tests/support/test-chunks';
import { type OpenAiSseServer, startOpenAiSseServer } from '../../tests/support/openai-sse-server';
import { serverModel } from './server-model';
import { selectWithRewrite } from './select-with-rewrite';

const tab = (tabId: number, title: string, texts: string[]): QuestionTab => ({
  source: { tabId, url: `https://site${tabId}.test/page`, title, site: `site${tabId}.test` },
  index: createTabIndex(chunksOf(texts), title),
});
const TABS = [
  tab(1, 'Fenix HM65R review', [
    'The Fenix HM65R is a headlamp with a magnesium body that we wore on three night runs in the rain.',
    'It sells for $99.95 at REI, which is what the price of a good running headlamp is these days.',
    'Its highest mode reaches 1400 lumens and lasts for about two hours on one charge of the battery.',
  ]),
  tab(2, 'Sourdough at home', [
    'A sourdough starter needs flour and water, fed every day for a week before the first loaf is baked.',
    'The dough rests overnight in the fridge, and the loaf is baked in a hot oven for forty minutes.',
    'A banneton gives the loaf its rings, and a sharp blade opens its crust before baking.',
  ]),
];
const bodies = (server: OpenAiSseServer) => server.requests.map((r) => r.body as { messages: Array<{ role: string; content: string }> });

describe('selectWithRewrite', () => {
  let server: OpenAiSseServer;
  beforeAll(async () => {
    server = await startOpenAiSseServer({ chunks: ['HM65R price cost REI dollars'] });
  });
  afterAll(() => server.close());

  it('asks the model for search words in the pages’ language when the question is in another, and selects again with them', async () => {
    server.reset();
    server.set({ chunks: ['HM65R price cost REI dollars'] });
    const model = serverModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const earlier = { question: 'How bright does the Fenix HM65R get?', tabIds: [1], carried: [] };
    const { context, rewrite } = await selectWithRewrite(TABS, 'Und wie viel muss man dafür bezahlen?', { earlier }, model);
    expect(rewrite).toBe('HM65R price cost REI dollars');
    const [body] = bodies(server);
    expect(body!.messages[0]!.content).toContain('The pages are written in English');
    expect(body!.messages[1]!.content).toBe('Earlier question: How bright does the Fenix HM65R get?\nQuestion: Und wie viel muss man dafür bezahlen?');
    expect(context.passages[0]!.chunk.text).toContain('$99.95');
  });

  it('asks nothing of a sure ranking in the pages’ language, and nothing without a model', async () => {
    server.reset();
    const model = serverModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const sure = await selectWithRewrite(TABS, 'How long is the sourdough loaf baked in the oven?', {}, model);
    expect(sure.rewrite).toBeUndefined();
    expect(server.requests).toHaveLength(0);
    const none = await selectWithRewrite(TABS, 'Und wie viel muss man dafür bezahlen?', {}, undefined);
    expect(none.rewrite).toBeUndefined();
    // Without the model's words, the German question finds nothing that states the price first.
    expect(none.context.passages[0]?.chunk.text ?? '').not.toContain('$99.95');
  });
});
