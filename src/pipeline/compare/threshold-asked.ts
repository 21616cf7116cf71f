import { anywhere, either, words } from './attribute-patterns';

/**
 * A question that asks for a threshold: what is good enough, the least acceptable, the minimum
 * ("What battery life do these two earbud guides consider good enough?"), in the ten languages.
 */
const ASKS = either(
  words('enough', 'good enough', 'minimum', 'at least', 'acceptable', 'sufficient', 'genug', 'ausreichend\\p{L}*', 'mindestens', 'suffisante?s?', 'assez', 'au moins',
    'suficientes?', 'al menos', 'm[ií]nimo', 'pelo menos', 'sufficienti?', 'abbastanza', 'almeno', 'достаточн\\p{L}*', 'минимум\\p{L}*', 'не менее', 'хотя бы', '충분', '최소'),
  anywhere('足够', '至少', '最低', '十分な', '少なくとも'),
);

/**
 * A passage that states a bound: "must last at least five hours", "a minimum of 8 GB", "5 hours or
 * more", "mindestens", "au moins", "不少于" (its figure is the attribute's: comparison-offers.ts).
 */
const BOUND = either(
  words('at least', 'a minimum of', 'minimum', 'or more', 'or longer', 'no less than', 'not less than', 'mindestens', 'au moins', 'au minimum', 'al menos', 'como m[ií]nimo', 'pelo menos', 'no m[ií]nimo', 'almeno', 'come minimo',
    'не менее', 'минимум', 'как минимум', '최소'),
  anywhere('至少', '不少于', '最低', '少なくとも', '以上'),
);

export const asksThreshold = (question: string): boolean => ASKS.test(question.normalize('NFC').split('\n')[0] ?? '');

export const statesBound = (text: string): boolean => BOUND.test(text);
