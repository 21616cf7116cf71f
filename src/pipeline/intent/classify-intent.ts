import { de } from './cues/de';
import { en } from './cues/en';
import { es } from './cues/es';
import { fr } from './cues/fr';
import { it } from './cues/it';
import { ja } from './cues/ja';
import { ko } from './cues/ko';
import { pt } from './cues/pt';
import { ru } from './cues/ru';
import { zh } from './cues/zh';
import { asksComparison } from './compare-shape';
import { everywhere, type IntentCues } from './intent-cues';
import type { QuestionIntent } from './question-intent';

/** Every language's cues; a question is read against all of them (no language detection needed). */
export const INTENT_CUES: readonly IntentCues[] = [en, es, fr, de, pt, it, ru, zh, ja, ko];

const matches = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * The question's intent, from cue tables per language (src/pipeline/intent/cues/). Comparison
 * first ("compare the key points of these articles" is a comparison), then whole-page, then how-to;
 * anything else is a fact question. Only the first line is read: the panel appends a quoted
 * selection on the lines after it, and that is search text, not the request.
 *
 * After the explicit comparison cues and whole-page requests, a question that asks about several
 * things by its shape is a comparison too: "both", "these two", two names joined by "and"/"or"
 * (compare-shape.ts). Whether it compares two tabs is decided with the tabs (compare/compared-tabs.ts);
 * one that names two things inside one page is then answered as a fact question, so SQuAD-style
 * questions ("When did the French and Indian War start?") keep their ranking (bench/README.md).
 */
export function classifyIntent(question: string): QuestionIntent {
  const line = firstLine(question);
  if (INTENT_CUES.some((c) => matches(c.comparison, line))) return { kind: 'comparison' };
  const whole = INTENT_CUES.filter((c) => matches(c.wholePage, line));
  if (whole.length > 0) {
    const topic = topicOf(line, whole);
    return topic ? { kind: 'whole-page', topic } : { kind: 'whole-page' };
  }
  if (asksComparison(line, INTENT_CUES)) return { kind: 'comparison', byShape: true };
  if (INTENT_CUES.some((c) => matches(c.howTo, line))) return { kind: 'how-to' };
  return { kind: 'fact' };
}

function firstLine(question: string): string {
  const trimmed = question.normalize('NFC').trim();
  const end = trimmed.indexOf('\n');
  return end < 0 ? trimmed : trimmed.slice(0, end);
}

/**
 * What a whole-page request is about, if anything: the question without its cue, without the
 * filler words of the languages whose cue matched (and English's: page assistants get mixed
 * requests), and without particles at the ends of what is left. "Summarize what it says about
 * pricing" → "pricing"; "Summarize this page" → none.
 */
function topicOf(line: string, languages: IntentCues[]): string | undefined {
  // Blank every cue match found in the question as typed (one cue can depend on another's words:
  // German "fasse … zusammen").
  const blank = new Array<boolean>(line.length).fill(false);
  for (const cues of languages) {
    for (const cue of cues.wholePage) {
      for (const m of line.matchAll(everywhere(cue))) blank.fill(true, m.index, m.index + m[0].length);
    }
  }
  let rest = '';
  for (let i = 0; i < line.length; i += 1) rest += blank[i] ? ' ' : line[i];
  const fillers = languages.includes(INTENT_CUES[0]!) ? languages : [INTENT_CUES[0]!, ...languages];
  for (const cues of fillers) rest = rest.replace(cues.filler, ' ');
  const fragments = rest
    .split(/\s+/u)
    .map((fragment) => {
      // Trailing punctuation and an English possessive ("James Hutton's" → "James Hutton").
      let f = fragment.replace(/^[\p{P}\p{S}]+|(?:['’]s)?[\p{P}\p{S}]*$/gu, '');
      for (const cues of fillers) if (cues.edgeFiller) f = f.replace(cues.edgeFiller, '');
      return f;
    })
    .filter((f) => HAS_WORD.test(f));
  return fragments.length > 0 ? fragments.join(' ') : undefined;
}
