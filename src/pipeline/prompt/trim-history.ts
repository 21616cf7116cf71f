import type { ChatMessage, HistoryTurn } from './chat-message';

/**
 * Earlier turns as chat messages, newest kept first, oldest dropped whole (a question without its
 * answer would confuse the model) until they fit `budget` tokens.
 *
 * Citation numbers are removed from earlier answers: each turn numbers its own sources, so an old
 * "[2]" would point at a different passage now and invite wrong citations.
 */
export function trimHistory(
  turns: HistoryTurn[],
  budget: number,
  countTokens: (text: string) => number,
  perMessageOverhead: number,
): { messages: ChatMessage[]; tokens: number; kept: number; dropped: number } {
  const kept: ChatMessage[][] = [];
  let tokens = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i]!;
    const pair: ChatMessage[] = [
      { role: 'user', content: turn.question },
      { role: 'assistant', content: stripCitations(turn.answer) },
    ];
    const cost = pair.reduce((sum, m) => sum + countTokens(m.content) + perMessageOverhead, 0);
    if (tokens + cost > budget) break;
    tokens += cost;
    kept.unshift(pair);
  }
  return { messages: kept.flat(), tokens, kept: kept.length, dropped: turns.length - kept.length };
}

export function stripCitations(text: string): string {
  return text.replace(/\s*(?:\[\s*\d+(?:\s*[,;]\s*\d+)*\s*\])+/gu, '').trim();
}
