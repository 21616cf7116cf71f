import type { TabProfile } from '../profile/tab-profile';
import { fittingTerms, loanwordReadings, MAX_READINGS, READ_SCRIPT, termsBySkeleton } from '../rank/loanword-readings';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import { tabIdentity } from './tab-identity';
import { writesAsName } from './writes-as-name';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
  profile?: TabProfile;
}

/**
 * The names a question writes in its own script: 「ポートマンのケース」 is Portman's, 테라폼 Terraform,
 * デロイト Deloitte. A Hangul, katakana or Cyrillic word whose loanword reading (rank/loanword-readings.ts,
 * the ranking's own rule) fits a word of what a tab is (its title, site and profile: tab-identity.ts)
 * is that word written as heard. Only what the tabs are is read against, not their text: a few hundred
 * words, where a name's skeleton rarely meets another word's; a reading that more than MAX_READINGS of
 * them fit says nothing. Common loans fit too (バッテリー "battery", 프로젝트 "project"): a word counts
 * only when a tab it fits writes it as a name (writes-as-name.ts), so a battery review's title does
 * not make バッテリー name that tab over the other one compared. Keyed by the word as the question
 * writes it, with the terms it reads as; `identities`: the tabs' tabIdentity, when already built.
 * A question without those scripts gets nothing (English behaves as before).
 */
export function namesInScript(question: string, tabs: readonly Tab[], identities?: ReadonlyArray<ReadonlySet<string>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  if (!READ_SCRIPT.test(line)) return out;
  const readings = loanwordReadings(line);
  if (readings.length === 0) return out;
  const sets = identities ?? tabs.map(tabIdentity);
  const words = new Set(sets.flatMap((identity) => [...identity]));
  const heard = termsBySkeleton(words, false);
  const spelt = termsBySkeleton(words, true);
  for (const reading of readings) {
    const fits = fittingTerms(reading, reading.spelled ? spelt : heard);
    if (fits.size === 0 || fits.size > MAX_READINGS) continue;
    // A word every tab is (the shops' common site) tells none apart.
    const names = [...fits].filter((term) => !sets.every((is) => is.has(term)) && tabs.some((tab, k) => sets[k]!.has(term) && writesAsName(tab, term)));
    if (names.length > 0) out.set(reading.word, [...new Set([...(out.get(reading.word) ?? []), ...names])]);
  }
  return out;
}
