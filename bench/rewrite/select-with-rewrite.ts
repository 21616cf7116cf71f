import { rewriteQuery } from '../../src/answering/rewrite-query';
import type { LanguageModel } from '../../src/models/language-model';
import { pageLanguages } from '../../src/pipeline/intent/page-languages';
import { guessLanguage } from '../../src/pipeline/intent/question-language';
import { wantsRewrite } from '../../src/pipeline/prompt/wants-rewrite';
import type { QuestionContext } from '../../src/pipeline/select/question-context';
import { type QuestionOptions, type QuestionTab, selectForQuestion } from '../../src/pipeline/select/select-for-question';

/** What one request sent, and the model's search words when it was asked for them. */
export interface RewrittenSelection {
  context: QuestionContext;
  rewrite?: string;
}

/**
 * One request as the panel makes it (src/sidepanel/session/answer-turn.ts): selected, then,
 * with a model and when `wantsRewrite` says so, selected again with the model's search words. The
 * question's language is the cue tables' guess (the panel asks the browser's detector first).
 * Without a model: the selection alone.
 */
export async function selectWithRewrite(
  tabs: readonly QuestionTab[],
  question: string,
  options: QuestionOptions,
  model: LanguageModel | undefined,
  timeoutMs?: number,
): Promise<RewrittenSelection> {
  const context = selectForQuestion(tabs, question, options);
  if (!model || context.parts) return { context };
  const languages = pageLanguages(tabs.map((tab) => tab.index));
  if (!wantsRewrite(context.weak, guessLanguage(question), languages)) return { context };
  const rewrite = await rewriteQuery(model, question, { ...(options.earlier ? { earlier: options.earlier.question } : {}), pageLanguages: languages }, undefined, timeoutMs);
  if (!rewrite) return { context };
  return { context: selectForQuestion(tabs, question, { ...options, extraQueries: [rewrite] }), rewrite };
}
