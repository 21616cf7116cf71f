import { describe, expect, it } from 'vitest';
import { ModelError } from '../models/model-error';
import { modelErrorWords } from './model-error-words';

describe('modelErrorWords', () => {
  it('words a full disk in the interface’s language with the space the model needs and what is left', () => {
    const full = new ModelError('storage-full', 'host words', 'host fix', undefined, { neededBytes: 1.5 * 1024 ** 3, freeBytes: 300 * 1024 ** 2 });
    expect(modelErrorWords(full)).toEqual({
      message: 'There is not enough disk space for the model: it needs 1.5 GB, and this browser can store 300 MB more.',
      fix: expect.stringMatching(/smaller model/u),
    });
    const unknown = new ModelError('storage-full', 'host words', undefined, undefined, { neededBytes: 386 * 1024 ** 2 });
    expect(modelErrorWords(unknown).message).toBe('There is not enough disk space for the model: it needs 386 MB.');
  });

  it('keeps the words of other failures', () => {
    expect(modelErrorWords(new ModelError('load-failed', 'The model could not be downloaded (HTTP 404).', 'Check your connection.'))).toEqual({
      message: 'The model could not be downloaded (HTTP 404).',
      fix: 'Check your connection.',
    });
  });

  it('words the engine host’s failures from their codes, not the host’s English', () => {
    const lost = new ModelError('device-lost', 'host words', 'host fix', undefined, undefined, { code: 'gpu-lost' });
    expect(modelErrorWords(lost)).toEqual({
      message: 'The graphics card stopped (WebGPU “device lost”), usually for lack of memory.',
      fix: 'Choose a smaller model, or close other tabs that use the graphics card heavily.',
    });
    const failed = new ModelError('load-failed', 'host words', undefined, undefined, undefined, { code: 'download-failed', detail: 'HTTP 404' });
    expect(modelErrorWords(failed)).toEqual({ message: 'The model could not be downloaded (HTTP 404).', fix: expect.stringMatching(/connection/u) });
    const wide = new ModelError('load-failed', 'host words', undefined, undefined, undefined, { code: 'window-too-large', count: 32768 });
    expect(modelErrorWords(wide)).toEqual({ message: 'This model reads at most 32,768 tokens.' });
    const cut = new ModelError('load-failed', 'host words', 'host fix', undefined, undefined, { code: 'download-interrupted' });
    expect(modelErrorWords(cut)).toEqual({ message: 'The model’s download was interrupted; nothing was kept.', fix: expect.stringMatching(/connection/u) });
    const twice = new ModelError('unavailable', 'already-writing', undefined, undefined, undefined, { code: 'already-writing' });
    expect(modelErrorWords(twice)).toEqual({ message: 'This answer is already being written.' });
  });
});
