import { describe, expect, it } from 'vitest';
import { sectionLabel } from './section-label';

describe('sectionLabel', () => {
  it('drops a heading that repeats the title in other punctuation (review N16)', () => {
    expect(sectionLabel(['Harrow Valley Water Supply: Annual Report', '6. Storage'], 'Harrow Valley Water Supply Annual Report')).toBe('6. Storage');
  });

  it('drops a heading the title begins with, as when the site is appended to the title', () => {
    expect(sectionLabel(['Zenith Air 13 review', 'Battery'], 'Zenith Air 13 review: light, quiet and quick – Gadget Weekly')).toBe('Battery');
  });

  it('keeps a short heading the title merely starts with, and every heading of another name', () => {
    expect(sectionLabel(['Design', 'Colours'], 'Design of the Zenith Air 13 laptop')).toBe('Design › Colours');
    expect(sectionLabel(['Storage'], '')).toBe('Storage');
    expect(sectionLabel([], 'Anything')).toBe('');
  });
});
