import { isAbortError, ModelError } from '../../../models/model-error';

/**
 * WebLLM errors by class name (instanceof would need the module loaded; the engine may also be a
 * worker proxy that rebuilds errors). Names from web-llm 0.2.86 src/error.ts.
 */
export function mapWebLlmError(error: unknown): unknown {
  if (error instanceof ModelError || isAbortError(error)) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ContextWindowSizeExceededError') {
    const m = /prompt tokens: (\d+); context window size: (\d+)/u.exec(message);
    return new ModelError(
      'context-length',
      'The question and sources did not fit the model.',
      undefined,
      { ...(m ? { prompt: Number(m[1]), window: Number(m[2]) } : {}) },
      undefined,
      { code: 'context-length' },
    );
  }
  if (name === 'DeviceLostError' || /device (?:was )?lost|out of memory|\bOOM\b/iu.test(message)) {
    return new ModelError(
      'device-lost',
      'The GPU ran out of memory and stopped (WebGPU "device lost").',
      'Choose a smaller model, close other GPU-heavy tabs, or reload the panel.',
      undefined,
      undefined,
      { code: 'gpu-lost' },
    );
  }
  if (name === 'WebGPUNotAvailableError' || name === 'WebGPUNotFoundError' || /Unable to find a compatible GPU/u.test(message)) {
    return new ModelError('unavailable', 'This browser has no usable WebGPU GPU.', 'Answers use the passages view instead.', undefined, undefined, { code: 'no-webgpu' });
  }
  if (name === 'ShaderF16SupportError') {
    return new ModelError('unavailable', 'This model needs the shader-f16 GPU feature, which this GPU lacks.', 'Choose a q4f32 model.', undefined, undefined, {
      code: 'shader-f16',
    });
  }
  if (/Failed to fetch|NetworkError|network/iu.test(message)) {
    return new ModelError(
      'load-failed',
      'The model could not be downloaded.',
      'Check your connection and try again. It downloads once; after that it loads offline.',
      undefined,
      undefined,
      { code: 'download-failed' },
    );
  }
  const detail = message.slice(0, 200);
  return new ModelError('load-failed', `The model failed: ${detail}`, undefined, undefined, undefined, { code: 'engine-failed', detail });
}
