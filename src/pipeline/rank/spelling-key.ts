/**
 * What a Romance word and its English cognate share once the regular differences in how each language
 * spells the same Latin or Greek root are written one way: a doubled consonant written once (bateria,
 * battery), "ct" as Italian and Portuguese write it (architettura, arquitetura, architecture; prodotto,
 * produto, product), Greek "ph", "th", "ch" and "y" as the Romance languages write them (fotografía,
 * photography; método, method; arquitectura; sistema, system), "qu" before e or i (arquitectura), and the
 * word's final vowel or plural (comando, command). A key, not a translation: both sides are keyed, and a
 * key shorter than MIN_KEY names nothing (casa, case).
 */
export function spellingKey(term: string): string {
  return term
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/ch/gu, 'c')
    .replace(/qu(?=[ei])/gu, 'c')
    .replace(/ct/gu, 't')
    .replace(/y/gu, 'i')
    .replace(/([b-df-hj-np-tv-z])\1/gu, '$1')
    .replace(/s$/u, '')
    .replace(/[aeiou]+$/u, '');
}

/** The shortest key that names a word: shorter ones are too often another word's (casa, case). */
export const MIN_KEY = 5;
