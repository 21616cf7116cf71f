import type { ChunkOptions } from '../../src/pipeline/chunk/chunk-article';
import { chunkArticle } from '../../src/pipeline/chunk/chunk-article';
import type { Article } from '../../src/pipeline/extract/article';
import type { Bm25Params } from '../../src/pipeline/rank/bm25-params';
import { rankTabs } from '../../src/pipeline/rank/rank-tabs';
import { createTabIndex, type TabIndex } from '../../src/pipeline/rank/tab-index';
import type { SourceInfo } from '../../src/pipeline/select/passage';
import { planRetrieval } from '../../src/pipeline/select/plan-retrieval';
import { selectPassages } from '../../src/pipeline/select/select-passages';

/** Knobs of the product pipeline, for the sweep; `{}` is the product as it ships. */
export interface ProductConfig {
  chunk?: Partial<ChunkOptions>;
  bm25?: Partial<Bm25Params>;
  /** Override planRetrieval's per-tab cap. */
  perTabCap?: number;
}

export interface IndexedTab {
  source: SourceInfo;
  index: TabIndex;
}

/** Each article chunked and indexed once, as the product does when a tab loads. */
export function indexArticles(articles: Article[], config: ProductConfig = {}): IndexedTab[] {
  return articles.map((article, i) => ({
    source: { tabId: i + 1, url: article.url, title: article.title, site: article.site },
    index: createTabIndex(chunkArticle(article, config.chunk), article.title, config.bm25),
  }));
}

/** The product's path for one question: rank the pool's tabs, plan, fill each budget. */
export function productSelect(
  tabs: IndexedTab[],
  question: string,
  budgets: number[],
  countTokens: (text: string) => number,
  config: ProductConfig = {},
) {
  const ranked = rankTabs(tabs, question);
  const perTabCap = config.perTabCap ?? planRetrieval(question, tabs.length).perTabCap;
  return budgets.map((budget) =>
    selectPassages(ranked, { budget, perTabCap, countTokens }).map((p) => ({ text: p.chunk.text, tokens: p.tokens })),
  );
}
