// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pruneHidden } from '../pipeline/extract/prune-hidden';
import { inlineHosts, pairHosts } from './inline-shadow-and-frames';

const hiddenByStyle = (el: Element) => (el as HTMLElement).style?.display === 'none';

function page(): Document {
  const doc = document; // a document with a window, as in the content script
  for (const old of doc.querySelectorAll('x-card')) old.remove();
  doc.body.innerHTML = '<main><p>Light text.</p><x-card><span slot="note">Slotted note.</span><b>Default slot.</b></x-card><p>After.</p></main>';
  const host = doc.querySelector('x-card')!;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<h2>Shadow heading</h2><p>Shadow text.</p><p style="display:none">SHADOWHIDDEN</p><slot name="note"></slot><slot></slot><slot name="none">Fallback.</slot>';
  return doc;
}

describe('inlineHosts', () => {
  it('flattens open shadow roots into the clone, slots filled, hidden shadow text pruned, the live page untouched', () => {
    const live = page();
    const clone = live.cloneNode(true) as Document;
    const hosts = pairHosts(live, clone);
    pruneHidden(live, clone, hiddenByStyle);
    expect(inlineHosts(hosts, clone, hiddenByStyle)).toBe(1);
    const text = clone.body.textContent ?? '';
    expect(text).toContain('Shadow heading');
    expect(text).toContain('Shadow text.');
    expect(text).toContain('Slotted note.');
    expect(text).toContain('Default slot.');
    expect(text).toContain('Fallback.');
    expect(text).not.toContain('SHADOWHIDDEN');
    expect(text.indexOf('Light text.')).toBeLessThan(text.indexOf('Shadow text.'));
    expect(text.indexOf('Shadow text.')).toBeLessThan(text.indexOf('After.'));
    expect(live.querySelector('x-card')!.shadowRoot!.querySelectorAll('slot')).toHaveLength(3);
  });

  it('skips a host that was pruned as hidden', () => {
    const live = page();
    (live.querySelector('x-card') as HTMLElement).style.display = 'none';
    const clone = live.cloneNode(true) as Document;
    const hosts = pairHosts(live, clone);
    pruneHidden(live, clone, hiddenByStyle);
    expect(inlineHosts(hosts, clone, hiddenByStyle)).toBe(0);
    expect(clone.body.textContent).not.toContain('Shadow');
  });
});
