import type { PassagesOnlyReason } from '../../models/passages-only';

/** Why there is no written answer, in a few words for the header (the options explain the rest). */
export const SHORT: Record<PassagesOnlyReason, string> = {
  chosen: 'Passages only: no model chosen',
  'no-webgpu': 'Passages only: this browser has no WebGPU',
  'no-adapter': 'Passages only: WebGPU found no usable graphics card',
  'no-model-fits': 'Passages only: the graphics card is too small for a model',
  'declined-download': 'Passages only: the model is not downloaded',
  'chrome-ai-unavailable': 'Passages only: Chrome’s built-in model is not available',
  'openai-not-set': 'Passages only: the server is not set up',
  'load-failed': 'Passages only: the model failed to load',
};
