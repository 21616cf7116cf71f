// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { locatePassage } from './locate-passage';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('locatePassage', () => {
  it('builds a Range over text split across elements, without touching the DOM', () => {
    const doc = page('<h2>Battery</h2><p>The battery <b>lasts</b> 11&nbsp;hours.</p><p>Other</p>');
    const before = doc.body.innerHTML;
    const range = locatePassage(doc, { exact: 'Battery The battery lasts 11 hours.', prefix: '', suffix: 'Other' });
    expect(range?.toString()).toBe('BatteryThe battery lasts 11\u00a0hours.');
    expect(doc.body.innerHTML).toBe(before);
  });

  it('ignores script and style text', () => {
    const doc = page('<script>var x = "hidden words";</script><p>visible words</p>');
    expect(locatePassage(doc, { exact: 'hidden words', prefix: '', suffix: '' })).toBeNull();
    expect(locatePassage(doc, { exact: 'visible words', prefix: '', suffix: '' })?.toString()).toBe('visible words');
  });

  it('returns null when the passage is gone', () => {
    const doc = page('<p>Completely different text now.</p>');
    expect(locatePassage(doc, { exact: 'The battery lasts 11 hours.', prefix: '', suffix: '' })).toBeNull();
  });
});
