/**
 * How a question's ranking goes beyond plain BM25 (rank-question.ts). Chosen on paraphrase-dev with
 * two-fold cross-validation by page and checked on squad-v1.1-dev (bench/README.md, "own words").
 */
export interface RankingParams {
  /** A first ranking weaker than this (ranking-strength.ts) is expanded with feedback terms. */
  feedbackBelow: number;
  /** How many of the best chunks the feedback terms come from. */
  feedbackChunks: number;
  /** How many feedback terms join the question. */
  feedbackTerms: number;
  /** Their weight; the question's own words weigh 1. */
  feedbackWeight: number;
  /**
   * Share of a chunk's score that comes from its tab (the sum of the tab's three best chunk
   * scores, relative to the best tab's): passages of the tab the question is about rank higher.
   */
  tabWeight: number;
  /**
   * Added to a matching chunk that holds the kind of answer the question asks for (a number, a
   * date, a duration, a share: answer-type.ts), relative to the best chunk's score of 1.
   */
  answerTypeBoost: number;
  /** A ranking weaker than this is reported `weak`: a model-written rewrite may help. */
  weakBelow: number;
}

export const RANKING: RankingParams = {
  feedbackBelow: 0.3,
  feedbackChunks: 5,
  feedbackTerms: 10,
  feedbackWeight: 0.3,
  tabWeight: 0.35,
  answerTypeBoost: 0.2,
  weakBelow: 0.3,
};
