/**
 * Loanwords written in another script keep the English word's consonants: 테스트 / テスト / тест
 * "test", 배터리 / バッテリー / батарея "battery", ストレージ "storage". A word's consonant skeleton
 * (its consonants in coarse classes, vowels and h/w/y dropped, doubles merged) is what survives the
 * trip. The classes merge what the scripts write alike: p/b/f/v, t/d, k/g, s/z (and "th", which
 * loans write as s), j/ch, l/r. An English r before a consonant or at the end is silent in the
 * Korean and Japanese spelling ("sensor" センサー, "earphone" 이어폰), not in the Russian ("сервер").
 * Skeletons of three consonants are common ("test", "dust", "outside", "taste" are all T-S-T), so a
 * reading also keeps what the vowels say: whether the word starts with one, which vowels its first
 * may be, and how many syllables it has (a loan adds vowels, never drops them: 테스트 has three for
 * the one of "test").
 */

export interface Reading {
  skeleton: string;
  /** The letters the English word's first vowel may be ("" when the script's vowel says nothing). */
  firstVowel: string;
  startsWithVowel: boolean;
  /** At most this many vowel groups in the English word. */
  syllables: number;
}

const LATIN_CLASS: Record<string, string> = { b: 'P', p: 'P', f: 'P', v: 'P', t: 'T', d: 'T', k: 'K', q: 'K', s: 'S', z: 'S', j: 'J', m: 'M', n: 'N', l: 'R', r: 'R' };
const VOWEL = /[aeiouy]/u;

/**
 * The skeletons of a (stemmed, lower-case) Latin-script word, heard (`spelled`: as written), with
 * either reading of the spellings loans hear two ways: "ch" (technology 테크놀로지, chip 칩), "si"
 * before a vowel (version 버전, session 세션), a stem's last g (the stemmer cut its e: "storag").
 */
export function latinSkeletons(word: string, spelled = false): string[] {
  const w = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const sounds: Array<{ cls: string[]; silentR: boolean }> = [];
  for (let i = 0; i < w.length; i += 1) {
    const c = w[i]!;
    const next = w[i + 1] ?? '';
    const two = c + next;
    const beforeVowel = VOWEL.test(w[i + 2] ?? '');
    let cls: string[] | undefined;
    if (two === 'ph') cls = ['P'];
    else if (two === 'ch') cls = ['J', 'K'];
    else if (two === 'sh' || two === 'th') cls = ['S'];
    else if (two === 'ck') cls = ['K'];
    if (cls) i += 1;
    else if (c === 'c') cls = [/[eiy]/u.test(next) ? 'S' : 'K'];
    else if (c === 'g') cls = next === '' ? ['K', 'J'] : [/[eiy]/u.test(next) ? 'J' : 'K'];
    else if (c === 'x') cls = ['KS'];
    else if (c === 't' && next === 'i' && beforeVowel) cls = ['S'];
    else if (c === 's' && next === 'i' && beforeVowel) cls = ['S', 'J'];
    else if (LATIN_CLASS[c]) cls = [LATIN_CLASS[c]!];
    if (cls) sounds.push({ cls, silentR: c === 'r' && !VOWEL.test(next) });
  }
  let forms = [''];
  for (const { cls, silentR } of sounds) {
    if (silentR && !spelled) continue;
    forms = forms.flatMap((f) => cls.map((k) => f + k));
  }
  return [...new Set(forms.map(merge))];
}

/** Whether a Latin-script word fits a reading's vowels (its skeleton already matched). */
export function fitsVowels(word: string, reading: Reading): boolean {
  const w = word.toLowerCase();
  const startsWithVowel = /^[aeiou]/u.test(w);
  if (startsWithVowel !== reading.startsWithVowel) return false;
  const first = /[aeiouy]/u.exec(w)?.[0];
  if (reading.firstVowel && (!first || !reading.firstVowel.includes(first))) return false;
  return (w.match(/[aeiouy]+/gu)?.length ?? 0) <= reading.syllables;
}

/** Doubles merge ("battery", バッテリー): a consonant written twice is heard once. */
const merge = (s: string) => s.replace(/(.)\1+/gu, '$1');

// Hangul: initial and final consonants of each syllable (Unicode's order), as classes; the vowels
// (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ) as the English vowels they write a loan's
// with ("" says nothing; ㅡ is the vowel a loan adds between consonants: skipped).
const INITIAL = ['K', 'K', 'N', 'T', 'T', 'R', 'M', 'P', 'P', 'S', 'S', '', 'J', 'J', 'J', 'K', 'T', 'P', ''];
const FINAL = ['', 'K', 'K', 'KS', 'N', 'NJ', 'N', 'T', 'R', 'RK', 'RM', 'RP', 'RS', 'RT', 'RP', 'R', 'M', 'P', 'PS', 'T', 'T', 'NK', 'J', 'J', 'K', 'T', 'P', ''];
const HANGUL_VOWEL = ['aou', 'ae', '', '', '', 'e', '', '', 'oa', '', '', '', '', 'uo', '', '', '', '', '-', '', 'iey'];

