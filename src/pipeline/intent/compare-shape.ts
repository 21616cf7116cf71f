import { prepareTerms } from '../rank/prepare-terms';
import { isStopTermAnywhere } from '../rank/stop-terms';
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
/** What is asked of a list of names after its colon is short ("price?", "number of reviews"). */
const ASKED_WORDS = 6;
/** Items of a list longer than this are clauses, not names. */
const ITEM_WORDS = 6;

/**
 * Whether a question asks about several things at once by its shape, not by a comparison word:
 * it points at a set ("Do both formats require …?", "What do these two guides say about …?",
 * any language's `several` words), it joins two named things ("How quickly do ClickUp and
 * monday.com pay for themselves?", "o Zoho People ou o HCM da Oracle", "D750とZ5II") or two things
 * of one kind ("the cruise thread and the fragrance thread"), or it lists names before a colon
 * ("Astro 300, Weekender 80W: price?"). Which tabs
 * those things are, and whether they are two tabs at all, is compare/compared-tabs.ts's to decide:
 * a question that joins two names inside one page is answered as a fact question.
 */
export function asksComparison(line: string, languages: readonly IntentCues[]): boolean {
  if (languages.some((c) => c.several.test(line))) return true;
  if (listsNames(line)) return true;
  return languages.some((c) => joinsNames(line, c.joins) || joinsKinds(line, c.joins));
}

/**
 * Names listed before a colon and what is asked of them after it, as people type into a search box:
 * "Black Diamond Astro 300, Rocksolar Weekender 80W: price?", "Corvo 14、Aerolite 14：重さ".
 */
function listsNames(line: string): boolean {
  const colon = line.search(/[:：]/u);
  if (colon < 0) return false;
  const asked = line.slice(colon + 1).trim().split(/\s+/u).filter(Boolean);
  if (asked.length === 0 || asked.length > ASKED_WORDS) return false;
  const items = line.slice(0, colon).split(/[,，、;]/u).map((item) => item.trim().split(/\s+/u).filter(Boolean));
  return items.length >= 2 && items.every((item) => item.length > 0 && item.length <= ITEM_WORDS && item.some((w) => NAME.test(w.replace(/^\p{P}+/u, ''))));
}

/**
 * Two things of one kind joined: the kind's word on both sides of the join, each side with a word of
 * its own that sets it apart. Heads come last in English or German ("the cruise travel-agent thread
 * and the fragrance budget thread": the join's left ends in the kind) and first in the Romance
 * languages ("le fil des croisières et le fil des parfums": its right begins with it). Spaced joins
 * only: in scripts written without spaces the sides are not words.
 */
function joinsKinds(line: string, joins: RegExp): boolean {
  for (const m of line.matchAll(everywhere(joins))) {
    const beforeText = line.slice(0, m.index);
    const afterText = line.slice(m.index + m[0].length);
    if (!/\s$/u.test(beforeText) || !/^\s/u.test(afterText)) continue;
    const before = termsNear(beforeText, 'before');
    const after = termsNear(afterText, 'after');
    const own = (side: string[], other: string[]) => side.filter((t) => !other.includes(t));
    if (own(before, after).length === 0 || own(after, before).length === 0) continue;
    // Head last: the left ends in the kind, which the right names after a word of its own.
    const last = before.at(-1);
    if (last && after.indexOf(last) > 0 && own(after.slice(0, after.indexOf(last)), before).length > 0) return true;
    // Head first: the right begins with the kind, which the left names before a word of its own.
    const first = after[0];
    const at = first ? before.indexOf(first) : -1;
    if (at >= 0 && at < before.length - 1 && own(before.slice(at + 1), after).length > 0) return true;
  }
  return false;
}

/** The content terms of a side's words next to the join: no function word of any language, no bare number. */
export function termsNear(side: string, where: 'before' | 'after'): string[] {
  // A side ends where its clause does ("… thread started? And …").
  const clause = where === 'before' ? side.split(/[?!.;:,，、]/u).at(-1)! : side.split(/[?!.;:,，、]/u)[0]!;
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  const near = where === 'before' ? words.slice(-REACH) : words.slice(0, REACH);
  return prepareTerms(near.join(' ')).filter((t) => t.length >= 3 && !/^\p{N}+$/u.test(t) && !isStopTermAnywhere(t));
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
