import type { TabsSelection } from '../messaging/background-protocol';
import type { EarlierTurn } from '../pipeline/follow-up/earlier-turn';
import { MAX_TABS_PER_QUESTION } from '../messaging/question-limits';
import { pageLanguages } from '../pipeline/intent/page-languages';
import { guessLanguage } from '../pipeline/intent/question-language';
import { selectForQuestion } from '../pipeline/select/select-for-question';
import type { TabPreparer } from './prepare-tab';


/**
 * A question over tabs: prepare each (cached indexes make this cheap), then let the pipeline decide
 * what text reaches the model (`selectForQuestion`: intent, ranking, selection, parts) over every
 * ready tab, in the order the tabs were asked about.
 */
export async function selectOverTabs(
  preparer: TabPreparer,
  request: { tabIds: number[]; question: string; budget?: number; extraQueries?: string[]; earlier?: EarlierTurn },
  /** Measures a step (src/platform/timings.ts in the worker; nothing in tests). */
  time: <A extends unknown[], R>(name: string, fn: (...args: A) => R) => (...args: A) => R = (_, fn) => fn,
): Promise<TabsSelection> {
  const tabIds = [...new Set(request.tabIds)].slice(0, MAX_TABS_PER_QUESTION);
  // The question's language: a video's transcript in it is read first (src/content/transcript/).
  const language = guessLanguage(request.question.split('\n')[0] ?? '');
  const prepared = await Promise.all(tabIds.map((id) => preparer.prepare(id, language)));
  const ready = prepared.flatMap(({ status, cached }) =>
    status.state === 'ready' && cached
      ? [
          {
            source: { tabId: status.tabId, url: status.url, title: status.title, site: status.site },
            index: cached.index,
            ...(cached.record.profile ? { profile: cached.record.profile } : {}),
          },
        ]
      : [],
  );
  const context = time('select', selectForQuestion)(ready, request.question, {
    ...(request.budget !== undefined ? { budget: request.budget } : {}),
    ...(request.extraQueries?.length ? { extraQueries: request.extraQueries } : {}),
    ...(request.earlier ? { earlier: request.earlier } : {}),
  });
  return { ...context, statuses: prepared.map((p) => p.status), pageLanguages: pageLanguages(ready.map((tab) => tab.index)) };
}
