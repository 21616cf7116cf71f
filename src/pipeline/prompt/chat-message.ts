/** One chat turn, in the shape every backend (OpenAI, WebLLM, Prompt API) accepts. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One finished question and answer of the conversation, for follow-ups. */
export interface HistoryTurn {
  question: string;
  answer: string;
}
