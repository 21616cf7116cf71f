import { anywhere, either, words } from './attribute-patterns';
import type { Attribute } from './attributes';
import { figurePattern } from './figure-matcher';

/**
 * Who makes a thing ("Who makes the pen that comes with it?", "E quem fabrica a caneta?", "Welche Marke?", "どこのメーカー？"),
 * stated as "made by Staedtler", "manufactured by …", "Hersteller: …", "Marque : …", "制造商：…". Only a maker asked
 * as one: "What makes it special?", "made of" (a material) and a coffee maker (コーヒーメーカー) ask none.
 */
export const MAKERS: readonly Attribute[] = [
  {
    name: 'maker',
    asked: either(
      words('(?:who|which company|what company|which brand) (?:makes|made|manufactures|manufactured|produces|produced|builds|built)', '(?:which|what) brand', 'manufacturer', 'made by',
        'wer (?:stellt|baut|produziert|fertigt)', 'hergestellt', 'hersteller', '(?:welche|welcher) marke', 'qui (?:fabrique|fait|produit)', 'fabriqué', 'fabricant', 'quelle marque',
        'qui[eé]n (?:fabrica|hace|produce)', 'fabricado', 'fabricante', 'qu[eé] marca', 'quem (?:fabrica|faz|produz)', 'que marca', 'chi (?:produce|fabbrica|fa)', 'prodott[oa] da', 'produttore', 'quale marca',
        'кто (?:производит|выпускает|делает)', 'производител\\p{L}*', 'какой бренд', '제조사', '브랜드', '어디서 만들'),
      anywhere('哪个品牌', '什么牌子', '谁生产', '谁制造', '制造商', '生产商', '(?<![\\p{Script=Katakana}ー])メーカー', 'どこ製', '製造元'),
    ),
    named: either(words('manufacturer', 'maker', 'brand', 'made by', 'hersteller', 'marke', 'fabricant', 'marque', 'fabricante', 'marca', 'produttore', 'производитель', 'бренд', '제조사', '브랜드'), anywhere('制造商', '品牌', 'メーカー', 'ブランド', '製造元')),
    // "made by Staedtler", "manufactured by Acme", "hergestellt von …", "fabriqué par …", "fabricado por …", "prodotto da …",
    // or a label ("Brand: Staedtler", "Hersteller: …", "制造商：…").
    figure: figurePattern(
      /(?:made|manufactured|produced|built|hergestellt|gefertigt|fabriqué(?:e|s|es)?|fabricad[oa]s?|prodott[oa])\s(?:in\s\p{Lu}\p{L}+\s)?(?:by|von|par|por|da)\s\p{Lu}|(?<![\p{L}])(?:brand|manufacturer|maker|hersteller|marke|marque|fabricant|fabricante|marca|produttore|производитель|бренд|제조사|브랜드|制造商|品牌|メーカー|ブランド|製造元)\s?[:：]/iu,
    ),
  },
];
