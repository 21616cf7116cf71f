import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:seite|artikel|text|tab|beitrag|dokument|webseite|bericht)(?:s|n|en|e)?';
const THIS = '(?:diese|dieser|diesen|dieses|diesem|die|der|den|das|dem)';

export const de: IntentCues = {
  language: 'de',
  markers: words('wer', 'wann', 'wo', 'warum', 'was', 'welche[rsmn]?', 'wie', 'gibt', 'hat', 'ist', 'das', 'der', 'die', 'den', 'dem', 'ein(?:e[nmr]?)?', 'und', 'nicht', 'wurde'),
  wholePage: [
    // The separable verb: "Fasse diesen Artikel zusammen", "Fass das kurz zusammen" (its
    // "zusammen" is a filler word, so the words between them can be a topic).
    /(?<![\p{L}\p{N}])fass(?:e|t|en)?(?![\p{L}\p{N}])(?=.*(?<![\p{L}\p{N}])zusammen(?![\p{L}\p{N}]))/iu,
    words(
      'zusammenfass(?:en|ung|ungen|e)',
      'zusammengefasst',
      "worum geht(?:['’]s| es)",
      `(?:die )?wichtigsten (?:punkte|aussagen|inhalte|erkenntnisse|ideen|fakten|infos|informationen|thesen|argumente)`,
      'kernaussagen?',
      'kernpunkte',
      'hauptpunkte',
      'hauptaussagen?',
      'hauptideen?',
      '[üu]berblick',
      'kurz gesagt',
      'in k[üu]rze',
      'das wichtigste',
      `erkl[äa]r(?:e|en sie)? (?:mir |uns )?${THIS} ${PAGE}`,
      `was steht (?:in|auf) (?:dieser|der|diesem|dem) ${PAGE}`,
    ),
  ],
  comparison: [
    words(
      'vergleich(?:e|en|t|st)?',
      'unterschied(?:e|en)?',
      'unterscheiden',
      'besser als',
      'schlechter als',
      'vor- und nachteile',
      'gemeinsamkeiten',
      'welche[rs]? ist besser',
    ),
    /(?<![\p{L}])welche[rsmn]?(?![\p{L}])[^?]*(?<![\p{L}])(?:leichter|schwerer|billiger|günstiger|teurer|schneller|größer|kleiner|neuer|älter|länger|leiser|lauter|mehr|weniger)(?![\p{L}])/iu,
  ],
  several: words('beide[nrs]?', '(?:die|diese|meine) (?:zwei|drei|2|3)', 'jeweils', 'jede[rs]?', 'welche[rsmn]? (?:der|von den|von diesen|dieser)', 'zwischen (?:den|diesen) (?:beiden|zwei|drei)'),
  joins: words('und', 'oder', 'vs\\.?', 'gegen[üu]ber', 'im vergleich zu'),
  thisPage: words(`(?:diese|dieser|diesen|dieses|diesem) (?:seite|webseite|tab|artikel|beitrag|dokument|text|video|pdf)`, `(?:de[rnm]|die|das) (?:aktuellen?|ge[öo]ffneten?) (?:seite|webseite|tab|artikel|beitrag|dokument)`),
  howTo: [words('wie (?:kann|soll|muss) (?:ich|man)', 'wie (?:installiere|konfiguriere|richte|mache) ich', 'anleitung', 'schritt f[üu]r schritt', 'installieren', 'einrichten', 'konfigurieren'),
    // "wie" then a verb with "ich" or "man" after it asks for steps: "Und wie lösche ich den Cache?", "wie reinigt man…".
    words('wie \\p{L}{2,}e ich', 'wie \\p{L}{2,}t man')],
  filler: fillerWords([
    'bitte', 'kannst', 'du', 'k[öo]nntest', 'sie', 'mir', 'uns', 'gib', 'geben', 'sag', 'sage', 'schreib', 'schreibe', 'mach',
    'mache', 'ein', 'eine', 'einen', 'einem', 'einer', 'der', 'die', 'das', 'den', 'dem', 'des', 'diese', 'dieser', 'diesen',
    'dieses', 'diesem', 'videos?', 'es', 'was', 'wie', '[üu]ber', 'zu', 'zum', 'zur', 'von', 'vom', 'im', 'in', 'auf', 'am', 'an', 'und',
    'oder', 'mit', 'f[üu]r', 'seiten?', 'artikels?', 'texte?s?', 'tabs?', 'beitrags?', 'dokuments?', 'webseiten?', 'hier',
    'kurz', 'knapp', 'steht', 'sagt', 'schreibt', 'geht', 'um', 'dazu', 'ganz', 'gesamten?', 'mal', 'doch', 'abschnitt',
    'teil', 'erw[äa]hnt', 'sind', 'ist', 'welche', 'welches', 'nenne', 'zusammen', 'fass(?:e|t|en)?', String.raw`\d+`,
  ]),
};
