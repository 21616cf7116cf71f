import { prepareTerms } from '../rank/prepare-terms';
import { guessLanguage } from '../intent/question-language';
import { CONTINUES, FRENCH_IL, OTHER, REFERS } from './follow-up-cues';

/** A question this short (content terms after stop words; a Han/kana bigram counts as one) leans on the one before it. */
const SHORT_TERMS = 3;

export interface FollowUpReading {
  /** The question leans on the earlier one: a pronoun for its subject, a continuing opening, or too short to stand alone. */
  leans: boolean;
  /** A pronoun or place word stands for the earlier subject ("Is it open…?"). */
  refers: boolean;
  /** It points away from the earlier subject ("the other one"). */
  other: boolean;
  /** It leans only by being short: no pronoun, no continuing opening ("¿Abre el domingo?", "What did harbour dues bring in?"). */
  onlyShort: boolean;
}

/**
 * How a question reads after another one (follow-up-cues.ts). Only the first line: a quoted
 * selection after it is search text. Pro-drop languages ("¿Abre el domingo?") and Japanese or
 * Chinese often say no pronoun at all: a short question leans on the one before it too.
 */
export function readFollowUp(question: string): FollowUpReading {
  const line = question.normalize('NFC').trim().split('\n', 1)[0] ?? '';
  const other = OTHER.test(line);
  const refers = REFERS.some((cue) => cue.test(line)) || (FRENCH_IL.test(line) && guessLanguage(line) !== 'it');
  const continues = CONTINUES.some((cue) => cue.test(line));
  const short = prepareTerms(line).length <= SHORT_TERMS;
  return { leans: refers || continues || short || other, refers, other, onlyShort: short && !refers && !continues && !other };
}
