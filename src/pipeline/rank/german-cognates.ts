/**
 * German writes the Latin and Greek words it shares with English in its own spelling: k and z where
 * English writes c (Kapazität "capacity", Lizenz "licence", Projekt "project"), f for ph (Fotografie
 * "photography", Grafik "graphic"), and its own endings (-ität "-ity", -ie "-y", -ik and -isch "-ic",
 * -ur "-ure", -ell "-al", -ieren "-e"). Respelt as English writes them (umlauts already dropped), they
 * are the English word, which the English stemmer then reads as the page's. Spelling and endings only:
 * a root that differs (Regal / shelf) is not guessed, and a native word (Kosten) rarely makes one.
 */
const ENDINGS: Array<[RegExp, string]> = [
  [/(?<=\p{L}{3})(?:itaten|itat)$/u, 'ity'],
  [/(?<=\p{L}{3})(?:tat|taten)$/u, 'ty'],
  [/(?<=\p{L}{3})(?:ieren|iert|ierte|ierten)$/u, 'e'],
  [/(?<=\p{L}{3})(?:ismus)$/u, 'ism'],
  [/(?<=\p{L}{3})(?:ischen|ische|ischer|isches|isch)$/u, 'ic'],
  [/(?<=\p{L}{3})(?:iken|ik)$/u, 'ic'],
  [/(?<=\p{L}{3})(?:enzen|enz)$/u, 'ence'],
  [/(?<=\p{L}{3})(?:anzen|anz)$/u, 'ance'],
  [/(?<=\p{L}{3})(?:uren|ur)$/u, 'ure'],
  [/(?<=\p{L}{3})(?:ellen|elle|eller|ell)$/u, 'al'],
  [/(?<=\p{L}{3})(?:arer|are|ar)$/u, 'ary'],
  [/(?<=\p{L}{3})(?:ien)$/u, 'ies'],
  [/(?<=\p{L}{3})(?:ie)$/u, 'y'],
  [/(?<=\p{L}{3})(?:ive|iven|iver|iv)$/u, 'ive'],
  [/(?<=\p{L}{2}[bcdfgkmnpt])el$/u, 'le'],
];

/** k before a vowel, l, r or t ("Kamera", "Klasse", "Kritik", "Projekt"), and z before e, i or y ("Lizenz", "Prozessor"). */
const K = /k(?=[aeiouylrt])/gu;
const Z = /(?<!t)z(?=[eiy])/gu;
/** f in the Greek roots English writes with ph. */
const PH = /f(?=o[nt]|otogra|ysi|ilo|ase|arma|enomen)|(?<=gra|sphare|atmos)f/gu;

/** The English spelling of a (lower-case, unaccented) German word, or undefined when neither its spelling nor its ending changes. */
export function germanCognate(word: string): string | undefined {
  let out = word.replace(K, 'c').replace(Z, 'c').replace(PH, 'ph');
  // A plural or inflected -e, -en is English's bare word ("Projekte" → "project"), once the ending table has had its say.
  const ending = ENDINGS.find(([pattern]) => pattern.test(out));
  if (ending) out = out.replace(ending[0], ending[1]);
  else if (out !== word) out = out.replace(/(?<=\p{L}{4})(?:en|e)$/u, '');
  return out === word ? undefined : out;
}
