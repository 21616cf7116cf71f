/**
 * Greek and Latin words that English spells one way and German or the Romance languages another:
 * "Fotografie", "fotografía" / "photography"; "Projekte" / "projects"; "arquitectura" / "architecture";
 * "Telefon" / "telephone"; "Rhythmus" / "rhythm". The key writes each the same way: ph → f, th → t,
 * ch → c, qu → c, k → c, y → i, a double consonant once, a final vowel dropped. Keys of fewer than
 * MIN_KEY letters say nothing (short keys collide: "casa" and "case").
 */
export const MIN_KEY = 6;

export function spellingKey(term: string): string | undefined {
  const key = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/ch/gu, 'c')
    .replace(/qu/gu, 'c')
    .replace(/k/gu, 'c')
    .replace(/y/gu, 'i')
    .replace(/([b-df-hj-np-tv-z])\1/gu, '$1')
    .replace(/[aeiou]+$/u, '');
  return key.length >= MIN_KEY && /^[a-z]+$/u.test(key) ? key : undefined;
}
