import { computed, signal } from '@preact/signals';
import { isAbortError, isModelError } from '../../models/model-error';
import type { GenerationHandlers } from '../../backends/hosted/engine-client';
import type { HistoryTurn } from '../../pipeline/prompt/chat-message';
import type { EarlierTurn } from '../../pipeline/follow-up/earlier-turn';
import { answerTurn, type TurnDeps, type TurnInput } from './answer-turn';
import { ACTIVE_STATUSES } from '../../history/kept-turn';
import { newTurn, type Turn, type TurnData, turnFrom } from './turn';
import { modelErrorWords } from '../model-error-words';
import { ui } from '../../i18n/ui-translator';

export interface AnswerSessionDeps extends TurnDeps {
  /** Called when a backend fails (the controller offers a smaller model after "device lost"). */
  onModelError?(error: unknown): void;
  /**
   * A restored turn that was being written when the panel closed: the engine host's answer so far
   * and its end (false when the host does not know it: the turn stays interrupted). Aborting stops it.
   */
  collect?(requestId: string, handlers: GenerationHandlers, signal: AbortSignal): Promise<boolean>;
}

const MAX_CARRIED = 4;

/**
 * A conversation: each question is a turn (answer-turn.ts), passages the previous answer cited stay
 * available for follow-ups, earlier answers go in as history (trimmed to the window by the prompt
 * builder). Stop aborts the current turn; start over forgets everything.
 */
export function createAnswerSession(deps: AnswerSessionDeps) {
  const turns = signal<Turn[]>([]);
  const busy = computed(() => turns.value.some((t) => ACTIVE_STATUSES.includes(t.status.value)));
  let controller: AbortController | undefined;
  let nextId = 1;

  function history(): HistoryTurn[] {
    return turns.value
      .filter((t) => (t.status.value === 'done' || t.status.value === 'stopped') && t.text.value.trim())
      .map((t) => ({ question: t.question, answer: t.text.value }));
  }

  /**
   * The conversation as the processor engine holds it after the last answer (llama.cpp keeps its
   * prompt cache): that answer's prompt as sent and its text as written, with its numbered sources.
   */
  function kept(): TurnInput['kept'] {
    const last = turns.value.at(-1);
    const model = last?.model.value;
    if (!last?.prompt || model?.kind !== 'wllama' || !last.text.value) return undefined;
    if (last.status.value !== 'done' && last.status.value !== 'stopped') return undefined;
    const conversation = { messages: [...last.prompt, { role: 'assistant' as const, content: last.text.value }], sources: last.passages.value, sent: last.report.value?.sent ?? [] };
    return { model: model.name, conversation };
  }

  /**
   * The turn a follow-up leans on: its question, the tabs its answer was about (the ones it cited;
   * without citations, the tab of its first passage, what a passages-only answer leads with) and
   * its cited passages. Which of them still count is the retrieval's to say: only tabs in the new
   * question's scope are read.
   */
  function earlier(): EarlierTurn | undefined {
    const last = turns.value.at(-1);
    if (!last) return undefined;
    const passages = last.passages.value;
    const cited = new Set(last.analysis.value.citedIds);
    const carried = passages.filter((_, i) => cited.has(i + 1)).slice(0, MAX_CARRIED);
    const lead = last.retrieval.value?.matched && passages[0] ? [passages[0]] : [];
    const tabIds = [...new Set((carried.length > 0 ? carried : lead).map((p) => p.source.tabId))];
    return {
      question: last.question,
      tabIds,
      carried: carried.map((p) => ({ tabId: p.source.tabId, url: p.source.url, index: p.chunk.index, text: p.chunk.text })),
    };
  }

  async function ask(question: string): Promise<Turn> {
    controller?.abort();
    const abort = new AbortController();
    controller = abort;
    const turn = newTurn(nextId++, question.trim());
    const input = { history: history(), earlier: earlier(), kept: kept(), signal: abort.signal };
    turns.value = [...turns.value, turn];
    try {
      await answerTurn(turn, deps, input);
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) {
        turn.status.value = 'stopped';
      } else {
        deps.onModelError?.(error);
        turn.error.value = isModelError(error)
          ? { ...modelErrorWords(error), kind: error.kind }
          : { message: error instanceof Error ? error.message : String(error) };
        turn.status.value = 'error';
      }
    } finally {
      turn.reading.value = undefined;
      turn.steps.value = undefined;
      turn.queued.value = false;
      if (controller === abort) controller = undefined;
    }
    return turn;
  }

  /** Takes a restored turn back from the engine host: the text written while the panel was closed. */
  async function resume(turn: Turn, requestId: string): Promise<void> {
    if (!deps.collect || controller) return;
    const abort = new AbortController();
    controller = abort;
    const found = await deps
      .collect(
        requestId,
        {
          onDelta: (text) => (turn.text.value += text),
          onResult: (result) => {
            turn.text.value = result.text;
            if (result.state === 'generating') turn.status.value = 'streaming';
            else if (result.state === 'error') {
              turn.error.value = { message: result.error?.message ?? ui.t('errorModelFailed'), ...(result.error?.kind ? { kind: result.error.kind } : {}) };
              turn.status.value = 'error';
            } else turn.status.value = result.state;
            if (result.state !== 'generating' && controller === abort) controller = undefined;
          },
        },
        abort.signal,
      )
      .catch(() => false);
    if (!found && controller === abort) controller = undefined;
  }

  return {
    turns,
    busy,
    ask,
    stop: () => controller?.abort(),
    /** Puts back a saved conversation (a panel reopened); call before the first question. */
    restore(saved: TurnData[]) {
      turns.value = saved.map((data) => turnFrom(nextId++, data));
      const last = turns.value.at(-1);
      if (last?.status.value === 'interrupted' && last.requestId) void resume(last, last.requestId);
    },
    startOver: () => {
      controller?.abort();
      turns.value = [];
    },
  };
}

export type AnswerSession = ReturnType<typeof createAnswerSession>;
