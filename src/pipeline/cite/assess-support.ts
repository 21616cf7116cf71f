import { NOT_IN_TABS } from '../prompt/answer-language';
import type { CheckedClaim } from './check-citations';
import { overlapScore } from './check-citations';

/**
 * - `supported`: at least one sentence has a citation its source backs;
 * - `unsupported`: the model said the tabs do not have it, or cited nothing, or every cited claim is weak.
 *   The panel then shows "your tabs don't seem to say" with the closest passages.
 * Claims are judged one by one (split-claims.ts): a supported answer may still have claims no cited
 * passage backs, which `unsupportedClaims` names.
 */
export type SupportVerdict = 'supported' | 'unsupported';

export interface SupportAssessment {
  verdict: SupportVerdict;
  reason: 'cited' | 'model-declined' | 'no-citations' | 'all-weak' | 'empty';
  /** Source ids most like the question and answer, best first (for the "don't seem to say" view). */
  closest: number[];
  /** Citation groups (see parseCitations) whose every source is weak, for marking chips. */
  weakGroups: number[];
  /** The cited claims no cited passage backs, in answer order: what the panel names as unsupported. */
  unsupportedClaims: string[];
}

// The fixed refusal from the system prompt, and the ways small models rephrase it.
const DECLINED =
  /(?:tabs?|sources?|text|passages?|context|pages?)\s+(?:(?:do|does)\s*n[o'’]t|did\s*n[o'’]t)\s+(?:seem\s+to\s+)?(?:say|mention|contain|provide|include|specify|state|cover|address)|\bno\s+(?:information|mention|details?|data)\b|\bnot\s+(?:mentioned|stated|provided|specified|included|found|covered|available)\s+in\s+(?:the|these|your)\s+(?:\w+\s+)?(?:sources?|tabs?|text|passages?|context|pages?)|\b(?:can(?:no|['’])t|unable\s+to)\s+(?:find|determine|answer)/iu;

const plain = (text: string) => text.replace(/[’‘]/gu, "'").replace(/\s+/gu, ' ').trim().toLowerCase();

/** The answer opens with the fixed refusal: English's, or `notInTabs`, the one the prompt gave in the question's language. */
export function startsWithRefusal(answer: string, notInTabs: string = NOT_IN_TABS): boolean {
  const opening = plain(answer.replace(/^[\s*_#>"“「«„]+/u, ''));
  return [NOT_IN_TABS, notInTabs].some((refusal) => opening.startsWith(plain(refusal).replace(/[.。]$/u, '')));
}

export function modelDeclined(text: string): boolean {
  return DECLINED.test(text.slice(0, 400));
}

export function assessSupport(
  answer: string,
  claims: CheckedClaim[],
  question: string,
  sources: Array<{ id: number; text: string }>,
  { closestCount = 3, notInTabs }: { closestCount?: number; notInTabs?: string } = {},
): SupportAssessment {
  const closest = sources
    .map((s) => ({ id: s.id, score: overlapScore(`${question} ${answer}`, s.text) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, closestCount)
    .map((s) => s.id);
  // Nothing shares a word with the question: still show what was searched, best ranked first.
  if (closest.length === 0) closest.push(...sources.slice(0, closestCount).map((s) => s.id));
  const weakGroups = claims.filter((c) => c.weak).flatMap((c) => c.groups);
  const cited = claims.filter((c) => c.ids.length > 0);
  const backed = cited.filter((c) => !c.weak);
  const unsupportedClaims = claims.filter((c) => c.weak && c.ids.length > 0).map((c) => c.text.replace(/\s+([.,;:!?。、])/gu, '$1'));
  const base = { closest, weakGroups, unsupportedClaims };
  if (!answer.trim()) return { verdict: 'unsupported', reason: 'empty', ...base };
  // The system prompt's fixed refusal first means no answer, whatever follows; another decline
  // ("The tabs do not mention the price. The battery lasts 10 hours [1].") is a partial answer
  // and stands if its citations do.
  if (startsWithRefusal(answer, notInTabs) || (backed.length === 0 && modelDeclined(answer))) {
    return { verdict: 'unsupported', reason: 'model-declined', ...base };
  }
  if (cited.length === 0) return { verdict: 'unsupported', reason: 'no-citations', ...base };
  if (backed.length === 0) return { verdict: 'unsupported', reason: 'all-weak', ...base };
  return { verdict: 'supported', reason: 'cited', ...base };
}
