import { backgroundMessenger, type BackgroundProtocol } from '../messaging/background-protocol';

type Verb<K extends keyof BackgroundProtocol> = (
  data: Parameters<BackgroundProtocol[K]>[0],
) => Promise<ReturnType<BackgroundProtocol[K]>>;

/** What the panel asks of the background: the port its actions use (tests pass an in-memory one). */
export interface PanelApi {
  prepareTab: Verb<'prepareTab'>;
  selectOverTabs: Verb<'selectOverTabs'>;
  tabCandidates: Verb<'tabCandidates'>;
  showPassage: Verb<'showPassage'>;
  showInPdfViewer: Verb<'showInPdfViewer'>;
  stopReading: Verb<'stopReading'>;
}

export const backgroundApi: PanelApi = {
  prepareTab: (data) => backgroundMessenger.sendMessage('prepareTab', data),
  selectOverTabs: (data) => backgroundMessenger.sendMessage('selectOverTabs', data),
  tabCandidates: (data) => backgroundMessenger.sendMessage('tabCandidates', data),
  showPassage: (data) => backgroundMessenger.sendMessage('showPassage', data),
  showInPdfViewer: (data) => backgroundMessenger.sendMessage('showInPdfViewer', data),
  stopReading: (data) => backgroundMessenger.sendMessage('stopReading', data),
};
