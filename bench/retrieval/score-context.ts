/**
 * The retrieval measures of ../shared/README.md, applied to each selected passage on its own: a
 * passage contains an answer (answer recall, DPR's top-k accuracy) or the whole evidence sentence
 * (evidence recall), both whitespace-normalised. Passages are checked one by one because in the
 * prompt each sits in its own [Source N] block: text that only exists across two blocks is not
 * there for the model, and the block headers (tab titles) must not count as answers.
 */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface QuestionScore {
  answer: boolean;
  evidence: boolean;
  tokens: number;
}

export function scoreSelection(
  passages: ReadonlyArray<{ text: string; tokens: number }>,
  answers: readonly string[],
  evidence: string,
): QuestionScore {
  const texts = passages.map((p) => normalise(p.text));
  const wanted = answers.map(normalise).filter(Boolean);
  const sentence = normalise(evidence);
  return {
    answer: wanted.length > 0 && texts.some((t) => wanted.some((a) => t.includes(a))),
    evidence: sentence.length > 0 && texts.some((t) => t.includes(sentence)),
    tokens: passages.reduce((sum, p) => sum + p.tokens, 0),
  };
}

export interface BudgetScores {
  answer_recall: number;
  evidence_recall: number;
  mean_tokens: number;
}

/** Running means of per-question scores. */
export class ScoreTally {
  private n = 0;
  private answers = 0;
  private evidences = 0;
  private tokens = 0;

  add(score: QuestionScore): void {
    this.n += 1;
    if (score.answer) this.answers += 1;
    if (score.evidence) this.evidences += 1;
    this.tokens += score.tokens;
  }

  result(): BudgetScores {
    const n = Math.max(1, this.n);
    return {
      answer_recall: round(this.answers / n),
      evidence_recall: round(this.evidences / n),
      mean_tokens: round(this.tokens / n, 1),
    };
  }
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
