import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { unwrapNoscript } from './unwrap-noscript';

describe('unwrapNoscript', () => {
  it('unwraps noscript parsed as elements (scripting off)', () => {
    const doc = new JSDOM('<body><noscript><div id="post"><p>Forum post</p></div></noscript></body>').window.document;
    unwrapNoscript(doc);
    expect(doc.querySelector('noscript')).toBeNull();
    expect(doc.getElementById('post')?.parentElement).toBe(doc.body);
  });

  it('leaves raw-text noscript (scripting on, as in a live tab) alone', () => {
    const dom = new JSDOM('<body><noscript><p>Enable JS</p></noscript></body>', { runScripts: 'dangerously', url: 'https://example.com/' });
    const doc = dom.window.document;
    expect(doc.querySelector('noscript')!.firstElementChild).toBeNull();
    unwrapNoscript(doc);
    expect(doc.querySelector('noscript')).not.toBeNull();
  });
});
