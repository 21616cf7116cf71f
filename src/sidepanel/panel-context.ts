import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AnswerSession } from './conversation/answer-session';
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
}

export const PanelContext = createContext<PanelContextValue | null>(null);

/** The panel's state, conversation and ports, for any component under <App>. */
export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel() outside <PanelContext.Provider>');
  return value;
}
