import { anywhere, either, words } from './attribute-patterns';
import type { Attribute } from './attributes';
import { NUTRIENT_AMOUNT } from './physical-units';
import { unit } from './unit-figure';
import { allUnits } from './unit-names';

/**
 * What food states per serving, in grams or calories: "Protein: 40g" answers "Wie viel Eiweiß steckt
 * in einer Portion?" and "Which shake has more protein?". Each nutrient by its names in the ten
 * languages; a question names it as a label does, so `asked` and `named` are one pattern.
 */
const AMOUNT = unit(...allUnits(NUTRIENT_AMOUNT));

const nutrient = (name: string, spaced: string[], unspaced: string[]): Attribute => {
  const names = either(words(...spaced), anywhere(...unspaced));
  return { name, asked: names, named: names, figure: AMOUNT };
};

export const NUTRIENTS: readonly Attribute[] = [
  nutrient('protein', ['proteins?', 'eiweiß', 'eiweiss', '\\p{L}*proteine?', 'prot[ée]ines?', 'prote[ií]nas?', 'proteine', 'бел(?:ок|к\\p{L}*)', 'протеин\\p{L}*'], ['단백질', 'タンパク質', 'たんぱく質', '蛋白質', '蛋白质', 'プロテイン']),
  nutrient('calories', ['calories?', 'kcal', 'kalorien', 'brennwert', 'calor[ií]as', 'calorie', 'калори\\p{L}*', 'калорийност\\p{L}*'], ['칼로리', '열량', 'カロリー', '热量', '卡路里']),
  nutrient('carbohydrate', ['carbs?', 'carbohydrates?', 'kohlenhydrate?', 'glucides?', 'carbohidratos?', 'hidratos de carbono', 'carboidratos?', 'carboidrati', 'углевод\\p{L}*'], ['탄수화물', '炭水化物', '碳水化合物', '碳水']),
  nutrient('fat', ['fats?', 'fett', 'fettgehalt', 'lipides', 'mati[èe]res? grasses?', 'grasas?', 'gorduras?', 'grassi', 'жир\\p{L}*'], ['지방', '脂質', '脂肪']),
  nutrient('sugar', ['sugars?', 'zucker', 'sucres?', 'az[úu]car(?:es)?', 'a[çc][úu]car(?:es)?', 'zuccheri', 'сахар\\p{L}*'], ['당류', '糖質', '糖類', '糖分']),
  nutrient('fibre', ['fib(?:re|er)s?', 'ballaststoffe?', 'fibres? alimentaires', 'fibras?', 'fibre', 'клетчатк\\p{L}*'], ['식이섬유', '食物繊維', '膳食纤维']),
  nutrient('salt', ['salt', 'sodium', 'salz', 'natrium', 'sel', 'sodio', 's[óo]dio', 'соль', 'натри\\p{L}*'], ['나트륨', '塩分', 'ナトリウム', '钠', '食盐']),
];
