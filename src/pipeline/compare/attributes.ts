/**
 * What a comparison can be about, and how a page states it: the attribute table behind
 * `findAttributes` (question side) and `attributeScore` (passage side). Each attribute has
 * - `asked`: the words a question uses for it, in the ten languages of `intent/cues/`: comparatives,
 *   superlatives and nouns, with their word forms ("lighter", "lightest", "weight", "weighs");
 * - `named`: the words a page labels it with ("Weight:", "Gewicht", "poids", "重量");
 * - `figure`: a value in the units it is measured in ("1.46 kg", "$35.00", "10 hours", "16 GB").
 * A page's spec line ("Robot Weight: 7.49 lbs.") shares no word with "Which is lighter?": the
 * figure and the label are what find it. Measured in bench/compare (bench/README.md).
 */
export interface Attribute {
  name: string;
  asked: RegExp;
  named: RegExp;
  figure: RegExp;
}

/** A letter, mark or digit in any script (JavaScript's \b is ASCII-only). */
const L = '[\\p{L}\\p{M}\\p{N}]';
const words = (...phrases: string[]) => new RegExp(`(?<!${L})(?:${phrases.join('|')})(?!${L})`, 'iu');
/** Scripts without spaces between words: matched anywhere. */
const anywhere = (...phrases: string[]) => new RegExp(`(?:${phrases.join('|')})`, 'iu');
const either = (a: RegExp, b: RegExp) => new RegExp(`${a.source}|${b.source}`, 'iu');
/** A number, then a unit that is not the start of a longer word. */
const NUMBER = String.raw`\d(?:[\d.,\s]*\d)?\s?`;
const unit = (...units: string[]) => new RegExp(`${NUMBER}(?:${units.join('|')})(?![\\p{L}])`, 'iu');

