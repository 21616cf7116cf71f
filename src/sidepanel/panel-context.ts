import type { Signal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { History } from '../history/history-store';
import type { AnswerSession } from './session/answer-session';
import type { KeptSession } from './session/saved-conversation';
import type { ModelController } from './model-setup/model-controller';
import type { PanelApi } from './panel-api';
import type { PanelState } from './state/panel-state';

/** What the panel may do to a tab beyond asking about it (the browser's tabs API in the panel; a record in tests). */
export interface TabActions {
  reload(tabId: number): Promise<void>;
  /** Brings the tab forward (to sign in there, for a restricted video). */
  show(tabId: number): Promise<void>;
  /** chrome://extensions for this extension, where "Allow access to file URLs" is. */
  openFileAccessSetting(): Promise<void>;
  /** Opens a page in a new tab (a kept conversation's source whose tab is gone: at the passage). */
  openPage(url: string): Promise<void>;
}

export interface PanelContextValue {
  state: PanelState;
  api: PanelApi;
  /** The conversation: every question is a turn of it, with or without a model. */
  session: AnswerSession;
  modelController: ModelController;
  tabActions: TabActions;
  /** Asks the question in the box (or `question`, e.g. a suggestion) about the tabs in scope. */
  ask(question?: string): Promise<void>;
  openOptions(): Promise<void>;
  /** "Start over": a new conversation (the one shown stays in the history). */
  startOver(): void;
  /** The kept conversations (absent in a private window, and where a test keeps none). */
  conversations?: PanelConversations | undefined;
}

/** The history as the panel uses it: the list, and the conversation shown. */
export interface PanelConversations {
  history: History;
  kept: Promise<KeptSession>;
  /** The Conversations view is open (instead of the conversation). */
  viewOpen: Signal<boolean>;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

/** The panel's state, conversation and ports, for any component under <App>. */
export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel() outside <PanelContext.Provider>');
  return value;
}
