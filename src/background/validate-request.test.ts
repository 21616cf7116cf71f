import { describe, expect, it } from 'vitest';
import { validateRequest } from './validate-request';

describe('validateRequest', () => {
  it('passes well-formed requests through', () => {
    expect(validateRequest.prepareTab({ tabId: 3 })).toEqual({ tabId: 3 });
    expect(validateRequest.selectOverTabs({ tabIds: [1, 2], question: 'why?' })).toEqual({ tabIds: [1, 2], question: 'why?' });
    expect(validateRequest.selectOverTabs({ tabIds: [], question: '', budget: 900 })).toEqual({ tabIds: [], question: '', budget: 900 });
    expect(validateRequest.selectOverTabs({ tabIds: [3], question: 'q', extraQueries: ['a rewrite', 'another'] })).toEqual({
      tabIds: [3],
      question: 'q',
      extraQueries: ['a rewrite', 'another'],
    });
    const earlier = { question: 'When is the bakery closed?', tabIds: [2], carried: [{ tabId: 2, url: 'https://b.test/', index: 1, text: 'Closed on Mondays.' }] };
    expect(validateRequest.selectOverTabs({ tabIds: [2], question: 'Is it open on Sunday?', earlier })).toEqual({ tabIds: [2], question: 'Is it open on Sunday?', earlier });
    const locator = { exact: 'a', prefix: '', suffix: 'b' };
    expect(validateRequest.showPassage({ tabId: 1, locator })).toEqual({ tabId: 1, locator });
    const moment = { exact: 'x', prefix: '', suffix: '', time: 134.2 };
    expect(validateRequest.showPassage({ tabId: 1, locator: moment })).toEqual({ tabId: 1, locator: moment });
  });

  it('refuses wrong shapes with a clear error, before they reach the ranker', () => {
    const bad: Array<[keyof typeof validateRequest, unknown]> = [
      ['prepareTab', undefined],
      ['prepareTab', { tabId: '3' }],
      ['prepareTab', { tabId: -1 }],
      ['prepareTab', { tabId: 1.5 }],
      ['selectOverTabs', { tabIds: 'all', question: 'q' }],
      ['selectOverTabs', { tabIds: [1, null], question: 'q' }],
      ['selectOverTabs', { tabIds: [1], question: { toString: 1 } }],
      ['selectOverTabs', { tabIds: [1], question: 'x'.repeat(100_001) }],
      ['selectOverTabs', { tabIds: [1], question: 'q', budget: Infinity }],
      ['selectOverTabs', { tabIds: [1], question: 'q', budget: -5 }],
      ['selectOverTabs', { tabIds: [1], question: 'q', extraQueries: 'rewrite' }],
      ['selectOverTabs', { tabIds: [1], question: 'q', extraQueries: [42] }],
      ['selectOverTabs', { tabIds: [1], question: 'q', extraQueries: Array.from({ length: 9 }, () => 'x') }],
      ['selectOverTabs', { tabIds: [1], question: 'q', extraQueries: ['x'.repeat(2_001)] }],
      ['selectOverTabs', { tabIds: Array.from({ length: 5000 }, (_, i) => i), question: 'q' }],
      ['selectOverTabs', { tabIds: [1], question: 'q', earlier: { question: 'p', tabIds: [1] } }],
      ['selectOverTabs', { tabIds: [1], question: 'q', earlier: { question: 'p', tabIds: [1], carried: [{ tabId: 1, url: 'u', index: -1, text: 't' }] } }],
      ['showPassage', { tabId: 1 }],
      ['showPassage', { tabId: 1, locator: { exact: 1, prefix: '', suffix: '' } }],
      ['showPassage', { tabId: 1, locator: { exact: 'a', prefix: '', suffix: '', time: -3 } }],
      ['showPassage', { tabId: 1, locator: { exact: 'a', prefix: '', suffix: '', time: '134' } }],
    ];
    for (const [verb, data] of bad) expect(() => validateRequest[verb](data), `${verb} ${JSON.stringify(data)?.slice(0, 60)}`).toThrow(/malformed request/);
  });

  it('drops fields it does not know', () => {
    expect(validateRequest.prepareTab({ tabId: 1, evil: true })).toEqual({ tabId: 1 });
  });
});
