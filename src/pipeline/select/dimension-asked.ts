/**
 * Which dimension of a thing a question asks ("Und wie tief ist das Regal?" → depth), in the ten languages,
 * and whether a spec label names that one: a spec sheet lists width, depth and height side by side, often
 * twice (the item and its package), and only the label naming the dimension asked answers. Asked by its noun
 * or by the adjective a question uses ("how deep", "wie tief", "qué tan profundo", "насколько глубок", "얼마나
 * 깊", "どのくらい深", "多深"); "how long" (a duration) and "how high" (a price) are left out: they ask other things.
 */
interface Dimension {
  name: string;
  /** The noun in the ten languages: names it in a label, asks it in a question. */
  noun: RegExp;
  /** How a question asks it without the noun. */
  adjective?: RegExp;
}

const ANY = (alternatives: string) => new RegExp(`(?:${alternatives})`, 'iu');
/** Words in spaced scripts whole; Korean, Japanese and Chinese nouns anywhere (particles follow without a space). */
const NOUN = (spaced: string, unspaced: string) => new RegExp(`(?<![\\p{L}])(?:${spaced})(?![\\p{L}])|${unspaced}`, 'iu');

const DIMENSIONS: readonly Dimension[] = [
  {
    name: 'depth',
    noun: NOUN('depth|\\p{L}*tiefe|profondeur|profundidad|profundidade|profondità|глубин\\p{L}*', '깊이|奥行き?|深さ|深度'),
    adjective: ANY('(?<![\\p{L}])(?:how deep|wie tief|qu[ée] tan profund[oa]|qu[ãa]o profund[oa]|quanto [èe] profond[oa]|насколько глуб\\p{L}*)|얼마나 깊|どのくらい深|どれくらい深|多深'),
  },
  {
    name: 'width',
    noun: NOUN('width|\\p{L}*breite|largeur|anchura|ancho|largura|larghezza|ширин\\p{L}*', '너비|幅|宽度'),
    adjective: ANY('(?<![\\p{L}])(?:how wide|wie breit|qu[ée] tan anch[oa]|qu[ãa]o larg[oa]|quanto [èe] larg[oa]|насколько широк\\p{L}*)|얼마나 넓|多宽'),
  },
  {
    name: 'height',
    noun: NOUN('height|\\p{L}*höhe|hauteur|altura|altezza|высот\\p{L}*', '높이|高さ|高度'),
    adjective: ANY('(?<![\\p{L}])(?:how tall|qu[ée] tan alt[oa]|qu[ãa]o alt[oa]|quanto [èe] alt[oa])|多高'),
  },
  {
    name: 'thickness',
    noun: NOUN('thickness|\\p{L}*dicke|épaisseur|grosor|espesor|espessura|spessore|толщин\\p{L}*', '두께|厚さ|厚み|厚度'),
    adjective: ANY('(?<![\\p{L}])(?:how thick|wie dick|qu[ée] tan grues[oa]|qu[ãa]o gross[oa]|quanto [èe] spess[oa]|насколько толст\\p{L}*)|얼마나 두껍|多厚'),
  },
];

/** The dimensions a question asks for, by noun or adjective. */
export function dimensionsAsked(question: string): Dimension[] {
  const line = question.split('\n', 1)[0] ?? '';
  return DIMENSIONS.filter((d) => d.noun.test(line) || d.adjective?.test(line));
}

/** Whether a label names one of these dimensions ("Depth", "Tiefe", "奥行き"). */
export function labelNames(label: string, dimensions: readonly Dimension[]): boolean {
  return dimensions.some((d) => d.noun.test(label));
}