export function hangulReading(word: string): Reading {
  let skeleton = '';
  let firstVowel: string | undefined;
  let syllables = 0;
  let startsWithVowel = false;
  for (const ch of word) {
    const code = ch.codePointAt(0)! - 0xac00;
    if (code < 0 || code > 11171) continue;
    const initial = Math.floor(code / 588);
    const vowel = HANGUL_VOWEL[Math.floor((code % 588) / 28)]!;
    if (syllables === 0) startsWithVowel = initial === 11;
    syllables += 1;
    if (firstVowel === undefined && vowel !== '-') firstVowel = vowel;
    skeleton += INITIAL[initial]! + FINAL[code % 28]!;
  }
  return { skeleton: merge(skeleton), firstVowel: firstVowel ?? '', startsWithVowel, syllables };
}

// Katakana: each kana's consonant (ア行, ハ行, ヤ行, ワ行 none; ン N; ッ and ー nothing) and vowel.
const KANA_ROWS: Array<[string, string]> = [
  ['カキクケコガギグゲゴ', 'K'], ['サスセソザズゼゾシ', 'S'], ['ジチヂ', 'J'], ['タテトダデドツヅ', 'T'], ['ナニヌネノ', 'N'],
  ['フバビブベボパピプペポヴ', 'P'], ['マミムメモ', 'M'], ['ラリルレロ', 'R'], ['ン', 'N'],
];
const KANA = new Map<string, string>(KANA_ROWS.flatMap(([kana, cls]) => [...kana].map((k) => [k, cls] as [string, string])));
const KANA_VOWELS: Array<[string, string]> = [
  ['アカガサザタダナハバパマヤラワ', 'aou'], ['イキギシジチヂニヒビピミリ', 'iey'], ['ウクグスズツヅヌフブプムユル', 'uo'], ['エケゲセゼテデネヘベペメレ', 'e'], ['オコゴソゾトドノホボポモヨロヲ', 'oa'],
];
const KANA_VOWEL = new Map<string, string>(KANA_VOWELS.flatMap(([kana, v]) => [...kana].map((k) => [k, v] as [string, string])));
/** A syllable's vowel a loan adds after a consonant ("ス" of ストレージ, "ブ" of ドライブ); ト and ド add
 *  theirs after t and d ("テスト") but also write a real o ("ストレージ"): either. */
const ADDED = /^[スクグブプフムルツ]$/u;
const MAYBE_ADDED = /^[トド]$/u;

export function kanaReading(word: string): Reading {
  const kana = [...word];
  let skeleton = '';
  let firstVowel = '';
  let found = false;
  let syllables = 0;
  kana.forEach((ch, i) => {
    skeleton += KANA.get(ch) ?? '';
    const vowel = KANA_VOWEL.get(ch);
    if (vowel === undefined) return;
    syllables += 1;
    const nextIsConsonant = KANA.has(kana[i + 1] ?? '') && kana[i + 1] !== 'ン';
    if (found || (ADDED.test(ch) && nextIsConsonant)) return;
    firstVowel += vowel;
    found = !(MAYBE_ADDED.test(ch) && nextIsConsonant);
  });
  return { skeleton: merge(skeleton), firstVowel, startsWithVowel: /^[アイウエオ]/u.test(word), syllables };
}

const CYRILLIC: Record<string, string> = { б: 'P', п: 'P', в: 'P', ф: 'P', т: 'T', д: 'T', к: 'K', г: 'K', с: 'S', з: 'S', ц: 'S', ш: 'S', щ: 'S', ж: 'J', ч: 'J', м: 'M', н: 'N', л: 'R', р: 'R' };
const CYRILLIC_VOWEL: Record<string, string> = { а: 'aou', я: 'a', е: 'e', э: 'ea', ё: 'o', о: 'o', и: 'iey', ы: 'iy', у: 'uo', ю: 'u' };

/** Cyrillic spells a loan as written ("сервер"), so its vowels count one for one, give or take one. */
export function cyrillicReading(word: string): Reading {
  const letters = [...word.toLowerCase()];
  const vowels = letters.filter((c) => CYRILLIC_VOWEL[c]);
  return {
    skeleton: merge(letters.map((c) => CYRILLIC[c] ?? '').join('')),
    firstVowel: CYRILLIC_VOWEL[vowels[0] ?? ''] ?? '',
    startsWithVowel: CYRILLIC_VOWEL[letters[0] ?? ''] !== undefined,
    syllables: vowels.length + 1,
  };
}
