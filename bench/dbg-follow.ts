import { readFileSync } from 'node:fs';
import { chunkArticle } from '/work/wt/i30-scope/src/pipeline/chunk/chunk-article';
import { createTabIndex } from '/work/wt/i30-scope/src/pipeline/rank/tab-index';
import { focusFollowUp } from '/work/wt/i30-scope/src/pipeline/follow-up/focus-follow-up';
import { readFollowUp } from '/work/wt/i30-scope/src/pipeline/follow-up/read-follow-up';
import { selectForQuestion } from '/work/wt/i30-scope/src/pipeline/select/select-for-question';
import { loadPages } from '/work/wt/i30-scope/bench/compare/load-pages';
const cases = JSON.parse(readFileSync('/work/wt/i30-scope/bench/followups/cases.json', 'utf8')).cases.filter((c: any) => process.argv.slice(2).includes(c.id));
const ids = cases.flatMap((c: any) => [c.page, ...c.unrelated]);
const articles = loadPages('/work/shared/data/extraction/wcxb-dev', ids);
const tabs = new Map<string, any>();
[...articles].forEach(([id, a], i) => tabs.set(id, { source: { tabId: i + 1, url: a.url, title: a.title, site: a.site }, index: createTabIndex(chunkArticle(a), a.title) }));
for (const c of cases) {
  const scope = [c.page, ...c.unrelated].map((id: string) => tabs.get(id));
  console.log('==', c.id, scope.map((t: any) => `${t.source.tabId}:${t.source.title.slice(0, 50)}`).join(' | '));
  console.log('reading', readFollowUp(c.follow.question), (await import('/work/wt/i30-scope/src/pipeline/intent/classify-intent')).classifyIntent(c.follow.question));
  const first = selectForQuestion(scope, c.first.question);
  console.log('first top', first.passages.slice(0, 4).map((p) => `${p.source.tabId}:${p.chunk.index} ${p.score.toFixed(2)} ${p.chunk.text.slice(0, 90)}`));
  const f = focusFollowUp(scope, c.follow.question, { question: c.first.question, tabIds: [tabs.get(c.page).source.tabId], carried: [] });
  console.log('focus', f && f.tabs.map((t: any) => t.source.tabId), f?.extraQueries);
  const fu = selectForQuestion(scope, c.follow.question, { earlier: { question: c.first.question, tabIds: [tabs.get(c.page).source.tabId], carried: [] } });
  console.log('follow top', fu.passages.slice(0, 4).map((p) => `${p.source.tabId}:${p.chunk.index} ${p.score.toFixed(2)} ${p.chunk.text.slice(0, 90)}`));
}
