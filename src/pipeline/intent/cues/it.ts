import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:pagin[ae]|articol[oi]|test[oi]|sched[ae]|document[oi]|post|sito)';
const THIS = "(?:(?:questa|questo|queste|questi|la|il|le|i) |l['’] ?)";

export const it: IntentCues = {
  language: 'it',
  markers: words('chi', 'quando', 'dove', 'perché', 'qual(?:e|i)?', 'quant[oaie]', 'come', 'il', 'lo', 'gli', 'della', 'del', "c['’]è", 'è', 'ha', 'si', 'di', 'sono'),
  wholePage: [
    words(
      'riassum(?:i|ere|a|imi|ilo|ila|endo|ete)',
      'riassunto',
      'riepilog(?:a|o|ami|are)',
      'di (?:che )?cosa (?:parla|parlano|tratta|trattano|si tratta)',
      '(?:punti|idee|messaggi|concetti|aspetti) (?:chiave|principali|importanti|essenziali|fondamentali)',
      '(?:i )?principali (?:punti|idee|concetti)',
      'panoramica',
      'in sintesi',
      'in breve',
      'sintesi',
      'sintetizza(?:re|mi)?',
      `spiega(?:mi|re)? ${THIS}${PAGE}`,
      `cosa dic(?:e|ono) ${THIS}${PAGE}`,
    ),
  ],
  comparison: [
    words(
      'confront(?:a|are|o|i|ando)',
      'paragon(?:a|are|e|i)',
      'differenz(?:a|e)',
      'meglio di',
      'peggio di',
      'migliore di',
      'rispetto a',
      'pro e contro',
      'vantaggi e svantaggi',
      'somiglianze',
      'qual (?:è|e) (?:il |la )?miglior[ei]',
    ),
    /(?<![\p{L}])qual[ei]?(?![\p{L}])[^?]*(?<![\p{L}])(?:più|meno)(?![\p{L}])/iu,
  ],
  several: words('(?:questi|queste) \\p{L}+', 'entrambi', 'entrambe', 'tutti e (?:due|tre)', 'tutte e (?:due|tre)', '(?:i|le|questi|queste|miei|mie) (?:due|tre|2|3)', 'ciascun[oa]?', 'quale (?:dei|delle|di questi|di queste|tra)', 'quali (?:dei|delle|tra)', 'dei due', 'delle due'),
  joins: words('e', 'ed', 'o', 'oppure', 'vs\\.?', 'contro', 'rispetto a'),
  thisPage: words(`(?:questa|questo) (?:pagina|scheda|articolo|documento|sito|testo|post|video)`, `quest['’] ?articolo`, `(?:la|nella|della) (?:pagina|scheda) (?:attuale|corrente|aperta)`),
  howTo: [words('come (?:posso|faccio|si fa|devo|installo|configuro|fare)', 'passo (?:dopo|per) passo', 'passaggi per', 'installare', 'configurare'),
    // An opening "come" before an infinitive asks for steps ("come sono" asks how things are: no first person here).
    words('^\\s*(?:e\\s+)?come\\s+\\p{L}{2,}(?:are|ere|ire)')],
  filler: fillerWords(
    [
      'per favore', 'puoi', 'potresti', 'mi', 'ci', 'dammi', 'dai', 'fai', 'fammi', 'dimmi', 'scrivi', 'un', 'uno', 'una', 'il',
      'lo', 'la', 'i', 'gli', 'le', 'di', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'a', 'al', 'allo', 'alla', 'ai',
      'agli', 'alle', 'in', 'nel', 'nello', 'nella', 'nei', 'negli', 'nelle', 'su', 'sul', 'sulla', 'sui', 'che', 'cosa', 'dice',
      'dicono', 'questa', 'questo', 'queste', 'questi', 'quella', 'quello', 'pagin[ae]', 'articol[oi]', 'sched[ae]', 'test[oi]',
      'document[oi]', 'sito', 'qui', 'breve', 'brevemente', 'veloce', 'tutto', 'tutta', 'e', 'o', 'con', 'per', 'da',
      'riguardo', 'mio', 'mia', 'quali', 'quale', 'qual', 'sono', '[èe]', 'parte', 'sezione', 'menziona', String.raw`\d+`,
    ],
    ['l', 'dell', 'nell', 'all', 'sull', 'un', 'd', 'c', 'quest', 'quell'],
  ),
};
