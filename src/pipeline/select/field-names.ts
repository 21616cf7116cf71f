import { anywhere, either, words } from '../compare/attribute-patterns';

/**
 * What a spec line labels that has no units (`compare/attributes.ts` holds the measures): its names in
 * the ten languages, so a label line answers a question that names the field in any of them ("Из
 * какого материала корпус?" → "Case Material: ABS", "¿De qué color es?" → "Farbe: Schwarz").
 * `asked` adds the ways a question asks for it without the noun ("What is it made of?").
 */
export interface Field {
  name: string;
  asked: RegExp;
  named: RegExp;
}

const field = (name: string, spaced: string[], unspaced: string[], askedOnly: string[] = []): Field => {
  const named = either(words(...spaced), anywhere(...unspaced));
  return { name, named, asked: askedOnly.length ? either(named, words(...askedOnly)) : named };
};

export const FIELDS: readonly Field[] = [
  field(
    'material',
    ['materials?', 'fabric', 'composition', '\\p{L}*material', 'werkstoff', 'stoff', 'matériaux', 'matériau', 'matière', 'materiales', 'composición', 'composição', 'materiali', 'materiale', 'composizione', 'материал\\p{L}*', 'состав', '소재', '재질', '재료'],
    ['素材', '材質', '材料', '材质', '面料'],
    ['made (?:of|from|out of)', 'woraus', 'en quoi', 'de qu[ée] (?:est[aá] )?hech[oa]', 'feit[oa] de', 'fatt[oa] di', 'из чего'],
  ),
  // A lone 色 is also 特色 (feature), 出色 (outstanding), 景色 (scenery): only as a label ("色：", "色は") or "何色".
  field('colour', ['colou?rs?', 'colou?res', '\\p{L}*farben?', 'couleurs?', 'cor', 'colori', 'colore', 'цвет\\p{L}*', '색상', '색깔', '컬러'], ['カラー', '颜色', '顏色', '何色', '色(?=\\s*[:：は])']),
  field('ingredients', ['ingredients?', 'zutaten', 'ingrédients?', 'ingredientes?', 'ingredienti', 'состав', '성분', '원재료'], ['原材料', '成分', '配料']),
  field(
    'origin',
    ['origin', 'country of origin', 'made in', 'herkunft\\p{L}*', 'hergestellt in', 'origine', 'fabriqué en', 'origen', 'fabricad[oa] en', 'origem', 'fabricad[oa] em', 'prodott[oa] in', 'страна производства', 'производител\\p{L}*', '원산지', '제조국'],
    ['原産国', '産地', '原产地', '产地'],
    ['where (?:is|are) (?:it|they) made', 'wo wird', 'où est', 'd[oó]nde se fabrica', 'onde é fabricad[oa]', 'dove è prodott[oa]', 'где производ\\p{L}*'],
  ),
];

/** The fields a question asks for ("What is its case made of?" → material). */
export const fieldsAsked = (question: string): Field[] => {
  const line = question.split('\n', 1)[0] ?? '';
  return FIELDS.filter((f) => f.asked.test(line));
};
