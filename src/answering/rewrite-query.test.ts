import { describe, expect, it } from 'vitest';
import { ModelError } from '../models/model-error';
import { rewriteQuery } from './rewrite-query';
import { ScriptedModel } from '../../tests/support/scripted-model-double';

describe('rewriteQuery', () => {
  it('returns the model’s keywords, asked with the question only', async () => {
    const model = new ScriptedModel([['battery life ', 'hours runtime\nextra']]);
    expect(await rewriteQuery(model, 'How long until it runs out of juice?')).toBe('battery life hours runtime');
    expect(model.requests[0]!.messages.at(-1)!.content).toBe('Question: How long until it runs out of juice?');
  });

  it('never costs the answer: a failure or a slow model gives no rewrite', async () => {
    expect(await rewriteQuery(new ScriptedModel([new ModelError('server', 'down')]), 'q')).toBe('');
    const slow = new ScriptedModel([Array.from({ length: 50 }, () => 'w ')], 50);
    expect(await rewriteQuery(slow, 'q', {}, undefined, 30)).toMatch(/^[w ]*$/u);
  });
});
