import type { PromptReport } from './build-prompt';

/** What a retry needs of any prompt's report: its sources' (or notes') costs and its totals. */
export type ShrinkableReport = Pick<PromptReport, 'promptTokens' | 'answerReserve' | 'historyTurnsKept' | 'keptTokens'> & {
  sent: ReadonlyArray<{ tokens: number }>;
};

/**
 * After a backend said the prompt did not fit (WebLLM's ContextWindowSizeExceededError, a server's
 * context-length error), the source cap for the next try. Our count can be below the engine's (the
 * estimate is tuned for Qwen/Llama; other vocabularies, or a server that adds its own template, count
 * more), so scale by what the backend reported when it said, and always drop at least one source.
 * Returns undefined when there is nothing left to drop.
 */
export function shrinkAfterOverflow(
  report: ShrinkableReport,
  reported?: { prompt?: number; window?: number },
): number | undefined {
  if (report.sent.length === 0) return undefined;
  const sourceTokens = report.sent.reduce((sum, s) => sum + s.tokens, 0);
  let cap = Math.floor(sourceTokens * 0.6);
  if (reported?.prompt && reported.window && reported.prompt > reported.window) {
    // Their prompt count is ours scaled by `ratio`; cut sources so their count lands 10% under.
    const ratio = reported.prompt / Math.max(1, report.promptTokens);
    const over = reported.prompt - reported.window + report.answerReserve * ratio;
    cap = Math.min(cap + sourceTokens * 0.3, Math.floor(sourceTokens - (over / ratio) * 1.1));
  }
  const withoutLast = sourceTokens - report.sent[report.sent.length - 1]!.tokens;
  return Math.max(0, Math.min(cap, withoutLast));
}
