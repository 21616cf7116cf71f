import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retryTransient } from './retry-transient';

/** A step that prints `messages[n]` on its n-th run and exits 1, or exits 0 once they run out; runs counted in a file. */
function step(messages: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'retry-step-'));
  const count = join(dir, 'runs');
  const script = `const fs=require('fs');const f=${JSON.stringify(count)};const n=fs.existsSync(f)?Number(fs.readFileSync(f,'utf8')):0;fs.writeFileSync(f,String(n+1));const m=${JSON.stringify(messages)}[n];if(m){console.error(m);process.exit(1)}`;
  return { command: [process.execPath, '-e', script], runs: () => Number(readFileSync(count, 'utf8')) };
}

describe('a build step retried once (issue 31: a green CI is not luck)', () => {
  it('runs again when esbuild\'s service stopped, and says so', async () => {
    const s = step(['✘ [ERROR] The service was stopped: write EPIPE']);
    const lines: string[] = [];
    expect(await retryTransient(s.command, (l) => lines.push(l))).toBe(0);
    expect(s.runs()).toBe(2);
    expect(lines.join('\n')).toMatch(/failed with "The service was stopped" .*running it once more/u);
  });

  it('a real failure fails at once; the same stop twice fails too', async () => {
    const real = step(['src/x.ts:1:1: ERROR: Expected ";" but found "}"']);
    expect(await retryTransient(real.command, () => {})).toBe(1);
    expect(real.runs()).toBe(1);
    const twice = step(['write EPIPE', 'write EPIPE']);
    expect(await retryTransient(twice.command, () => {})).toBe(1);
    expect(twice.runs()).toBe(2);
  });
});
