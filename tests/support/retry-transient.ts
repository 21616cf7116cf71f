import { spawn } from 'node:child_process';

/**
 * Runs a build step for `npm test`, and once more when it failed for a reason outside the code:
 * esbuild's service process stopping under load ("write EPIPE", "The service was stopped") while
 * WXT bundles. Any other failure, or the same one twice, fails with the step's own exit code.
 *   node --import tsx tests/support/retry-transient.ts npm run build:firefox
 */
export const TRANSIENT = /write EPIPE|The service (?:was stopped|is no longer running)|service stopped|spawn .*EAGAIN|ECONNRESET/u;

export function runStep(command: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout!.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr!.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export async function retryTransient(command: string[], log: (line: string) => void = console.log): Promise<number> {
  const first = await runStep(command);
  if (first.code === 0) return 0;
  const reason = TRANSIENT.exec(first.output)?.[0];
  if (!reason) return first.code;
  log(`\n↻ "${command.join(' ')}" failed with "${reason}" (the bundler's service, not the code): running it once more`);
  const second = await runStep(command);
  if (second.code !== 0) log(`✗ "${command.join(' ')}" failed again on the second try`);
  return second.code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: node --import tsx tests/support/retry-transient.ts <command…>');
    process.exit(2);
  }
  process.exit(await retryTransient(command));
}