export const ATTRIBUTES: readonly Attribute[] = [
  {
    name: 'weight',
    asked: either(
      words('light(?:er|est)?', 'heav(?:y|ier|iest)', 'weigh(?:s|t|ts|ing|ed)?', 'leicht(?:er|est)?e?[rsmn]?', 'schwer(?:er|st)?e?[rsmn]?', 'gewicht',
        'l[ée]g[eè]re?s?', 'lourde?s?', 'poids', 'p[eè]se', 'ligeros?', 'ligeras?', 'pesad[oa]s?', 'peso', 'pesa', 'leves?', 'pesa(?:do|da)s?',
        'legger[oaie]', 'pesant[ei]', 'лёгк\\p{L}*', 'легк\\p{L}*', 'легче', 'тяжел\\p{L}*', 'тяжелее', 'вес\\p{L}*', '가벼\\p{L}*', '무거\\p{L}*', '무게'),
      anywhere('轻', '重量', '重い', '軽い', '軽', '重さ'),
    ),
    named: either(words('weight', 'weighs?', 'weighing', 'gewicht', 'wiegt', 'poids', 'p[eè]se', 'peso', 'pesa', 'вес\\p{L}*', 'весит', '무게'), anywhere('重量', '重さ')),
    figure: unit('kg', 'kilos?', 'kilograms?', 'g', 'grams?', 'grammes?', 'gramm', 'lbs?\\.?', 'pounds?', 'oz', 'ounces?', 'кг', 'г', '克', '公斤', 'キロ', 'グラム', '킬로그램', '그램'),
  },
  {
    name: 'price',
    asked: either(
      words('cheap(?:er|est)?', 'expensive', 'pric(?:e|es|ed|ey|ier|iest)', 'costs?', 'costly', 'afford\\p{L}*', 'billig(?:er|st)?e?[rsmn]?', 'teur(?:er|st)?e?[rsmn]?', 'preis\\p{L}*', 'kostet',
        'moins cher', 'plus cher', 'prix', 'co[uû]te?', 'barat[oa]s?', 'car[oa]s?', 'precios?', 'cuesta', 'preço', 'custa', 'economico', 'prezz[oi]', 'costa',
        'дешевле', 'дорож[ea]', 'цен\\p{L}*', 'стоит', '가격', '저렴\\p{L}*', '비싼', '비싸\\p{L}*'),
      anywhere('便宜', '价格', '价钱', '贵', '安い', '高い', '価格', '値段'),
    ),
    named: either(words('price[ds]?', 'pricing', 'costs?', 'preis', 'prix', 'precio', 'preço', 'prezzo', 'цена', '가격'), anywhere('价格', '価格', '値段', '售价')),
    figure: new RegExp(String.raw`[$€£¥₹₩₽]\s?\d|\d(?:[\d.,]*\d)?\s?(?:€|\$|£|USD|EUR|GBP|dollars?|euros?|руб\p{L}*|元|円|원)`, 'iu'),
  },
  {
    name: 'battery',
    asked: either(
      words('batter(?:y|ies)', 'charges?', 'runtime', 'battery life', 'last(?:s|ing)? longer', 'akku\\p{L}*', 'batterie', 'autonomie', 'bater[ií]as?', 'autonom[ií]a',
        'batteria', 'аккумулятор\\p{L}*', 'батаре\\p{L}*', '배터리'),
      anywhere('电池', '续航', 'バッテリー', '電池'),
    ),
    named: either(words('batter(?:y|ies)', 'runtime', 'playtime', 'akku\\p{L}*', 'batterie', 'autonomie', 'bater[ií]as?', 'batteria', 'аккумулятор\\p{L}*', '배터리'), anywhere('电池', '续航', 'バッテリー')),
    figure: unit('hours?', 'hrs?', 'h', 'mAh', 'Wh', 'Stunden', 'heures', 'horas', 'ore', 'час\\p{L}*', '小时', '時間', '시간'),
  },
  {
    name: 'size',
    asked: either(
      words('big(?:ger|gest)?', 'large[rs]?t?', 'small(?:er|est)?', 'size[ds]?', 'dimensions?', 'compact', 'tall(?:er|est)?', 'wid(?:e|er|est)', 'thin(?:ner|nest)?',
        'gr[öo]ßer', 'kleiner', 'größe', 'abmessungen', 'plus grand', 'plus petit', 'taille', 'dimensions', 'más grande', 'más pequeñ[oa]', 'tamaño', 'maior', 'menor',
        'tamanho', 'più grande', 'più piccol[oa]', 'dimensioni', 'больше', 'меньше', 'размер\\p{L}*', '크기', '더 큰', '더 작은'),
      anywhere('更大', '更小', '尺寸', '大きい', '小さい', 'サイズ'),
    ),
    named: either(words('size', 'dimensions?', 'measures', 'größe', 'abmessungen', 'taille', 'tamaño', 'tamanho', 'dimensioni', 'размер\\p{L}*', '크기'), anywhere('尺寸', 'サイズ')),
    figure: unit('mm', 'cm', 'm', 'in', 'inch(?:es)?', '"', '”', '″', 'ft', 'feet', 'Zoll', 'pouces?', 'pulgadas?', 'polegadas?', 'pollici', 'дюйм\\p{L}*', '英寸', 'インチ', '인치'),
  },
  {
    name: 'speed',
    asked: either(
      words('fast(?:er|est)?', 'quick(?:er|est)?', 'slow(?:er|est)?', 'speeds?', 'schneller', 'langsamer', 'geschwindigkeit', 'plus rapide', 'vitesse', 'más rápid[oa]', 'velocidad',
        'mais rápid[oa]', 'velocidade', 'più veloce', 'velocità', 'быстрее', 'скорост\\p{L}*', '빠른', '더 빠\\p{L}*', '속도'),
      anywhere('更快', '速度', '速い'),
    ),
    named: either(words('speeds?', 'clock', 'frequency', 'geschwindigkeit', 'vitesse', 'velocidad', 'velocidade', 'velocità', 'скорост\\p{L}*', '속도'), anywhere('速度', '频率')),
    figure: unit('GHz', 'MHz', 'Mbps', 'Gbps', 'MB/s', 'GB/s', 'fps', 'rpm', 'km/h', 'mph', 'ms'),
  },
  {
    name: 'capacity',
    asked: either(
      words('storage', 'capacity', 'memory', 'ram', 'hold(?:s)? more', '(?:more )?(?:disk )?space', 'disk', 'speicher', 'kapazität', 'stockage', 'capacité', 'mémoire', 'almacenamiento', 'capacidad',
        'memoria', 'armazenamento', 'capacidade', 'capacità', 'памят\\p{L}*', 'объ[её]м\\p{L}*', '저장\\p{L}*', '용량', '메모리'),
      anywhere('存储', '容量', '内存', 'ストレージ', 'メモリ'),
    ),
    named: either(words('storage', 'capacity', 'memory', 'ram', 'volume', 'speicher', 'stockage', 'capacité', 'capacidad', 'capacidade', 'capacità', 'памят\\p{L}*', '용량'), anywhere('容量', '存储', 'メモリ')),
    figure: unit('GB', 'TB', 'MB', 'ml', 'cl', 'l', 'liters?', 'litres?', 'fl\\.? ?oz', 'oz', 'cups?'),
  },
  {
    name: 'power',
    asked: either(
      words('power(?:ful)?', 'more powerful', 'watts?', 'impedance', 'sensitiv\\p{L}*', 'louder', 'loud(?:est)?', 'stronger', 'leistung\\p{L}*', 'puissan\\p{L}*', 'potencia', 'potência', 'potenza', 'мощн\\p{L}*', '출력', '전력'),
      anywhere('功率', '出力'),
    ),
    named: either(words('power', 'wattage', 'output', 'impedance', 'sensitivity', 'leistung', 'puissance', 'potencia', 'potência', 'potenza', 'мощност\\p{L}*', '출력'), anywhere('功率', '出力')),
    figure: unit('W', 'watts?', 'kW', 'mW', 'V', 'volts?', 'dB', 'Ohms?', 'Ω'),
  },
  {
    name: 'age',
    asked: either(
      words('new(?:er|est)', 'old(?:er|est)', 'recent', 'latest', 'released?', 'launch(?:ed)?', 'neuer', 'älter', 'plus récent', 'plus ancien', 'más nuev[oa]',
        'más antigu[oa]', 'recientes?', 'mais nov[oa]', 'mais antig[oa]', 'più recente', 'новее', 'старше', '최신'),
      anywhere('更新', '最新', '新しい'),
    ),
    named: either(words('released?', 'release date', 'launch(?:ed)?', 'published', 'since', 'erschienen', 'sortie', 'lanzamiento', 'lançamento', 'uscita', 'выпуск\\p{L}*', '출시'), anywhere('发布', '発売')),
    figure: new RegExp(String.raw`(?<!\d)(?:19|20)\d\d(?!\d)`, 'u'),
  },
  {
    name: 'warranty',
    asked: either(words('warrant(?:y|ies)', 'guarantee[ds]?', 'garantie', 'garant[ií]a', 'garanzia', 'гаранти\\p{L}*', '보증'), anywhere('保修', '保証')),
    named: either(words('warrant(?:y|ies)', 'guarantee', 'garantie', 'garant[ií]a', 'garanzia', 'гаранти\\p{L}*', '보증'), anywhere('保修', '保証')),
    figure: unit('years?', 'yrs?', 'months?', 'Jahre', 'ans', 'años', 'anos', 'anni', 'лет', 'год\\p{L}*', '年', '년'),
  },
];
