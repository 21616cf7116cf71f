import { readdirSync, readFileSync } from 'node:fs';

// Linux reports process times in clock ticks (USER_HZ, 100 on every mainstream kernel).
const TICK_MS = 10;

function ticks(pid: string): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Processor time (user + system, every thread, ms) used so far by the renderer processes of the
 * Chromium started with `profile`: the extension page and the wllama workers it starts. On a shared
 * machine, tokens per processor-second compare engines where wall-clock seconds measure the neighbours.
 */
export function rendererCpuMs(profile: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/u.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes('--type=renderer') && cmdline.includes(`--user-data-dir=${profile}`)) total += ticks(pid);
    } catch {
      // A process that ended while being read.
    }
  }
  return total * TICK_MS;
}

/** Processor time of this process (every thread: node-llama-cpp's native threads included), ms. */
export const selfCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
