/**
 * A ranked list, told by its title in the ten languages: "Top 17 Social Media Marketing Agencies", "Best 5 Website
 * Builders for 2026", "The 10 best …", "Die 10 besten …", "Les 7 meilleurs …", "10 лучших …", "おすすめ10選", "十大…".
 */
const RANKED_LIST_TITLE =
  /(?<![\p{L}\p{N}])(?:(?:top|best)\s?\d+|\d+\s+(?:best|top|greatest|besten|meilleur(?:e)?s|mejores|melhores|migliori|лучших)|(?:лучшие|top)\s+\d+)(?![\p{L}\p{N}])|\d+選|十大|ランキング|排行榜|排名|순위|랭킹|рейтинг/iu;

/**
 * What a question calls such a page ("these two rankings", "ces deux classements", "beide Ranglisten"): words a
 * ranked list is known by, which its title rarely writes.
 */
const RANKED_LIST_WORDS = 'ranking rankings list lists roundup roundups classement classements rangliste ranglisten clasificación clasificaciones classifica classifiche рейтинг рейтинги ランキング 순위 랭킹 排名 排行榜';

/** The words a tab is known by for being a ranked list (tab-identity.ts), or nothing. */
export function rankedListWords(title: string): string {
  return RANKED_LIST_TITLE.test(title) ? RANKED_LIST_WORDS : '';
}
