/**
 * Prints the x86-64 code V8 compiled for wasm functions, from the jitdump files its `--perf-prof` flag writes (Chromium:
 * `--js-flags="--perf-prof --perf-prof-path=DIR"` with --no-sandbox; Node 20: `node --perf-prof` writes jit-PID.dump in
 * the working directory). Release V8 builds accept `--print-wasm-code` but print no disassembly; jitdumps carry the
 * bytes. Each function's name (needs the harness's --profiling-funcs) and compiler tier, then objdump's disassembly.
 *   npx tsx tools/wasm/kernels/engines/jitdump.ts DIR/jit-1234.dump 'vec_dot_q8_0.*turbofan'
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [file, pattern] = process.argv.slice(2);
if (!file || !pattern) throw new Error('usage: jitdump.ts jit-PID.dump NAME-REGEXP');
const data = readFileSync(file);
const match = new RegExp(pattern);
const dir = mkdtempSync(join(tmpdir(), 'jitdump-'));
// The jitdump format (linux tools/perf/Documentation/jitdump-specification.txt): a header, then records of
// { id u32, total size u32, timestamp u64 }; id 0 (code load) continues { pid, tid u32, vma, code address, code size,
// code index u64 }, a NUL-terminated name and the code bytes.
let offset = data.readUInt32LE(8);
let found = 0;
while (offset + 16 <= data.length) {
  const id = data.readUInt32LE(offset);
  const size = data.readUInt32LE(offset + 4);
  if (size === 0) break;
  if (id === 0) {
    const codeSize = Number(data.readBigUInt64LE(offset + 40));
    const nameStart = offset + 56;
    const nameEnd = data.indexOf(0, nameStart);
    const name = data.toString('latin1', nameStart, nameEnd);
    if (match.test(name)) {
      const bin = join(dir, `${++found}.bin`);
      writeFileSync(bin, data.subarray(nameEnd + 1, nameEnd + 1 + codeSize));
      console.log(`=== ${name} (${codeSize} bytes)`);
      const text = execFileSync('objdump', ['-D', '-b', 'binary', '-mi386:x86-64', '-M', 'intel', bin], { encoding: 'utf8' });
      console.log(text.split('\n').slice(7).map((l) => l.split('\t').slice(2).join(' ')).filter(Boolean).join('\n'));
    }
  }
  offset += size;
}
if (!found) console.log(`no function matching ${pattern}`);
