import { describe, expect, it } from 'vitest';
import { memoryClient } from '../../../tests/support/in-memory-engine-host';
import { testControllerDeps } from '../../../tests/support/test-controller-deps';
import { HostedModel } from './hosted-model';

const spec = { engine: 'webllm' as const, modelId: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', contextWindow: 4096 };
const messages = [{ role: 'user' as const, content: 'q' }];

describe('HostedModel: two windows asking the one engine host at once', () => {
  it('answers in turn, first asked first; the second says it waits while the first is written, then streams', async () => {
    const { host, engine } = testControllerDeps();
    engine.script = [['a1 ', 'a2 ', 'a3 ', 'a4 ', 'a5'], ['b1 ', 'b2']];
    engine.delayMs = 10;
    const windowA = memoryClient(host).client;
    const windowB = memoryClient(host).client;
    const a = new HostedModel(windowA, await windowA.load(spec));
    const b = new HostedModel(windowB, await windowB.load(spec));
    const events: string[] = [];
    const run = async (model: HostedModel, name: string) => {
      for await (const delta of model.stream({ messages, requestId: `request-${name}`, onQueued: (queued) => events.push(`${name} ${queued ? 'waits' : 'its turn'}`) })) {
        events.push(delta.trim());
      }
    };
    const first = run(a, 'A');
    await new Promise((r) => setTimeout(r, 5));
    await Promise.all([first, run(b, 'B')]);
    const at = (e: string) => events.indexOf(e);
    expect(events.filter((e) => /^[ab]\d$/u.test(e))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2']);
    expect(at('B waits')).toBeGreaterThan(-1);
    expect(at('B waits')).toBeLessThan(at('a5'));
    expect(at('B its turn')).toBeGreaterThan(at('a5'));
    expect(at('B its turn')).toBeLessThan(at('b1'));
    expect(events).not.toContain('A waits');
    expect(host.status().loads).toBe(1);
  });
});
