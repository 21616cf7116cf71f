// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { waitForText } from './wait-for-text';

// jsdom has no layout: innerText is undefined there, so the tests give the body an innerText.
function fakePage(text: string) {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc.body, 'innerText', { get: () => doc.body.textContent ?? '', configurable: true });
  doc.body.textContent = text;
  return doc;
}

describe('waitForText', () => {
  it('answers at once when the page has text', async () => {
    const started = performance.now();
    await waitForText(fakePage('Hello'), window, 5_000);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('answers at once for an empty page that is no longer young', async () => {
    const started = performance.now();
    await waitForText(fakePage(''), window, 0);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('waits for a young empty page to render its text', async () => {
    const doc = fakePage('');
    setTimeout(() => doc.body.append(doc.createTextNode('Rendered later.')), 50);
    await waitForText(doc, window, performance.now() + 5_000);
    expect(doc.body.textContent).toBe('Rendered later.');
  });

  it('gives up when the young page stays empty', async () => {
    const started = performance.now();
    await waitForText(fakePage(''), window, performance.now() + 150);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
