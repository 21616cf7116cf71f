import { describe, expect, it } from 'vitest';
import { lostItsBrowser, runGroups, type Group } from '../e2e/support/run-cases';

/** A group whose environment counts its launches; each case decides from the environment it is given. */
function group(cases: Array<(env: { launch: number }) => void>) {
  let launches = 0;
  const closed: number[] = [];
  const g: Group<{ launch: number }> = {
    name: 'group',
    setup: async () => ({ launch: ++launches }),
    teardown: async (env) => void closed.push(env.launch),
    cases: cases.map((run, i) => ({ name: `case ${i}`, run: async (env) => run(env) })),
  };
  return { g, launches: () => launches, closed };
}

const lost = () => new Error('page.click: Target page, context or browser has been closed');

describe('the e2e runner (issue 31: a green CI is not luck)', () => {
  it('gives a case that lost its browser a fresh one and one more try, says so, and the next cases use the fresh one', async () => {
    const lines: string[] = [];
    const { g, launches, closed } = group([
      (env) => {
        if (env.launch === 1) throw lost();
      },
      (env) => expect(env.launch).toBe(2),
    ]);
    expect(await runGroups([g], (l) => lines.push(l))).toEqual({ passed: 2, failed: 0, retried: 1 });
    expect(launches()).toBe(2);
    expect(closed).toEqual([1, 2]);
    expect(lines.join('\n')).toMatch(/↻ case 0: the browser closed under it \(page\.click: Target page, context or browser has been closed\); trying once more in a fresh browser/);
    expect(lines.join('\n')).toMatch(/✓ case 0 \(\d+ ms, on the second try in a fresh browser\)/);
  });

  it('a real failure still fails, with no second try; losing the browser twice fails too', async () => {
    const { g, launches } = group([
      () => {
        throw new Error('AssertionError: expected 2 chips, got 1');
      },
      () => {
        throw lost();
      },
    ]);
    const lines: string[] = [];
    expect(await runGroups([g], (l) => lines.push(l))).toEqual({ passed: 0, failed: 2, retried: 1 });
    expect(launches()).toBe(2);
    expect(lines.join('\n')).toMatch(/✗ case 1 \(also on the second try in a fresh browser\)/);
  });

  it('knows Playwright\'s and Puppeteer\'s words for a browser that went away, and nothing else', () => {
    for (const message of ['Target page, context or browser has been closed', 'Protocol error (browsingContext.navigate): Connection closed.', 'Browser has been closed.', 'browserContext.newPage: Target closed']) {
      expect(lostItsBrowser(new Error(message)), message).toBe(true);
    }
    expect(lostItsBrowser(new Error('Timeout 20000ms exceeded.'))).toBe(false);
    expect(lostItsBrowser(new Error('expected "supported" to equal "unsupported"'))).toBe(false);
  });
});
