import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { restoreHeadings } from './restore-headings';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const h = (text: string, level = 2): Block => ({ kind: 'heading', level, text });

describe('restoreHeadings', () => {
  it('puts back a heading the reading lost between two blocks it kept', () => {
    const page = [h('Top agencies', 1), p('We picked 17 agencies.'), h('Results-driven agencies'), h('1. The Social Shepherd', 3), p('Yep, that is us.'), h('2. Faceplant', 3), p('Meet Faceplant.')];
    const reading = [p('We picked 17 agencies.'), p('Yep, that is us.'), p('Meet Faceplant.')];
    expect(restoreHeadings(reading, page, 'Top agencies').map((b) => b.text)).toEqual([
      'We picked 17 agencies.',
      'Results-driven agencies',
      '1. The Social Shepherd',
      'Yep, that is us.',
      '2. Faceplant',
      'Meet Faceplant.',
    ]);
  });

  it('leaves out a heading whose text the reading left out', () => {
    const page = [p('First part of the story.'), h('Related articles'), p('Ten tips for spring'), h('The second part'), p('Second part of the story.')];
    const reading = [p('First part of the story.'), p('Second part of the story.')];
    expect(restoreHeadings(reading, page, 'Top agencies').map((b) => b.text)).toEqual(['First part of the story.', 'The second part', 'Second part of the story.']);
  });

  it('adds nothing before the first block or after the last, nor twice', () => {
    const page = [h('Site name', 1), p('Opening.'), h('Middle'), p('Closing.'), h('Newsletter')];
    const reading = [p('Opening.'), h('Middle'), p('Closing.')];
    expect(restoreHeadings(reading, page, 'Top agencies')).toEqual(reading);
  });

  it('reads a repeated line at its next place in the page', () => {
    const page = [p('Reply'), h('Second post'), p('Reply'), p('Thanks, that worked.')];
    const reading = [p('Reply'), p('Reply'), p('Thanks, that worked.')];
    expect(restoreHeadings(reading, page, 'Top agencies').map((b) => b.text)).toEqual(['Reply', 'Second post', 'Reply', 'Thanks, that worked.']);
  });

  it('puts nothing before a part joined after the reading', () => {
    const page = [p('Buying guide text.'), h('Shop all kayaks'), p('Kayak A')];
    const reading: Block[] = [p('Buying guide text.'), { ...p('Kayak A'), startsSection: true }];
    expect(restoreHeadings(reading, page, 'Top agencies')).toEqual(reading);
  });

  it("leaves out the page's headline, which Readability leaves out on purpose", () => {
    const page = [p('Markets'), h('Taking Stock: a historic day', 1), p('The index closed at a record.')];
    const reading = [p('Markets'), p('The index closed at a record.')];
    expect(restoreHeadings(reading, page, 'Taking Stock: a historic day | Moneycontrol')).toEqual(reading);
  });
});
