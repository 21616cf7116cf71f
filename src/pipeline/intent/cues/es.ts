import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:p[aá]gina|art[ií]culo|texto|pesta[nñ]a|documento|nota|entrada|publicaci[oó]n|sitio)s?';
const THIS = '(?:esta|este|estas|estos|la|el|las|los|esa|ese)';

export const es: IntentCues = {
  language: 'es',
  markers: words('qué', 'quién', 'cuándo', 'dónde', 'por qué', 'cuál(?:es)?', 'cuánt[oa]s?', 'cómo', 'el', 'los', 'las', 'hay', 'es', 'del', 'una?', 'se', 'al'),
  wholePage: [
    words(
      // "resume" alone is also English ("resume the download"): only with a Spanish object after it.
      `resume(?= (?:${THIS}|lo|la|me|nos)(?![\\p{L}]))`,
      'res[uú]m(?:eme|enos|elo|ela|elos|elas|amos|an)',
      'resumir',
      'resumen',
      'resumido',
      'resumiendo',
      `de qu[eé] (?:trata|tratan|va|van|habla|hablan)`,
      `(?:ideas|puntos|conceptos|mensajes|aspectos) (?:principales|clave|claves|importantes|centrales|esenciales|m[aá]s importantes)`,
      `(?:principales|m[aá]s importantes) (?:ideas|puntos|conclusiones)`,
      'en pocas palabras',
      's[ií]ntesis',
      'sintetiza(?:r|me)?',
      'visi[oó]n general',
      'panorama general',
      `expl[ií]ca(?:me)? ${THIS} ${PAGE}`,
      `qu[eé] dice(?:n)? ${THIS} ${PAGE}`,
    ),
  ],
  comparison: [
    words(
      'compar(?:a|ar|e|en|aci[oó]n|aciones|ando|ativa)',
      'diferencias?',
      'se diferencian',
      'mejor que',
      'peor que',
      'frente a',
      'ventajas y desventajas',
      'pros y contras',
      'cu[aá]l es mejor',
      'similitudes',
    ),
    /(?<![\p{L}])cu[aá]l(?:es)?(?![\p{L}])[^?]*(?<![\p{L}])(?:más|menos)(?![\p{L}])/iu,
  ],
  several: words('(?:estos|estas|esos|esas) \\p{L}+', 'ambos', 'ambas', '(?:los|las|estos|estas|esos|esas|mis) (?:dos|tres|2|3)', 'cada un[oa]', 'cu[aá]l(?:es)? de (?:los|las|estos|estas|ellos|ellas)', 'entre (?:estos|estas|los|las) (?:dos|tres)', 'ninguno', 'alguno de'),
  joins: words('y', 'e', 'o', 'u', 'vs\\.?', 'frente a', 'contra'),
  thisPage: words(`(?:esta|este|esa|ese) (?:p[aá]gina|pesta[nñ]a|art[ií]culo|documento|sitio|web|publicaci[oó]n|entrada|nota|texto|v[ií]deo)`, `(?:la|el) (?:p[aá]gina|pesta[nñ]a|art[ií]culo|documento) (?:actual|abiert[ao])`),
  howTo: [words('c[oó]mo (?:puedo|hago|se hace|debo|instalo|configuro|se puede|hacer)', 'pasos para', 'paso a paso', 'instalar', 'configurar'),
    // An opening "cómo" before a verb in the first person or the infinitive asks for steps: "¿Y cómo borro la caché?".
    words('^\\s*¿?\\s*(?:y\\s+)?c[oó]mo\\s+\\p{L}{2,}(?:o|ar|er|ir)')],
  filler: fillerWords([
    'por favor', 'puedes', 'podr[ií]as', 'me', 'nos', 'dame', 'danos', 'haz', 'hazme', 'di', 'dime', 'escribe', 'un', 'una',
    'unos', 'unas', 'el', 'la', 'los', 'las', 'lo', 'le', 'de', 'del', 'al', 'a', 'en', 'sobre', 'acerca', 'que', 'qu[eé]',
    'dice', 'dicen', 'habla', 'hablan', 'esta', 'este', 'estas', 'estos', 'esa', 'ese', 'eso', 'esto', 'p[aá]ginas?', 'v[ií]deos?',
    'art[ií]culos?', 'pesta[nñ]as?', 'textos?', 'documentos?', 'sitio', 'web', 'entrada', 'nota', 'breve', 'brevemente',
    'corto', 'r[aá]pido', 'todo', 'toda', 'y', 'o', 'con', 'para', 'por', 'se', 'respecto', 'mi', 'tu', 'su', 'sus', 'aqu[ií]',
    'secci[oó]n', 'parte', 'menciona', 'cu[aá]les', 'cu[aá]l', 'son', 'es', 'va', 'trata', String.raw`\d+`,
  ]),
};
