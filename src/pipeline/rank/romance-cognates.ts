/**
 * French, Spanish, Portuguese and Italian words share their Latin roots with English ones and differ
 * in a few regular endings: configuración / configuração / configurazione "configuration",
 * capacidad / capacità / capacité "capacity", dependencias "dependencies", resistencia "resistance",
 * automático "automatic". The ending rewritten as English writes it (accents already dropped) makes
 * the English word, which the English stemmer then reads as the page's. Endings only: a root that
 * differs (paquete / package) is not guessed.
 */
const ENDINGS: Array<[RegExp, string]> = [
  [/(?:ciones|cion|coes|cao|zioni|zione)$/u, 'tion'],
  [/(?:sione|sioni|soes|sao)$/u, 'sion'],
  [/(?<=\p{L}{3})(?:idades|idade|idad|ita|ites|ite)$/u, 'ity'],
  [/(?:encias|encia|enze|enza)$/u, 'ence'],
  [/(?:ancias|ancia|anze|anza)$/u, 'ance'],
  [/(?<=\p{L}{3})(?:icos|icas|ico|ica|iques|ique|ici|iche)$/u, 'ic'],
  [/(?<=\p{L}{3})(?:osos|osas|oso|osa|eux|euse)$/u, 'ous'],
  [/(?<=\p{L}{3})(?:ivos|ivas|ivo|iva|ifs|if)$/u, 'ive'],
  [/(?<=\p{L}{3})(?:arios|arias|ario|aria|aires|aire)$/u, 'ary'],
  [/(?<=\p{L}{4})(?:ias)$/u, 'ies'],
  [/(?<=\p{L}{4})(?:ia)$/u, 'y'],
];

/** The English form of a (lower-case, unaccented) Romance word, or undefined when no ending fits. */
export function romanceCognate(word: string): string | undefined {
  for (const [ending, english] of ENDINGS) if (ending.test(word)) return word.replace(ending, english);
  return undefined;
}

/** Whether any word of a line has one of the endings: a cheap look before the question's language is guessed. */
export const ROMANCE_ENDING = new RegExp(`(?:${ENDINGS.map(([ending]) => ending.source.replace(/\$$/u, '')).join('|')})(?![\\p{L}])`, 'iu');
