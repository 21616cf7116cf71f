import type { TabsSelection } from '../../src/messaging/background-protocol';
import type { TabStatus } from '../../src/messaging/tab-status';
import { prepareTerms } from '../../src/pipeline/rank/prepare-terms';
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
    selectOverTabs: async ({ tabIds, question }): Promise<TabsSelection> => {
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
        pageLanguages: ['en'],
      };
    },
    tabCandidates: async ({ tabIds, question }) => {
      calls.push(`profiles ${tabIds.length} ${JSON.stringify(question)}`);
      // A tab's passages stand for its index: the best passage's score, as the worker's profile has it.
      return tabIds.map((tabId) => {
        const status = statuses[tabId];
        const own = passages.filter((p) => p.source.tabId === tabId);
        const title = status?.state === 'ready' ? status.title : `Tab ${tabId}`;
        return {
          tabId,
          title,
          url: status?.state === 'ready' ? status.url : `https://t${tabId}.test/`,
          terms: prepareTerms(own.flatMap((p) => p.chunk.headings).join('\n')),
          ...(status?.state === 'ready' ? { read: { passageScore: Math.max(0, ...own.map((p) => p.score)), statesAttribute: false } } : {}),
        };
      });
    },
    stopReading: async ({ tabId }) => {
      calls.push(`stop ${tabId}`);
      return { stopped: true };
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
