import { prepareTerms } from './prepare-terms';
import type { TabIndex } from './tab-index';

/**
 * A question's abbreviation ("PCIe", "GPU", "ANC") that a page writes out ("PCI Express", "Graphics
 * Processing Unit", "Active Noise Cancelling") shares no word with it. The page's own capitalised
 * run of words whose beginnings spell the abbreviation is its long form, found by rule, not by a
 * list: each word starts with a capital and with the next letters of the abbreviation, in order.
 * The long form's words join the question's terms at half weight (a rewrite's weight): they say
 * what the abbreviation says, on pages that say it the other way.
 */
const ABBREVIATION = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}]{1,5}(?![\p{L}\p{N}])/gu;
const WEIGHT = 0.5;
/** Long forms more varied than this on the pages are chance runs of capitals, not the abbreviation's. */
const MAX_LONG_FORMS = 2;
/** An abbreviation of up to six letters has at most 31 ways to split; only this many words long. */
const MAX_WORDS = 4;

/** "PCIe" → at least two upper-case letters, the first of them first: an abbreviation, not a name ("Corvo"). */
const isAbbreviation = (word: string) => (word.match(/\p{Lu}/gu) ?? []).length >= 2;

/** Every way to cut `letters` into 2..MAX_WORDS non-empty parts, in order. */
function splits(letters: string): string[][] {
  const out: string[][] = [];
  const go = (rest: string, parts: string[]) => {
    if (rest === '') {
      if (parts.length >= 2) out.push(parts);
      return;
    }
    if (parts.length === MAX_WORDS) return;
    for (let i = 1; i <= rest.length; i++) go(rest.slice(i), [...parts, rest.slice(0, i)]);
  };
  go(letters, []);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A part as a capitalised word's beginning: its first letter upper case, the others either case. */
const wordStart = (part: string) =>
  `${escape(part[0]!.toUpperCase())}${[...part.slice(1)].map((c) => `[${escape(c.toLowerCase())}${escape(c.toUpperCase())}]`).join('')}\\p{L}*`;

function longFormPattern(abbreviation: string): RegExp {
  const lower = abbreviation.toLowerCase();
  const alternatives = splits(lower).map((parts) => parts.map(wordStart).join('[ \\t-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

export function abbreviationTerms(question: string, tabs: ReadonlyArray<{ index: TabIndex }>): Map<string, number> {
  const out = new Map<string, number>();
  const line = question.split('\n')[0] ?? '';
  const own = new Set(prepareTerms(line));
  for (const [word] of line.matchAll(ABBREVIATION)) {
    if (!isAbbreviation(word)) continue;
    const pattern = longFormPattern(word);
    const forms = new Map<string, number>();
    for (const tab of tabs) {
      for (const chunk of tab.index.chunks) {
        for (const [form] of chunk.text.matchAll(pattern)) forms.set(form.toLowerCase(), (forms.get(form.toLowerCase()) ?? 0) + 1);
      }
    }
    if (forms.size === 0 || forms.size > MAX_LONG_FORMS) continue;
    // A letter alone ("PCI-E" → "e") says nothing.
    for (const form of forms.keys()) for (const term of prepareTerms(form)) if (term.length > 1 && !own.has(term)) out.set(term, WEIGHT);
  }
  return out;
}
