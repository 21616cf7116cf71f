import { prepareTerms } from '../rank/prepare-terms';

/**
 * Words a faithful restatement swaps for the page's own ("The bakery is shut on Mondays" citing "We
 * are closed every Monday"). Stemming already joins inflections (Mondays/Monday, weighs/weighing);
 * these are the everyday pairs it cannot, in the vocabulary of product, opening-hours and fact
 * answers. Kept short on purpose: every pair also lets a wrong citation share one more word
 * (measured in bench:citations).
 */
const GROUPS: readonly string[][] = [
  ['shut', 'closed', 'close'],
  ['open', 'opened', 'opening'],
  ['weigh', 'weight', 'heavy', 'light', 'lightweight'],
  ['cost', 'price', 'priced', 'costs', 'cheap', 'expensive'],
  ['buy', 'purchase', 'bought'],
  ['big', 'large', 'huge'],
  ['small', 'little', 'tiny', 'compact'],
  ['start', 'begin', 'began', 'started', 'commence'],
  ['end', 'finish', 'ended', 'finished'],
  ['fast', 'quick', 'rapid', 'speed'],
  ['slow', 'sluggish'],
  ['help', 'assist', 'aid'],
  ['show', 'display', 'shows'],
  ['use', 'utilize', 'employ'],
  ['need', 'require', 'requires'],
  ['make', 'build', 'create', 'produce', 'made', 'built'],
  ['die', 'died', 'death'],
  ['born', 'birth'],
  ['battery', 'charge'],
  ['last', 'lasts', 'runtime'],
  ['allow', 'let', 'permit', 'enable'],
  ['car', 'vehicle', 'automobile'],
  ['say', 'state', 'said', 'stated'],
  ['show', 'reveal'],
  ['hold', 'contain', 'holds'],
  ['year', 'annual', 'yearly'],
  ['month', 'monthly'],
  ['day', 'daily'],
  // Units and their spellings (the figures themselves compare as numbers: quantities.ts).
  ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos', 'kilogramm', 'kilogramme', 'кг', 'キロ', '公斤', '千克', '킬로그램'],
  ['g', 'gram', 'grams', 'gramm', 'gramme', 'グラム', '克'],
  ['km', 'kilometre', 'kilometer', 'kilometres', 'kilometers', 'км'],
  ['cm', 'centimetre', 'centimeter', 'centimetres', 'centimeters'],
  ['mm', 'millimetre', 'millimeter', 'millimetres', 'millimeters'],
  ['h', 'hr', 'hour', 'hours', 'stunden', 'heures', 'horas', 'ore', 'часов', '時間', '小时', '시간'],
  ['min', 'minute', 'minutes', 'minuten', 'minutos', 'minuti', '分钟'],
  ['percent', 'prozent'],
];

let table: Map<string, Set<string>> | undefined;

/** Stem → the stems that count as the same word (itself included). */
export function synonymsOf(stem: string): ReadonlySet<string> | undefined {
  if (!table) {
    table = new Map();
    for (const group of GROUPS) {
      const stems = new Set(group.flatMap((w) => prepareTerms(w)));
      for (const s of stems) table.set(s, new Set([...(table.get(s) ?? []), ...stems]));
    }
  }
  return table.get(stem);
}
