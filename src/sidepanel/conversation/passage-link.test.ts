import { describe, expect, it } from 'vitest';
import { passage } from '../../../tests/support/test-passages';
import { passageLink } from './passage-link';

describe('passageLink', () => {
  it('opens a PDF at the passage’s page, replacing any fragment', () => {
    const p = passage('Reservoir levels rose.', 1, 'Harrow Valley report');
    const pdf = { ...p, source: { ...p.source, url: 'http://127.0.0.1/harrow-report.pdf#zoom=50' }, chunk: { ...p.chunk, pages: [7, 8] as [number, number] } };
    expect(passageLink(pdf)).toBe('http://127.0.0.1/harrow-report.pdf#page=7');
  });

  it('opens a YouTube video at the passage’s moment; another video page as it is', () => {
    const p = passage('Feed the starter every twelve hours.', 1);
    const at = (url: string) => ({ ...p, source: { ...p.source, url }, chunk: { ...p.chunk, time: [134, 140] as [number, number] } });
    expect(passageLink(at('https://www.youtube.com/watch?v=abc'))).toBe('https://www.youtube.com/watch?v=abc&t=134s');
    expect(passageLink(at('https://lectures.test/tides.html'))).toBe('https://lectures.test/tides.html');
  });

  it('points a web page at the passage with a text fragment of its first and last words, escaped', () => {
    const p = passage('The Zenith Air 13 weighs 0.98 kg, a well-built laptop & light.', 1);
    expect(passageLink(p)).toBe('https://example.test/1#:~:text=The%20Zenith%20Air%2013,well%2Dbuilt%20laptop%20%26%20light.');
    const short = passage('Closed on Mondays.', 2);
    expect(passageLink({ ...short, source: { ...short.source, url: 'https://bakery.test/#hours' } })).toBe('https://bakery.test/#hours:~:text=Closed%20on%20Mondays.');
  });

  it('leaves a page that is not on the web as it is', () => {
    const p = passage('Local notes.', 1);
    expect(passageLink({ ...p, source: { ...p.source, url: 'file:///home/me/notes.html' } })).toBe('file:///home/me/notes.html');
  });
});
