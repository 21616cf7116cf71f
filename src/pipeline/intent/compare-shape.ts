import type { IntentCues } from './intent-cues';
import { everywhere } from './intent-cues';

/**
 * A name as questions write one: a capital or a digit inside it or at its start ("ClickUp",
 * "Z5II", "RTX", "Zoho"), or a dot between letters ("monday.com").
 */
const NAME = /^[\p{Lu}\p{N}]|[\p{Ll}\p{N}][\p{Lu}]|\p{L}\.\p{L}|\p{L}\p{N}|\p{N}\p{L}/u;
/** Latin-script name right before or after a join written without spaces ("D750とZ5II"). */
const NAME_BEFORE = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}.\-+]*\s*$/u;
const NAME_AFTER = /^\s*[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}.\-+]*/u;
/** How many words a side may take to reach its name ("la Hoka Clifton 10 de hombre o la Nike…"). */
const REACH = 4;

/**
 * Whether a question asks about several things at once by its shape, not by a comparison word:
 * it points at a set ("Do both formats require …?", "What do these two guides say about …?",
 * any language's `several` words), or it joins two named things ("How quickly do ClickUp and
 * monday.com pay for themselves?", "o Zoho People ou o HCM da Oracle", "D750とZ5II"). Which tabs
 * those things are, and whether they are two tabs at all, is compare/compared-tabs.ts's to decide:
 * a question that joins two names inside one page is answered as a fact question.
 */
export function asksComparison(line: string, languages: readonly IntentCues[]): boolean {
  if (languages.some((c) => c.several.test(line))) return true;
  return languages.some((c) => joinsNames(line, c.joins));
}

function joinsNames(line: string, joins: RegExp): boolean {
  for (const m of line.matchAll(everywhere(joins))) {
    const before = line.slice(0, m.index);
    const after = line.slice(m.index + m[0].length);
    if (nameNear(before, 'before') && nameNear(after, 'after')) return true;
  }
  return false;
}

function nameNear(side: string, where: 'before' | 'after'): boolean {
  // A join inside unspaced text: the name touches it.
  if (where === 'before' ? !/\s$/u.test(side) && side.length > 0 : !/^\s/u.test(side) && side.length > 0) {
    return (where === 'before' ? NAME_BEFORE : NAME_AFTER).test(side);
  }
  const words = side.trim().split(/\s+/u).filter(Boolean);
  const near = where === 'before' ? words.slice(-REACH) : words.slice(0, REACH);
  // The question's first word is capitalised as a sentence, not as a name ("Do", "Which").
  const first = where === 'before' && words.length <= REACH ? 1 : 0;
  return near.some((w, i) => {
    const word = w.replace(/^[\p{P}]+|[\p{P}]+$/gu, '');
    // A single letter is a variable or a label ("between L and P"), not a product.
    return word.length > 1 && (i >= first || /.\p{Lu}|\p{N}|\p{L}\.\p{L}/u.test(word)) && NAME.test(word);
  });
}
