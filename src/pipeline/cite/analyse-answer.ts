import { assessSupport, type SupportAssessment } from './assess-support';
import { checkCitations, type CheckedClaim } from './check-citations';
import { parseCitations, type AnswerSegment } from './parse-citations';
import { splitClaims } from './split-claims';

export interface AnswerAnalysis {
  segments: AnswerSegment[];
  claims: CheckedClaim[];
  assessment: SupportAssessment;
  /** Ids cited at least once (valid ones only). */
  citedIds: number[];
  /** The same, in the order the answer first cites them. */
  citedInOrder: number[];
}

/**
 * Everything the panel needs to show an answer: its citations (only to sources that were sent),
 * each cited sentence checked against its source, and whether the tabs back the answer at all.
 * `sources` are the passages the model saw, by their 1-based id, with their context (the tab's title
 * and the section: a citation is judged as a reader sees it, check-citations.ts); `notInTabs` the
 * refusal sentence the prompt gave in the question's language (answer-language.ts).
 */
export function analyseAnswer(
  answer: string,
  question: string,
  sources: Array<{ id: number; text: string; context?: string }>,
  notInTabs?: string,
): AnswerAnalysis {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const segments = parseCitations(answer, new Set(byId.keys()));
  const claims = checkCitations(splitClaims(segments), (id) => byId.get(id), question);
  const citedInOrder = [...new Set(segments.flatMap((s) => (s.kind === 'citation' ? s.ids : [])))];
  const citedIds = [...citedInOrder].sort((a, b) => a - b);
  return { segments, claims, assessment: assessSupport(answer, claims, question, sources, notInTabs ? { notInTabs } : {}), citedIds, citedInOrder };
}
