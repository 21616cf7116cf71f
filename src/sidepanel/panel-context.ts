import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Answerer } from './answerer';
import type { PanelApi } from './panel-api';
import type { PanelState } from './state/panel-state';

export interface PanelContextValue {
  state: PanelState;
  api: PanelApi;
  /** Absent: the passages-only answer. */
  answerer?: Answerer;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

/** The panel's state and its port to the background, for any component under <App>. */
export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel() outside <PanelContext.Provider>');
  return value;
}
