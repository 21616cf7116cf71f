import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import type { TurnData } from './turn';

/**
 * A turn as stored. The prompt report keeps only ids into `passages` (its passages are the turn's,
 * numbered the same way), so a long conversation costs each passage's text once.
 */
export interface SavedTurn extends Omit<TurnData, 'report'> {
  report?: Omit<PromptReport, 'sent' | 'leftOut'> & { sent: Array<{ id: number; tokens: number }>; leftOut: number[] };
}

/** What the storage item holds (its version is the item's: saved-conversation.ts). */
export interface SavedConversation {
  turns: SavedTurn[];
}

/** Version 1 carried its version in the value; turns had no `prompt` (the shape is otherwise the same). */
export interface SavedConversationV1 {
  version: 1;
  turns: SavedTurn[];
}
