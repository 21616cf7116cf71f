import type { AnswerLanguage } from '../pipeline/prompt/answer-language';
import type { PromptReport } from '../pipeline/prompt/build-prompt';
import { buildCondensePrompt } from '../pipeline/prompt/build-condense-prompt';
import { buildNotesPrompt, type NotesReport, type PartNotes } from '../pipeline/prompt/build-notes-prompt';
import type { HistoryTurn } from '../pipeline/prompt/chat-message';
import { defaultAnswerReserve } from '../pipeline/prompt/source-budget';
import type { Passage } from '../pipeline/select/passage';
import type { LanguageModel, TokenUsage } from '../models/language-model';
import { streamPrompt } from './stream-answer';

export interface PartsRequest {
  model: LanguageModel;
  question: string;
  /** `selectOverTabs`' `parts`: the scope in reading order, each part within one prompt's budget. */
  parts: Passage[][];
  history?: HistoryTurn[];
  /** The question's language: the answer (not the notes) is written in it. Default English. */
  answerLanguage?: AnswerLanguage;
  signal?: AbortSignal;
  /**
   * Before each step: steps 1…n condense the n parts, step n + 1 writes the answer (`of` = n + 1).
   */
  onProgress?: (progress: { step: number; of: number }) => void;
  /**
   * Before the answer streams: what the model read, as the single-prompt answer reports it (ids
   * are positions in `parts.flat()`, the list the panel numbers; `sent` is every passage a
   * condensing step read, `leftOut` what none could hold).
   */
  onPrompt?: (report: PromptReport) => void;
  /** The answer's streamed text (the notes are not streamed to the user). */
  onDelta?: (delta: string) => void;
  onUsage?: (usage: TokenUsage) => void;
  /** Names the final answer in the engine host (GenerateRequest.requestId), which finishes it if the panel closes. */
  requestId?: string;
}

export interface PartsResult {
  text: string;
  /** `parts.flat()`: the numbered list the answer's [n] refer to. */
  passages: Passage[];
  /** What the model read, over all steps (see `onPrompt`). */
  report: PromptReport;
  /** The notes of each part, citing global numbers. */
  notes: PartNotes[];
  /** The final prompt's own report (notes sent, notes left out). */
  notesReport?: NotesReport;
  stopped: boolean;
  usage?: TokenUsage;
}

/** Each part's notes get an even share of the answer prompt's room, so all of them fit in it. */
export function notesTokensFor(contextWindow: number, parts: number): number {
  const reserve = defaultAnswerReserve(contextWindow);
  return Math.max(64, Math.min(reserve, Math.floor((contextWindow - 2 * reserve) / Math.max(1, parts))));
}

/**
 * A whole-page question over text far beyond the window, read in parts (map-reduce): each part is
 * condensed into notes that cite its passages by their global numbers, then the answer is written
 * from the notes and streamed, keeping those citations. Every model call goes through streamPrompt
 * (retries when a prompt is too long). Stop (the signal) ends the work at any step: the answer so far
 * is kept, later steps never start.
 */
export async function answerInParts(request: PartsRequest): Promise<PartsResult> {
  const { model, question, parts, signal } = request;
  const passages = parts.flat();
  const of = parts.length + 1;
  const reserve = defaultAnswerReserve(model.contextWindow);
  const notesTokens = notesTokensFor(model.contextWindow, parts.length);
  const sent: PromptReport['sent'] = [];
  const leftOut: PromptReport['leftOut'] = [];
  const notes: PartNotes[] = [];
  let promptTokens = 0;
  const stoppedResult = (text = '', notesReport?: NotesReport, usage?: TokenUsage): PartsResult => ({
    text,
    passages,
    report: report(),
    notes,
    ...(notesReport ? { notesReport } : {}),
    stopped: true,
    ...(usage ? { usage } : {}),
  });
  const report = (): PromptReport => ({
    sent,
    leftOut,
    promptTokens,
    sourceBudget: sent.reduce((sum, s) => sum + s.tokens, 0),
    answerReserve: reserve,
    historyTurnsKept: 0,
    historyTurnsDropped: 0,
  });

  let firstId = 1;
  for (const [k, part] of parts.entries()) {
    if (signal?.aborted) return stoppedResult();
    request.onProgress?.({ step: k + 1, of });
    const start = firstId;
    firstId += part.length;
    const condensed = await streamPrompt({
      model,
      build: (limits, countTokens) => {
        const built = buildCondensePrompt(
          { question, passages: part, firstId: start, part: k + 1, parts: parts.length },
          { contextWindow: model.contextWindow, countTokens, notesTokens, ...(limits.sourceTokenCap !== undefined ? { sourceTokenCap: limits.sourceTokenCap } : {}) },
        );
        return { ...built, maxTokens: notesTokens };
      },
      ...(signal ? { signal } : {}),
    });
    if (condensed.stopped) return stoppedResult();
    sent.push(...condensed.report.sent);
    leftOut.push(...condensed.report.leftOut);
    notes.push({ part: k + 1, text: condensed.text, titles: [...new Set(part.map((p) => p.source.title))] });
  }

  if (signal?.aborted) return stoppedResult();
  request.onProgress?.({ step: of, of });
  const history = request.history ?? [];
  const answer = await streamPrompt({
    model,
    build: (limits, countTokens) => {
      const built = buildNotesPrompt(
        { question, notes, history: limits.dropHistory ? [] : history, ...(request.answerLanguage ? { answerLanguage: request.answerLanguage } : {}) },
        { contextWindow: model.contextWindow, countTokens, ...(limits.sourceTokenCap !== undefined ? { sourceTokenCap: limits.sourceTokenCap } : {}) },
      );
      return { ...built, maxTokens: built.report.answerReserve };
    },
    onPrompt: (notesReport) => {
      promptTokens = notesReport.promptTokens;
      request.onPrompt?.(report());
    },
    ...(signal ? { signal } : {}),
    ...(request.onDelta ? { onDelta: request.onDelta } : {}),
    ...(request.onUsage ? { onUsage: request.onUsage } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  });
  if (answer.stopped) return stoppedResult(answer.text, answer.report, answer.usage);
  return { text: answer.text, passages, report: report(), notes, notesReport: answer.report, stopped: false, ...(answer.usage ? { usage: answer.usage } : {}) };
}
