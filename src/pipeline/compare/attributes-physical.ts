import { anywhere, either, words } from './attribute-patterns';
import type { Attribute } from './attributes';
import { BRIGHTNESS, DISTANCE, NOISE, TEMPERATURE } from './physical-units';
import { unit } from './unit-figure';
import { allUnits } from './unit-names';

/**
 * Measures a question asks by a comparative that names no unit ("Which is quieter?", "Which goes
 * further on a charge?", "Which gets hotter?", "Which is brighter?"), each with the units a page
 * states it in: the comparative is what maps the question to the measure, the unit is what finds the
 * line ("58 dB", "up to 300 miles", "up to 450 °F", "1,000 lumens"), in the ten languages.
 */
export const PHYSICAL: readonly Attribute[] = [
  {
    name: 'noise',
    asked: either(
      words('quiet(?:er|est)?', 'noise', 'noisy', 'nois(?:ier|iest)', 'silent', 'leise(?:r|ste)?', 'lautstärke', 'geräusch\\p{L}*', 'silencieu\\p{L}*', 'bruit', 'silencios[oa]s?', 'ruido', 'silencios[oa]', 'ru[ií]do', 'silenzios[oa]', 'rumore', 'rumorosit[àa]',
        'тише', 'тих\\p{L}*', 'шум\\p{L}*', '조용\\p{L}*', '소음'),
      anywhere('安静', '噪音', '噪声', '静か', '静音', '騒音'),
    ),
    named: either(words('noise(?: level)?', 'sound level', 'decibels?', 'lautstärke', 'geräuschpegel', 'bruit', 'ruido', 'ru[ií]do', 'rumore', 'шум\\p{L}*', '소음'), anywhere('噪音', '騒音', '静音')),
    figure: unit(...allUnits(NOISE)),
  },
  {
    name: 'range',
    asked: either(
      // Not "range" or "further" alone: "the range of prices", "further information".
      words('(?:longer|more|better|max(?:imum)?|driving|wireless|bluetooth|effective|electric) range', 'range (?:on|per) (?:a |one )?(?:single |full )?charge', 'how far', 'farther', '(?:go(?:es)?|travel(?:s)?|reach(?:es)?|drive[s]?) further',
        'reichweite', 'weiter (?:fahren|kommen|reicht)', 'port[ée]e', 'plus loin', 'alcance', 'm[aá]s lejos', 'mais longe', 'portata', 'autonomia', 'pi[uù] lontano', 'дальност\\p{L}*', 'запас хода', 'дальше', '주행거리', '거리', '더 멀리'),
      anywhere('续航里程', '距离', '航続距離', '距離', '更远'),
    ),
    named: either(words('range', 'distance', 'reichweite', 'port[ée]e', 'alcance', 'portata', 'дальност\\p{L}*', '주행거리', '거리'), anywhere('续航里程', '距离', '航続距離', '距離')),
    figure: unit(...allUnits(DISTANCE)),
  },
  {
    name: 'temperature',
    asked: either(
      words('hott?(?:er|est)', 'warm(?:er|est)', 'cold(?:er|est)', 'cool(?:er|est)', 'temperatures?', 'heat(?:s)? up', 'wärmer', 'heißer', 'kälter', 'temperatur', 'plus chaud', 'plus froid', 'température', 'm[aá]s caliente', 'm[aá]s fr[ií]o', 'temperatura', 'mais quente', 'mais frio', 'più caldo', 'più freddo',
        'горяче\\p{L}*', 'тепле\\p{L}*', 'холодне\\p{L}*', 'температур\\p{L}*', '더 뜨거\\p{L}*', '더 따뜻\\p{L}*', '온도'),
      anywhere('温度', '更热', '更冷', '熱い', '暖かい'),
    ),
    named: either(words('temperatures?', 'temp', 'heat', 'temperatur', 'température', 'temperatura', 'температур\\p{L}*', '온도'), anywhere('温度')),
    figure: unit(...allUnits(TEMPERATURE)),
  },
  {
    name: 'brightness',
    asked: either(
      words('bright(?:er|est|ness)?', 'dimm(?:er|est)', 'heller', 'helligkeit', 'plus lumineu\\p{L}*', 'luminosit[ée]', 'm[aá]s brillante', 'brillo', 'luminosidad', 'mais brilhante', 'brilho', 'pi[uù] luminos[oa]', 'luminosit[àa]', 'ярче', 'яркост\\p{L}*', '더 밝\\p{L}*', '밝기'),
      anywhere('更亮', '亮度', '明るい', '明るさ', '輝度'),
    ),
    named: either(words('brightness', 'luminous flux', 'light output', 'helligkeit', 'luminosit[ée]', 'brillo', 'brilho', 'luminosit[àa]', 'яркост\\p{L}*', '밝기'), anywhere('亮度', '明るさ', '輝度')),
    figure: unit(...allUnits(BRIGHTNESS)),
  },
];
