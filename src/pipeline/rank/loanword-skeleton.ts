/**
 * Loanwords written in another script keep the English word's consonants: 테스트 / テスト / тест
 * "test", 배터리 / バッテリー / батарея "battery", ストレージ "storage". A word's consonant skeleton
 * (its consonants in coarse classes, vowels and h/w/y dropped, doubles merged) is what survives the
 * trip, so a question word in Hangul, katakana or Cyrillic whose skeleton equals a page word's may be
 * that word. The classes merge what the scripts write alike: p/b/f/v, t/d, k/g, s/z (and "th", which
 * loans write as s), j/ch, l/r. An English r before a consonant or at the end is silent in the
 * Korean and Japanese spelling ("sensor" センサー, "earphone" 이어폰), not in the Russian ("сервер"):
 * `spelled` keeps it, for Cyrillic.
 */

const LATIN_CLASS: Record<string, string> = { b: 'P', p: 'P', f: 'P', v: 'P', t: 'T', d: 'T', k: 'K', q: 'K', s: 'S', z: 'S', j: 'J', m: 'M', n: 'N', l: 'R', r: 'R' };
const VOWEL = /[aeiouy]/u;

/**
 * The skeletons of a (stemmed, lower-case) Latin-script word, heard (`spelled`: as written), with
 * either reading of the spellings loans hear two ways: "ch" (technology 테크놀로지, chip 칩), "si"
 * before a vowel (version 버전, session 세션), a stem's last g (the stemmer cut its e: "storag").
 */
export function latinSkeletons(word: string, spelled = false): string[] {
  const w = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Each sound: its classes (one or two readings) and whether it is an r the Korean and Japanese drop.
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

/** Doubles merge ("battery", バッテリー): a consonant written twice is heard once. */
const merge = (s: string) => s.replace(/(.)\1+/gu, '$1');

// Hangul: initial and final consonants of each syllable (Unicode's order), as classes.
const INITIAL = ['K', 'K', 'N', 'T', 'T', 'R', 'M', 'P', 'P', 'S', 'S', '', 'J', 'J', 'J', 'K', 'T', 'P', ''];
const FINAL = ['', 'K', 'K', 'KS', 'N', 'NJ', 'N', 'T', 'R', 'RK', 'RM', 'RP', 'RS', 'RT', 'RP', 'R', 'M', 'P', 'PS', 'T', 'T', 'NK', 'J', 'J', 'K', 'T', 'P', ''];

export function hangulSkeleton(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = ch.codePointAt(0)! - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += INITIAL[Math.floor(code / 588)]! + FINAL[code % 28]!;
  }
  return merge(out);
}

// Katakana: each kana's consonant (ア行, ハ行, ヤ行, ワ行 none; ン N; ッ and ー nothing).
const KANA_ROWS: Array<[string, string]> = [
  ['カキクケコガギグゲゴ', 'K'], ['サスセソザズゼゾシ', 'S'], ['ジチヂ', 'J'], ['タテトダデドツヅ', 'T'], ['ナニヌネノ', 'N'],
  ['フバビブベボパピプペポヴ', 'P'], ['マミムメモ', 'M'], ['ラリルレロ', 'R'], ['ン', 'N'],
];
const KANA = new Map<string, string>(KANA_ROWS.flatMap(([kana, cls]) => [...kana].map((k) => [k, cls] as [string, string])));

export function kanaSkeleton(word: string): string {
  let out = '';
  for (const ch of word) out += KANA.get(ch) ?? '';
  return merge(out);
}

const CYRILLIC: Record<string, string> = { б: 'P', п: 'P', в: 'P', ф: 'P', т: 'T', д: 'T', к: 'K', г: 'K', с: 'S', з: 'S', ц: 'S', ш: 'S', щ: 'S', ж: 'J', ч: 'J', м: 'M', н: 'N', л: 'R', р: 'R' };

export function cyrillicSkeleton(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) out += CYRILLIC[ch] ?? '';
  return merge(out);
}
