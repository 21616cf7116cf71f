import { describe, expect, it } from 'vitest';
import type { Passage } from '../select/passage';
import { earlierAnswerFirst } from './earlier-answer-first';

const wiki = { tabId: 1, url: 'https://wiki.example/sudo', title: 'Sudo - ArchWiki', site: 'wiki.example' };
const other = { ...wiki, tabId: 2, url: 'https://other.example', title: 'Other' };
const passage = (index: number, text: string, score: number, source = wiki): Passage =>
  ({ source, chunk: { index, text, headings: [] }, score, tokens: 10 }) as unknown as Passage;
const carry = (p: Passage) => ({ tabId: p.source.tabId, url: p.source.url, index: p.chunk.index, text: p.chunk.text });
const order = (passages: Passage[], question: string, carried: Passage[]) => earlierAnswerFirst(passages, question, carried.map(carry), []).map((p) => p.chunk.index);

describe('earlierAnswerFirst', () => {
  const tip = passage(82, 'To edit a file, use sudoedit and pass the file name.', 1);
  const also = passage(10, 'Instead of editing /etc/sudoers, drop files in /etc/sudoers.d.', 0.9);
  const earlier = passage(9, 'The main configuration file for sudo is /etc/sudoers. It should always be edited with the visudo command; use it.', 0.88);
  const question = 'And what should I use to edit that file?';

  it('puts the earlier answer’s passage first when it holds the follow-up’s words as well as those ahead', () => {
    expect(order([tip, also, earlier], question, [earlier])).toEqual([9, 82, 10]);
  });

  it('keeps the order when a passage ahead holds more of the follow-up’s words', () => {
    const fewer = passage(9, 'The main configuration file for sudo is /etc/sudoers.', 0.88);
    expect(order([tip, also, fewer], question, [fewer])).toEqual([82, 10, 9]);
  });

  it('does not pass a passage that holds none of the follow-up’s words (a spec line a tier put first)', () => {
    const spec = passage(1, 'Thickness: Vibram® 5mm', 1);
    const review = passage(24, 'En cuanto a comodidad y ajuste estoy encantado, que gusto.', 0.89);
    expect(order([spec, review], '¿Y qué grosor tiene?', [review])).toEqual([1, 24]);
  });

  it('leaves the order alone without a carried passage, or when the carried one is another tab’s', () => {
    expect(order([tip, also, earlier], question, [])).toEqual([82, 10, 9]);
    const elsewhere = passage(3, 'Use the editor to edit the file.', 0.5, other);
    expect(order([tip, also, elsewhere], question, [elsewhere])).toEqual([82, 10, 3]);
  });
});
