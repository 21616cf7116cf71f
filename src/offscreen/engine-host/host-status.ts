import type { EngineStatus, LoadedModelInfo, ReleaseReason, WireError } from '../../messaging/engine-host-protocol';
import type { LoadProgress } from '../../models/load-progress';

/** What happens to the host, as far as its status shows it. */
export type HostEvent =
  | { type: 'loading'; model: LoadedModelInfo }
  | { type: 'progress'; progress: LoadProgress }
  | { type: 'loaded'; model: LoadedModelInfo }
  /** A load that failed (`lastRelease: 'failed'`), or a model the host refused to look up (`refused`). */
  | { type: 'failed'; error: WireError; model?: LoadedModelInfo; refused?: boolean }
  | { type: 'released'; reason: ReleaseReason; error?: WireError; model?: LoadedModelInfo }
  | { type: 'configured'; idleMs: number }
  | { type: 'idle-armed'; releaseAt: number | undefined }
  /** The model's queue (`requestIds`) and the answers servers are writing (`serving`). */
  | { type: 'generating'; requestIds: string[]; serving: string[] };

export const initialStatus = (idleMs: number, crossOriginIsolated: boolean): EngineStatus => ({ state: 'none', loads: 0, generating: [], serving: [], idleMs, crossOriginIsolated });

/** The host's status after an event: the one place it changes (engine-host.ts broadcasts it). */
export function nextStatus(status: EngineStatus, event: HostEvent): EngineStatus {
  const { progress: _p, error: _e, releaseAt: _r, model: _m, ...base } = status;
  switch (event.type) {
    case 'loading':
      return { ...without(status, 'error'), state: 'loading', model: event.model, progress: { phase: 'download', fraction: 0, text: '' } };
    case 'progress':
      return { ...status, progress: event.progress };
    case 'loaded':
      return { ...without(status, 'progress'), state: 'ready', loads: status.loads + 1, model: event.model };
    case 'failed':
      if (event.refused) return { ...status, state: 'error', error: event.error, ...(event.model ? { model: event.model } : {}) };
      return { ...without(status, 'progress'), state: 'error', error: event.error, lastRelease: 'failed' };
    case 'released':
      return { ...base, state: event.error ? 'error' : 'none', lastRelease: event.reason, ...(event.error ? { error: event.error } : {}), ...(event.model ? { model: event.model } : {}) };
    case 'configured':
      return { ...status, idleMs: event.idleMs };
    case 'idle-armed':
      return event.releaseAt === undefined ? without(status, 'releaseAt') : { ...status, releaseAt: event.releaseAt };
    case 'generating':
      return { ...status, generating: event.requestIds, serving: event.serving };
  }
}

function without<K extends keyof EngineStatus>(status: EngineStatus, key: K): Omit<EngineStatus, K> {
  const { [key]: _, ...rest } = status;
  return rest;
}
