import type { RankResult } from '../../src/messaging/background-protocol';
import type { TabStatus } from '../../src/messaging/tab-status';
import type { Passage } from '../../src/pipeline/select/passage';
import type { PanelApi } from '../../src/sidepanel/panel-api';

/** An in-memory background for panel tests: fixed statuses and passages, and a log of calls. */
export function testPanelApi(statuses: Record<number, TabStatus>, passages: Passage[] = []) {
  const calls: string[] = [];
  const api: PanelApi = {
    prepareTab: async ({ tabId }) => {
      calls.push(`prepare ${tabId}`);
      return statuses[tabId] ?? { tabId, state: 'unreadable', reason: 'closed' };
    },
    rankTabs: async ({ tabIds, question }): Promise<RankResult> => {
      calls.push(`rank ${tabIds.join(',')} ${JSON.stringify(question)}`);
      return {
        passages: passages.filter((p) => tabIds.includes(p.source.tabId)),
        statuses: tabIds.map((id) => statuses[id] ?? { tabId: id, state: 'unreadable', reason: 'closed' }),
        budget: 1000,
        perTabCap: 8,
        intent: { kind: 'fact' },
        matched: passages.some((p) => p.score > 0),
        whole: false,
        weak: false,
      };
    },
    showPassage: async ({ tabId }) => {
      calls.push(`show ${tabId}`);
      return { found: true };
    },
    showInPdfViewer: async ({ tabId, locator }) => {
      calls.push(`viewer ${tabId} p${locator.page ?? '?'}`);
      return { opened: true };
    },
  };
  return { api, calls };
}

export function testPassage(tabId: number, text: string, title = `Tab ${tabId}`): Passage {
  return {
    source: { tabId, url: `https://t${tabId}.test/`, title, site: `t${tabId}.test` },
    chunk: { index: 0, text, headings: ['Section'], locator: { exact: text, prefix: '', suffix: '' } },
    score: 1,
    tokens: 10,
  };
}

export const readyStatus = (tabId: number, passages = 3): TabStatus => ({
  tabId,
  state: 'ready',
  passages,
  title: `Tab ${tabId}`,
  url: `https://t${tabId}.test/`,
  site: `t${tabId}.test`,
});
