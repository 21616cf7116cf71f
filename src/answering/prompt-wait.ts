/**
 * The waits before the first word an answer plans for, on an engine whose prompt-reading speed was
 * measured on this machine (the processor engine: LanguageModel.prefillTokS). On a slow processor a
 * full window of sources can take minutes to read (bench/README.md, CPU engine): fewer, better-ranked
 * sources, and no more parts than are read within PARTS_WAIT_SECONDS (plan-parts.ts).
 */
export const PROMPT_WAIT_SECONDS = 30;
export const PARTS_WAIT_SECONDS = 120;

/** Source tokens the engine reads within PROMPT_WAIT_SECONDS; undefined: no measured speed, no cap. */
export function sourceCapForSpeed(prefillTokS: number | undefined): number | undefined {
  return prefillTokS && prefillTokS > 0 ? Math.floor(prefillTokS * PROMPT_WAIT_SECONDS) : undefined;
}
