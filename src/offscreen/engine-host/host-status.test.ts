import { describe, expect, it } from 'vitest';
import { initialStatus, nextStatus } from './host-status';

const model = { engine: 'wllama' as const, modelId: 'm', name: { of: 'id' as const, id: 'm' }, contextWindow: 2048 };
const error = { kind: 'device-lost' as const, message: 'lost' };

describe('nextStatus', () => {
  it('follows a load: loading with progress, then ready with the load counted and no progress', () => {
    let s = nextStatus(initialStatus(600_000, true), { type: 'loading', model });
    expect(s).toMatchObject({ state: 'loading', model, progress: { phase: 'download', fraction: 0 } });
    s = nextStatus(s, { type: 'progress', progress: { phase: 'download', fraction: 0.5, text: '' } });
    expect(s.progress?.fraction).toBe(0.5);
    s = nextStatus(s, { type: 'loaded', model: { ...model, threads: 4 } });
    expect(s).toEqual({ state: 'ready', loads: 1, generating: [], serving: [], idleMs: 600_000, crossOriginIsolated: true, model: { ...model, threads: 4 } });
  });

  it('a release forgets the model, its timer and error, and says why; device lost keeps the error and the model', () => {
    const ready = nextStatus(nextStatus(nextStatus(initialStatus(1000, false), { type: 'loading', model }), { type: 'loaded', model }), { type: 'idle-armed', releaseAt: 5 });
    expect(ready.releaseAt).toBe(5);
    expect(nextStatus(ready, { type: 'released', reason: 'idle' })).toEqual({ state: 'none', loads: 1, generating: [], serving: [], idleMs: 1000, crossOriginIsolated: false, lastRelease: 'idle' });
    expect(nextStatus(ready, { type: 'released', reason: 'device-lost', error, model })).toMatchObject({ state: 'error', error, model, lastRelease: 'device-lost' });
    expect(nextStatus(ready, { type: 'idle-armed', releaseAt: undefined })).not.toHaveProperty('releaseAt');
  });

  it('a failed load is an error released as failed; a refused model is an error that names it', () => {
    const loading = nextStatus(initialStatus(0, true), { type: 'loading', model });
    expect(nextStatus(loading, { type: 'failed', error })).toMatchObject({ state: 'error', error, lastRelease: 'failed', model });
    expect(nextStatus(loading, { type: 'failed', error })).not.toHaveProperty('progress');
    expect(nextStatus(initialStatus(0, true), { type: 'failed', error, model, refused: true })).toMatchObject({ state: 'error', error, model });
  });
});
