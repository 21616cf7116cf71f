import type { FunctionComponent } from 'preact';
import type { PanelApi } from './panel-api';
import type { PanelState } from './state/panel-state';

/**
 * What answers a question in the panel. Without one, the panel gives the passages-only answer
 * (`askQuestion` + `ResultsView`). The model answer (issue 4) provides its own: `ask` retrieves with
 * `retrievePassages` and streams an answer; `View` renders it where `ResultsView` would be, reusing
 * `SourceList` for the numbered sources and `showSource` for citation chips. It should set
 * `state.asking` while it retrieves (the question box and the reading progress follow it) and put
 * failures in `state.error`.
 */
export interface Answerer {
  ask(state: PanelState, api: PanelApi): Promise<void>;
  View: FunctionComponent;
}

export type CreateAnswerer = (state: PanelState, api: PanelApi) => Answerer;
