import { buildRewritePrompt, parseRewrite, type RewriteContext } from '../pipeline/prompt/build-rewrite-prompt';
import type { LanguageModel } from '../models/language-model';

/** A rewrite that takes longer is not worth the wait: the first ranking answers instead. */
export const REWRITE_TIMEOUT_MS = 8_000;
const REWRITE_TOKENS = 48;

/**
 * Asks the model for a search query in the words a page would use, in the pages' languages (used when
 * `wantsRewrite` says so: a weak ranking, or a question in none of the tabs' languages). Bounded in time and tokens; resolves '' when the model fails, is too slow, or says nothing,
 * so a rewrite can never cost an answer.
 */
export async function rewriteQuery(
  model: LanguageModel,
  question: string,
  context: RewriteContext = {},
  signal?: AbortSignal,
  timeoutMs = REWRITE_TIMEOUT_MS,
): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let reply = '';
  try {
    for await (const delta of model.stream({ messages: buildRewritePrompt(question, context), temperature: 0, maxTokens: REWRITE_TOKENS, signal: both })) {
      reply += delta;
      if (reply.includes('\n') && reply.trim().length > 0) break;
    }
  } catch {
    return '';
  }
  return both.aborted && !reply.trim() ? '' : parseRewrite(reply);
}
