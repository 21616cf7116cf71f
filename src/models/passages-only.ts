/** Why answers are passages only, and what would turn the model on. */
export type PassagesOnlyReason =
  | 'chosen'
  | 'no-webgpu'
  | 'no-adapter'
  | 'no-model-fits'
  | 'declined-download'
  | 'chrome-ai-unavailable'
  | 'openai-not-set'
  | 'load-failed';

export interface PassagesOnlyExplanation {
  /** One line: why there is no model answer. */
  why: string;
  /** One line: what would enable it. */
  enable: string;
}

const EXPLANATIONS: Record<PassagesOnlyReason, PassagesOnlyExplanation> = {
  chosen: {
    why: 'Showing the best passages only: you chose no model in the options.',
    enable: 'Choose a model in the options to get written answers.',
  },
  'no-webgpu': {
    why: 'Showing the best passages only: this browser has no WebGPU, and its WebAssembly cannot run the processor model either.',
    enable: 'Update Chrome or turn WebGPU on (chrome://flags/#enable-unsafe-webgpu on Linux), or use a local server (Ollama, LM Studio) in the options.',
  },
  'no-adapter': {
    why: 'Showing the best passages only: WebGPU found no usable GPU (none present, or its driver is blocked), and the processor model cannot run here.',
    enable: 'Update the graphics driver or check chrome://gpu, or use a local server (Ollama, LM Studio) in the options.',
  },
  'no-model-fits': {
    why: 'Showing the best passages only: this computer has neither a GPU nor the memory for the smallest model.',
    enable: 'Use a local server (Ollama, LM Studio) in the options, or Chrome’s built-in model where available.',
  },
  'declined-download': {
    why: 'Showing the best passages only: the model has not been downloaded.',
    enable: 'Download the model (once; it then works offline) to get written answers.',
  },
  'chrome-ai-unavailable': {
    why: 'Showing the best passages only: Chrome’s built-in model is not available in this browser.',
    enable: 'Use Chrome 138 or later on a supported device (see chrome://on-device-internals), or pick another backend in the options.',
  },
  'openai-not-set': {
    why: 'Showing the best passages only: the local server is not set up yet.',
    enable: 'Enter the server’s URL and model name in the options.',
  },
  'load-failed': {
    why: 'Showing the best passages only: the model failed to load.',
    enable: 'Try again, or choose a smaller model.',
  },
};

export function explainPassagesOnly(reason: PassagesOnlyReason): PassagesOnlyExplanation {
  return EXPLANATIONS[reason];
}
