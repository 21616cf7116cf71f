import { describe, expect, it } from 'vitest';
import { asksAmount } from './asks-amount';

describe('asksAmount', () => {
  it.each([
    'How much weight can the shelf take?',
    'By how many decibels does the preamp raise the signal?',
    'Wie viel Vitamin E steckt in einer Portion?',
    'Combien coûte la montre ?',
    '¿Cuántas monedas admite?',
    'Quanto custa a terapia?',
    'Quanti posti ha?',
    'Сколько весит ноутбук?',
    '메모리 얼마나 필요해요?',
    '何人まで共有できますか？',
    '这个杯子能装多少咖啡？',
  ])('asks an amount: %s', (q) => expect(asksAmount(q)).toBe(true));

  it.each(['What is the small Joco cup made from?', 'Where does sudo keep its settings?', 'Ist es vegan?', 'Howmuchness is not a word', 'Is it open on Sunday?'])(
    'does not: %s',
    (q) => expect(asksAmount(q)).toBe(false),
  );
});
