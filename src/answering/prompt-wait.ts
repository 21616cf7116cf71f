import type { Passage } from '../pipeline/select/passage';

/**
 * The waits before the first word an answer plans for, on an engine whose prompt-reading speed was
 * measured on this machine (the processor engine: LanguageModel.prefillTokS). On a slow processor a
 * full window of sources can take minutes to read (bench/README.md, CPU engine): fewer, better-ranked
 * sources, and the whole-page coverage selection instead of many parts, answer within these.
 */
export const PROMPT_WAIT_SECONDS = 30;
export const PARTS_WAIT_SECONDS = 120;

/** Source tokens the engine reads within PROMPT_WAIT_SECONDS; undefined: no measured speed, no cap. */
export function sourceCapForSpeed(prefillTokS: number | undefined): number | undefined {
  return prefillTokS && prefillTokS > 0 ? Math.floor(prefillTokS * PROMPT_WAIT_SECONDS) : undefined;
}

/** Whether reading every part (map-reduce) stays within PARTS_WAIT_SECONDS; true without a measured speed. */
export function partsFitSpeed(parts: readonly Passage[][], prefillTokS: number | undefined): boolean {
  if (!prefillTokS || prefillTokS <= 0) return true;
  const tokens = parts.reduce((sum, part) => sum + part.reduce((s, p) => s + p.tokens, 0), 0);
  return tokens / prefillTokS <= PARTS_WAIT_SECONDS;
}
