import { readQuestions } from './bench/compare/read-questions';
import { loadPages } from './bench/compare/load-pages';
import { chunkArticle } from './src/pipeline/chunk/chunk-article';
import { createTabIndex } from './src/pipeline/rank/tab-index';
import { classifyIntent } from './src/pipeline/intent/classify-intent';
import { comparedTabs } from './src/pipeline/compare/compared-tabs';
import { findAttributes } from './src/pipeline/compare/find-attributes';
import { scopeOf } from './bench/compare/ask-comparison';
const qs = readQuestions('bench/compare/compare-fresh-cases.jsonl').filter((q) => q.split === 'fresh2');
const pages = loadPages('../shared/data/extraction/wcxb-dev', qs.flatMap((q) => [...q.compared.map((c) => c.page), ...q.unrelated]), '/tmp/lead/cache');
const tabs = new Map<string, any>();
[...pages].forEach(([id, { article, profile }], i) => tabs.set(id, { source: { tabId: i + 1, url: article.url, title: article.title, site: article.site }, index: createTabIndex(chunkArticle(article), article.title), profile }));
const idOf = new Map([...tabs].map(([id, t]) => [t.source.tabId, id]));
for (const q of qs) {
  const intent = classifyIntent(q.question);
  const scope = scopeOf(q, tabs);
  const attrs = findAttributes(q.question);
  const r = intent.kind === 'comparison' ? comparedTabs(scope, q.question, attrs, { byShape: !!(intent as any).byShape }) : undefined;
  const want = q.compared.map((c) => c.page);
  const got = r?.tabs.map((t: any) => idOf.get(t.source.tabId)) ?? [];
  const ok = want.every((w) => got.includes(w)) && got.length === want.length;
  if (!ok) console.log(q.id, intent.kind, 'attrs', attrs.map((a: any) => a.name ?? a), 'subject', r?.subject, 'want', want, 'got', got, '\n   ', q.question, '\n   titles:', want.map((w) => tabs.get(w).source.title).join(' | '));
}
