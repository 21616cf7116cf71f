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
/** Three to six letters: two-letter ones ("IB", "II") spell too many runs of capitals by chance. */
const ABBREVIATION = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}]{2,5}(?![\p{L}\p{N}])/gu;
const WEIGHT = 0.5;
/** Long forms more varied than this on the pages are chance runs of capitals, not the abbreviation's. */
const MAX_LONG_FORMS = 2;
/** A long form is at most this many words. */
const MAX_WORDS = 4;

/** "PCIe" → at least two upper-case letters, the first of them first: an abbreviation, not a name ("Corvo"). */
const isAbbreviation = (word: string) => (word.match(/\p{Lu}/gu) ?? []).length >= 2;

/** A run of capitalised words ("PCI Express", "Graphics Processing Unit"), each word ending where its letters do. */
const CAPITALISED_RUN = /(?<![\p{L}\p{N}])\p{Lu}\p{L}*(?:[ \t-]+\p{Lu}\p{L}*)+(?![\p{L}\p{N}])/gu;

/**
 * Each tab's runs of 2..MAX_WORDS capitalised words, by their first letter (lower-cased): read once
 * per index (a tab's index lives across questions), so a question's abbreviation costs a lookup.
 */
const runsByIndex = new WeakMap<TabIndex, Map<string, string[][]>>();

function capitalisedRuns(index: TabIndex): Map<string, string[][]> {
  let runs = runsByIndex.get(index);
  if (runs) return runs;
  runs = new Map();
  for (const chunk of index.chunks) {
    for (const [run] of chunk.text.matchAll(CAPITALISED_RUN)) {
      const words = run.split(/[ \t-]+/u);
      for (let i = 0; i + 1 < words.length; i++) {
        for (let n = 2; n <= MAX_WORDS && i + n <= words.length; n++) {
          const part = words.slice(i, i + n);
          const first = part[0]![0]!.toLowerCase();
          (runs.get(first) ?? runs.set(first, []).get(first)!).push(part);
        }
      }
    }
  }
  runsByIndex.set(index, runs);
  return runs;
}

/**
 * Whether the abbreviation is the words' beginnings in order, each at least one letter, where every
 * capital of the abbreviation begins a word unless that word is itself in capitals: "PCIe" is
 * "PCI" + "E(xpress)", "GPU" is "G(raphics) P(rocessing) U(nit)"; "OPEC" is not "Ope(n) C(hampionship)"
 * nor "LOR" "Lo(ne) R(anger)".
 */
function spells(abbreviation: string, words: readonly string[]): boolean {
  if (words.length === 0) return abbreviation === '';
  const [word, ...rest] = words;
  const caps = word === word!.toUpperCase();
  for (let i = 1; i <= Math.min(word!.length, abbreviation.length - rest.length); i++) {
    if (word![i - 1]!.toLowerCase() !== abbreviation[i - 1]!.toLowerCase()) return false;
    if (i > 1 && !caps && /\p{Lu}/u.test(abbreviation[i - 1]!)) return false;
    if (spells(abbreviation.slice(i), rest)) return true;
  }
  return false;
}

export function abbreviationTerms(question: string, tabs: ReadonlyArray<{ index: TabIndex }>): Map<string, number> {
  const out = new Map<string, number>();
  const line = question.split('\n')[0] ?? '';
  const own = new Set(prepareTerms(line));
  for (const [word] of line.matchAll(ABBREVIATION)) {
    if (!isAbbreviation(word)) continue;
    const lower = word.toLowerCase();
    const forms = new Set<string>();
    for (const tab of tabs) {
      for (const run of capitalisedRuns(tab.index).get(word[0]!.toLowerCase()) ?? []) {
        // "NASA Administrator" holds the abbreviation; it does not write it out.
        if (!run.some((w) => w.toLowerCase() === lower) && spells(word, run)) forms.add(run.join(' ').toLowerCase());
      }
    }
    if (forms.size === 0 || forms.size > MAX_LONG_FORMS) continue;
    // A letter alone ("PCI-E" → "e") says nothing.
    for (const form of forms.keys()) for (const term of prepareTerms(form)) if (term.length > 1 && !own.has(term)) out.set(term, WEIGHT);
  }
  return out;
}
