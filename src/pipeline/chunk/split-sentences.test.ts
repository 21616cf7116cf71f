import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

describe('splitSentences', () => {
  it('splits English after sentence enders, not after abbreviations or initials', () => {
    expect(splitSentences('Dr. Smith met J. R. R. Tolkien in 1950. He said "Hi!" Then e.g. nothing. End')).toEqual([
      'Dr. Smith met J. R. R. Tolkien in 1950. ',
      'He said "Hi!" ',
      'Then e.g. nothing. ',
      'End',
    ]);
  });

  it('splits Chinese and Japanese at 。！？ without spaces', () => {
    expect(splitSentences('你好。我是学生！真的吗？好')).toEqual(['你好。', '我是学生！', '真的吗？', '好']);
    expect(splitSentences('これはペンです。あれは本です。')).toEqual(['これはペンです。', 'あれは本です。']);
  });

  it('splits Arabic at ؟ and Hindi at ।', () => {
    expect(splitSentences('كيف حالك؟ أنا بخير.')).toEqual(['كيف حالك؟ ', 'أنا بخير.']);
    expect(splitSentences('यह एक वाक्य है। यह दूसरा है।')).toEqual(['यह एक वाक्य है। ', 'यह दूसरा है।']);
  });

  it('does not split before a lower-case word', () => {
    expect(splitSentences('It cost approx. five dollars. Then more.')).toEqual([
      'It cost approx. five dollars. ',
      'Then more.',
    ]);
  });

  it('loses nothing on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const pieces = splitSentences(text);
        expect(pieces.join('')).toBe(text);
        expect(pieces.every((p) => p.length > 0)).toBe(true);
      }),
    );
  });
});
