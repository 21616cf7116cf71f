import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace';

describe('collapseWhitespace', () => {
  it('collapses runs of spaces, tabs, newlines and NBSP and trims', () => {
    expect(collapseWhitespace('  a \t\n b\u00A0\u00A0c  ')).toBe('a b c');
  });

  it('keeps non-Latin scripts, RTL text and emoji intact', () => {
    const text = '中文。日本語！ العربية עברית ไทย 👩‍👩‍👧 ✅';
    expect(collapseWhitespace(`  ${text}\n`)).toBe(text);
  });

  it('returns an empty string for whitespace only', () => {
    expect(collapseWhitespace(' \n\u200B ')).toBe('');
  });
});
