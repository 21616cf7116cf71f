import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const payload = `
  <p>Safe <a href="javascript:alert(1)">link</a> text.</p>
  <script>window.pwned = 1</script>
  <img src="x" onerror="window.pwned = 2">
  <svg><script>window.pwned = 3</script><text onload="window.pwned=4">svgtext</text></svg>
  <math><mtext><img src=x onerror="window.pwned=5"></mtext></math>
  <a href="  JaVaScRiPt:alert(1)">other</a>
  <iframe srcdoc="<script>parent.pwned=6</script>"></iframe>
  <div onclick="window.pwned=7" style="color:red">kept</div>`;

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: links and SVG/MathML payloads', () => {
    const { window } = new JSDOM('', { url: 'https://example.com/' });
    const fragment = sanitizeHtml(payload, window as unknown as Window & typeof globalThis);
    const holder = window.document.createElement('div');
    holder.append(fragment);
    const html = holder.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg|<math|<iframe|srcdoc/i);
    expect(holder.textContent).toContain('Safe link text.');
    expect(holder.textContent).toContain('kept');
    expect(holder.textContent).not.toContain('pwned');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('accepts a node and leaves the node itself untouched', () => {
    const { window } = new JSDOM('<div id="x"><p onclick="x()">a</p><script>1</script></div>');
    const source = window.document.getElementById('x')!;
    const fragment = sanitizeHtml(source, window as unknown as Window & typeof globalThis);
    expect(fragment.textContent).toBe('a');
    expect(source.querySelector('script')).not.toBeNull();
  });
});
