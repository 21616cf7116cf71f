import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { textStats } from './text-stats';

describe('textStats', () => {
  it('counts non-space text and link text per element, ignoring scripts', () => {
    const body = new JSDOM('<body><p id="p">ab c <a href="#">de</a></p><script>xxxx</script></body>').window.document.body;
    const stats = textStats(body);
    expect(stats.get(body.querySelector('#p')!)).toEqual({ text: 5, link: 2 });
    expect(stats.get(body)).toEqual({ text: 5, link: 2 });
  });
});
