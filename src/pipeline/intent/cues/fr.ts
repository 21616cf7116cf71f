import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:page|article|texte|onglet|document|billet|site|post)s?';
const THIS = "(?:(?:cette|ce|cet|ces|la|le|les) |l['’] ?)";

export const fr: IntentCues = {
  language: 'fr',
  markers: words('qui', 'quand', 'où', 'pourquoi', 'quel(?:le)?s?', 'combien', 'comment', 'est-ce', 'le', 'la', 'les', 'des', 'du', 'une?', 'il', 'a-t-il', 'y a', 'ne', 'pas', 'sont'),
  wholePage: [
    words(
      // "resume" without its accent is also English: only with a French object after it.
      `resume(?=(?: (?:cette|ce|cet|ces|la|le|les|moi)(?![\\p{L}])|-moi| l['’]))`,
      'r[ée]sum(?:ez|er|ons|ant)',
      'résum[ée]',
      'resumé',
      'r[ée]sume[- ]moi',
      `de quoi (?:parle|parlent|traite|traitent|s['’]agit|ça parle|ca parle)`,
      `(?:points|id[ée]es|messages|enseignements|arguments|[ée]l[ée]ments) (?:cl[ée]s?|principa(?:ux|les)|essentiel(?:le)?s|importants?|majeurs?)`,
      `(?:principaux|grands|principales|grandes) (?:points|id[ée]es|lignes)`,
      "l['’]essentiel",
      'en bref',
      'synth[èe]se',
      'synth[ée]tise(?:r|z)?',
      'aper[çc]u',
      "vue d['’]ensemble",
      'r[ée]capitul(?:e|er|ez|atif)',
      `explique(?:r|z)?(?:[- ]moi)? ${THIS}${PAGE}`,
      `qu(?:e |['’])(?:dit|disent|raconte|racontent) ${THIS}${PAGE}`,
    ),
  ],
  comparison: [
    words(
      'compar(?:e|er|ez|ons|aison|aisons|ant)',
      'diff[ée]rences?',
      'se diff[ée]rencient',
      'diff[èe]rent(?= entre)',
      '(?:meilleur|pire)e?s? que',
      'par rapport [àa]',
      'avantages et (?:les )?inconv[ée]nients',
      'points communs',
      '(?:le|la)quel(?:le)? est (?:le |la )?meilleur(?:e)?',
    ),
    /(?<![\p{L}])(?:lequel|laquelle|lesquel(?:le)?s|quel(?:le)?s?)(?![\p{L}])[^?]*(?<![\p{L}])(?:plus|moins)(?![\p{L}])/iu,
  ],
  several: words('ces \\p{L}+', 'les deux', '(?:ces|mes|les) (?:deux|trois|2|3)', 'chacun(?:e)?', 'lequel', 'laquelle', 'lesquels', 'lesquelles', 'l[\'’]un ou l[\'’]autre', 'entre (?:ces|les) (?:deux|trois)'),
  joins: words('et', 'ou', 'vs\\.?', 'contre', 'par rapport [aà]'),
  thisPage: words(`(?:cette|ce|cet) (?:page|onglet|article|document|site|billet|texte|vid[ée]o|pdf)`, `(?:la page|l['’]onglet|l['’]article) (?:actuel(?:le)?|courant(?:e)?|ouvert(?:e)?)`),
  howTo: [words('comment (?:faire|puis-je|peut-on|installer|configurer|je peux|on fait|dois-je)', '[ée]tapes? pour', '[ée]tape par [ée]tape', 'installer', 'configurer'),
    // An opening "comment" before an infinitive asks for steps: "Et comment vider le cache ?" (not "comment votre…").
    words("^\\s*(?:et\\s+)?comment\\s+(?:[lsm]['’]\\s*)?(?!(?:votre|notre|autre)(?!\\p{L}))\\p{L}{2,}(?:er|ir|re)")],
  filler: fillerWords(
    [
      "s['’]il (?:te|vous) pla[iî]t", 'stp', 'svp', 'peux-tu', 'pouvez-vous', 'peux', 'pourrais', 'tu', 'vous', 'moi', '-moi',
      'me', 'nous', 'donne', 'donnez', 'fais', 'faites', 'dis', 'dites', '[ée]cris', 'un', 'une', 'des', 'le', 'la', 'les', 'de',
      'du', '[àa]', 'au', 'aux', 'en', 'sur', 'ce', 'cet', 'cette', 'vid[ée]os?', 'ces', 'que', 'quoi', 'qui', 'il', 'elle', 'ils', 'elles',
      'dit', 'disent', 'raconte', 'parle', 'pages?', 'articles?', 'onglets?', 'textes?', 'documents?', 'site', 'billet', 'ici',
      'bref', 'bri[èe]vement', 'rapidement', 'court', 'tout', 'toute', 'et', 'ou', 'avec', 'pour', 'par', 'propos', 'concernant',
      'sujet', 'mon', 'ma', 'mes', 'quel(?:le)?s?', 'sont', 'est', 'est-ce', 'est-ce que', 'donne-moi', 'dis-moi', 'fais-moi', 'partie', 'section', 'mentionne', String.raw`\d+`,
    ],
    ['qu', 'l', 'd', 'c', 'j', 'm', 't', 's', 'n'],
  ),
};
