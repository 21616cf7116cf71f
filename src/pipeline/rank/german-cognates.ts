/**
 * German words of Latin or Greek root are English ones in German spelling: a few regular endings
 * (Lizenz "license", Distanz "distance", Kapazität "capacity", Batterie "battery", Grafik "graphic")
 * and the c that German writes k or z (Kategorie "category", Zertifikat "certificate"). The ending
 * rewritten as English writes it and the c put back make the English word, which the English stemmer
 * then reads as the page's (`romance-cognates.ts` does the same for French, Spanish, Portuguese and
 * Italian). Endings only: a word with none (Akkuladung, Daten) is not guessed.
 */
const ENDINGS: Array<[RegExp, string[]]> = [
  // Both spellings of English: "licence", "license".
  [/(?<=\p{L}{2})enz(?:en)?$/u, ['ence', 'ense']],
  [/(?<=\p{L}{2})anz(?:en)?$/u, ['ance']],
  [/(?<=\p{L}{2})(?:ität|itat)(?:en)?$/u, ['ity']],
  [/(?<=\p{L}{3})(?:ie|ien)$/u, ['y', 'ies']],
  [/(?<=\p{L}{3})ik(?:en)?$/u, ['ic', 'ics']],
  [/(?<=\p{L}{3})isch(?:e[nmrs]?)?$/u, ['ic', 'ical']],
];

/** The English forms of a (lower-case, unaccented) German word, or none when no ending fits. */
export function germanCognates(word: string): string[] {
  for (const [ending, english] of ENDINGS) {
    if (!ending.test(word)) continue;
    return english.map((e) => word.replace(ending, e).replace(/(?<!c)k/gu, 'c').replace(/z/gu, 'c'));
  }
  return [];
}

/** Whether any word of a line has one of the endings: a cheap look before the question's language is guessed. */
export const GERMAN_ENDING = new RegExp(`(?:${ENDINGS.map(([ending]) => ending.source.replace(/\$$/u, '')).join('|')})(?![\\p{L}])`, 'iu');
