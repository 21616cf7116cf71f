import { describe, expect, it } from 'vitest';
import { passage } from '../../tests/support/test-passages';
import { ShapeError } from './check-shape';
import type { KeptConversation } from './kept-conversation';
import { exportFile, validateExport } from './validate-export';

const full: KeptConversation = {
  id: '5f0c9a4e-1c2b-4c1e-9a43-0c3f2b1d7e11',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  turns: [
    {
      question: 'How long does the battery last?',
      passages: [{ ...passage('It lasted 10 hours.', 3, 'Review', ['Battery']), lead: 2.5, chunk: { index: 2, text: 'It lasted 10 hours.', headings: ['Battery'], locator: { exact: 'It lasted 10 hours.', prefix: 'a', suffix: 'b', page: 4 }, pages: [4, 5], cues: [[0, 12.5]], beside: true } }],
      text: 'About 10 hours [1].',
      status: 'done',
      model: { name: { of: 'catalogue', family: 'Qwen2.5', size: '1.5B', quantization: 'q4f16' }, kind: 'webllm', sendsTextOffDevice: false },
      retrieval: {
        intent: 'fact',
        matched: true,
        whole: false,
        tabIds: [3, 4],
        statuses: [
          { tabId: 3, state: 'ready', passages: 12, title: 'Review', url: 'https://example.test/3', site: 'example.test', pdf: { pageCount: 9, pagesRead: 9, emptyPages: 0, chars: 1000, bytes: 2000 } },
          { tabId: 4, state: 'unreadable', reason: 'browser-page' },
        ],
        skipped: [],
        scope: 'all',
        names: { 3: 'Review', 4: 'Settings' },
      },
      language: 'en',
      report: { sent: [{ id: 1, tokens: 5 }], leftOut: [], promptTokens: 300, sourceBudget: 200, answerReserve: 100, historyTurnsKept: 0, historyTurnsDropped: 0 },
      prompt: [{ role: 'user', content: 'q' }],
      at: 1_700_000_000_000,
    },
    { question: 'And the weight?', passages: [], text: '', status: 'error', error: { message: 'The server did not answer.', kind: 'network' } },
  ],
};

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const refused = (value: unknown) => {
  try {
    validateExport(value);
  } catch (error) {
    if (error instanceof ShapeError) return error.path;
    throw error;
  }
  throw new Error('accepted');
};

describe('import validation', () => {
  it('takes back every field an export writes: the round trip loses nothing', () => {
    expect(validateExport(roundTrip(exportFile([full], 1)))).toEqual([full]);
  });

  it('refuses a file with any field wrong, naming it', () => {
    const file = () => roundTrip(exportFile([full], 1)) as { conversations: Array<Record<string, any>>; [key: string]: unknown };
    expect(refused(null)).toBe('');
    expect(refused({ ...file(), format: 'something-else' })).toBe('format');
    expect(refused({ ...file(), version: 2 })).toBe('version');
    const extra = file();
    extra.conversations[0]!['onclick'] = 'alert(1)';
    expect(refused(extra)).toBe('conversations[0].onclick');
    const question = file();
    question.conversations[0]!.turns[0].question = { toString: '<img src=x onerror=alert(1)>' };
    expect(refused(question)).toBe('conversations[0].turns[0].question');
    const status = file();
    status.conversations[0]!.turns[0].status = 'pwned';
    expect(refused(status)).toBe('conversations[0].turns[0].status');
    const beside = file();
    (beside.conversations[0]!.turns[0].passages[0].chunk as { beside: unknown }).beside = false;
    expect(refused(beside)).toBe('conversations[0].turns[0].passages[0].chunk.beside');
    const tab = file();
    tab.conversations[0]!.turns[0].passages[0].source.tabId = 1.5;
    expect(refused(tab)).toBe('conversations[0].turns[0].passages[0].source.tabId');
    const reason = file();
    reason.conversations[0]!.turns[0].retrieval.statuses[1].reason = 'nope';
    expect(refused(reason)).toBe('conversations[0].turns[0].retrieval.statuses[1].reason');
    const name = file();
    name.conversations[0]!.turns[0].model.name = { of: 'constructor' };
    expect(refused(name)).toBe('conversations[0].turns[0].model.name.of');
    const id = file();
    id.conversations[0]!.id = '../../etc';
    expect(refused(id)).toBe('conversations[0].id');
    const twice = file();
    twice.conversations.push(twice.conversations[0]!);
    expect(refused(twice)).toBe('conversations[1].id');
    const huge = file();
    huge.conversations[0]!.turns[0].text = 'x'.repeat(600_000);
    expect(refused(huge)).toBe('conversations[0].turns[0].text');
    const proto = file();
    (proto.conversations[0]!.turns[0] as Record<string, unknown>)['__proto__'] = { polluted: true };
    expect(JSON.parse(JSON.stringify(proto)).conversations[0].turns[0].polluted).toBeUndefined();
    expect(refused(JSON.parse('{"format":"ask-tabs-conversations","version":1,"exportedAt":1,"conversations":[],"__proto__":{"x":1}}'))).toBe('__proto__');
  });
});
