import type { BackgroundProtocol } from '../messaging/background-protocol';
import type { EarlierTurn } from '../pipeline/follow-up/earlier-turn';
import { MAX_TABS_PER_QUESTION } from '../messaging/question-limits';

/** Longer questions (with their quoted selection) are refused: BM25 over a pasted book would stall the worker. */
export const MAX_QUESTION_CHARS = 100_000;
/** A model's rewrites of a question: a few short phrasings, never a page of text. */
export const MAX_EXTRA_QUERIES = 8;
export const MAX_EXTRA_QUERY_CHARS = 2_000;
/** A locator is a quote of one chunk with a little context: chunks are well below this. */
const MAX_LOCATOR_CHARS = 20_000;

type Data<K extends keyof BackgroundProtocol> = Parameters<BackgroundProtocol[K]>[0];

const fail = (what: string): never => {
  throw new TypeError(`Ask Tabs refused a malformed request: ${what}`);
};
const isTabId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/**
 * Shape checks for the background's messages. The sender check (is-extension-page.ts) already limits
 * them to the extension's own pages; these keep a bug or a compromised panel from handing the worker
 * data that would throw deep inside ranking, or a budget that makes it do unbounded work.
 */
export const validateRequest = {
  prepareTab(data: unknown): Data<'prepareTab'> {
    if (!isRecord(data) || !isTabId(data.tabId)) fail('prepareTab needs a tab id');
    const flag = (name: 'now' | 'urgent') => ((data as Record<string, unknown>)[name] === true ? { [name]: true } : {});
    return { tabId: (data as { tabId: number }).tabId, ...flag('now'), ...flag('urgent') };
  },

  tabCandidates(data: unknown): Data<'tabCandidates'> {
    if (!isRecord(data)) return fail('tabCandidates needs data');
    const { tabIds, question } = data;
    if (!Array.isArray(tabIds) || tabIds.length > MAX_TABS_PER_QUESTION * 4 || !tabIds.every(isTabId)) fail('tabIds must be tab ids');
    if (!isText(question, MAX_QUESTION_CHARS)) fail(`the question must be text of at most ${MAX_QUESTION_CHARS} characters`);
    return { tabIds: tabIds as number[], question: question as string };
  },

  stopReading(data: unknown): Data<'stopReading'> {
    if (!isRecord(data) || !isTabId(data.tabId)) fail('stopReading needs a tab id');
    return { tabId: (data as { tabId: number }).tabId };
  },

  selectOverTabs(data: unknown): Data<'selectOverTabs'> {
    if (!isRecord(data)) return fail('selectOverTabs needs data');
    const { tabIds, question, budget, extraQueries, earlier } = data;
    if (!Array.isArray(tabIds) || tabIds.length > MAX_TABS_PER_QUESTION * 4 || !tabIds.every(isTabId)) fail('tabIds must be tab ids');
    if (!isText(question, MAX_QUESTION_CHARS)) fail(`the question must be text of at most ${MAX_QUESTION_CHARS} characters`);
    if (budget !== undefined && !(typeof budget === 'number' && Number.isFinite(budget) && budget > 0 && budget <= 1_000_000)) {
      fail('budget must be a positive number of tokens');
    }
    if (
      extraQueries !== undefined &&
      !(Array.isArray(extraQueries) && extraQueries.length <= MAX_EXTRA_QUERIES && extraQueries.every((q) => isText(q, MAX_EXTRA_QUERY_CHARS)))
    ) {
      fail(`extraQueries must be at most ${MAX_EXTRA_QUERIES} texts of at most ${MAX_EXTRA_QUERY_CHARS} characters`);
    }
    if (earlier !== undefined && !isEarlierTurn(earlier)) fail('earlier must be a question, tab ids and at most 8 carried passages');
    return {
      tabIds: tabIds as number[],
      question: question as string,
      ...(budget === undefined ? {} : { budget: budget as number }),
      ...(extraQueries === undefined ? {} : { extraQueries: extraQueries as string[] }),
      ...(earlier === undefined ? {} : { earlier: earlier as EarlierTurn }),
    };
  },

  showInPdfViewer(data: unknown): Data<'showInPdfViewer'> {
    return validateRequest.showPassage(data);
  },

  showPassage(data: unknown): Data<'showPassage'> {
    if (!isRecord(data) || !isTabId(data.tabId)) return fail('showPassage needs a tab id');
    const locator = data.locator;
    if (!isRecord(locator) || !isText(locator.exact, MAX_LOCATOR_CHARS) || !isText(locator.prefix, MAX_LOCATOR_CHARS) || !isText(locator.suffix, MAX_LOCATOR_CHARS)) {
      fail('showPassage needs a locator { exact, prefix, suffix }');
    }
    const { exact, prefix, suffix, page, time } = locator as Record<string, unknown>;
    if (page !== undefined && !(typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000)) {
      fail('a locator page is a page number');
    }
    if (time !== undefined && !(typeof time === 'number' && Number.isFinite(time) && time >= 0 && time <= 1_000_000)) {
      fail('a locator time is a number of seconds');
    }
    return {
      tabId: data.tabId,
      locator: { exact, prefix, suffix, ...(page === undefined ? {} : { page }), ...(time === undefined ? {} : { time }) } as Data<'showPassage'>['locator'],
    };
  },
};

/** The turn before a follow-up, as the panel sends it: bounded like the question itself. */
function isEarlierTurn(value: unknown): value is EarlierTurn {
  if (!isRecord(value) || !isText(value.question, MAX_QUESTION_CHARS)) return false;
  if (!Array.isArray(value.tabIds) || value.tabIds.length > MAX_TABS_PER_QUESTION || !value.tabIds.every(isTabId)) return false;
  return (
    Array.isArray(value.carried) &&
    value.carried.length <= 8 &&
    value.carried.every((c: unknown) => isRecord(c) && isTabId(c.tabId) && isText(c.url, 10_000) && Number.isInteger(c.index) && (c.index as number) >= 0 && isText(c.text, 20_000))
  );
}
