/**
 * The retrieval measures of ../shared/README.md, applied to each selected passage on its own: a
 * passage contains an answer (answer recall, DPR's top-k accuracy) or the whole evidence sentence
 * (evidence recall), both whitespace-normalised. Passages are checked one by one because in the
 * prompt each sits in its own [Source N] block: text that only exists across two blocks is not
 * there for the model, and the block headers (tab titles) must not count as answers. `place`: where
 * the first passage holding an answer sits in the order sent (answer-place.ts).
 */
import { answerPlace } from './answer-place';

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface QuestionScore {
  answer: boolean;
  evidence: boolean;
  tokens: number;
  /** The answering passage's place in the order (answer-place.ts); null: none sent. */
  place: number | null;
}

export function scoreSelection(
  passages: ReadonlyArray<{ text: string; tokens: number }>,
  answers: readonly string[],
  evidence: string,
): QuestionScore {
  const texts = passages.map((p) => normalise(p.text));
  const wanted = answers.map(normalise).filter(Boolean);
  const sentence = normalise(evidence);
  const holdsAnswer = (t: string) => wanted.some((a) => t.includes(a));
  return {
    answer: wanted.length > 0 && texts.some(holdsAnswer),
    evidence: sentence.length > 0 && texts.some((t) => t.includes(sentence)),
    tokens: passages.reduce((sum, p) => sum + p.tokens, 0),
    place: answerPlace(texts, holdsAnswer),
  };
}

export interface BudgetScores {
  answer_recall: number;
  evidence_recall: number;
  mean_tokens: number;
  /** Share of questions whose first passage answers. */
  answer_first: number;
  /** Mean of 1 / the answering passage's place (0 for a miss). */
  reciprocal_place: number;
}

/** Running means of per-question scores. */
export class ScoreTally {
  private n = 0;
  private answers = 0;
  private evidences = 0;
  private tokens = 0;
  private first = 0;
  private reciprocal = 0;

  add(score: QuestionScore): void {
    this.n += 1;
    if (score.answer) this.answers += 1;
    if (score.evidence) this.evidences += 1;
    this.tokens += score.tokens;
    if (score.place === 1) this.first += 1;
    if (score.place) this.reciprocal += 1 / score.place;
  }

  result(): BudgetScores {
    const n = Math.max(1, this.n);
    return {
      answer_recall: round(this.answers / n),
      evidence_recall: round(this.evidences / n),
      mean_tokens: round(this.tokens / n, 1),
      answer_first: round(this.first / n),
      reciprocal_place: round(this.reciprocal / n),
    };
  }
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
