/** Why answers are passages only; the panel words it and what would turn the model on (src/sidepanel/model-setup/passages-only-words.ts). */
export type PassagesOnlyReason =
  | 'chosen'
  | 'no-webgpu'
  | 'no-adapter'
  | 'no-model-fits'
  | 'declined-download'
  | 'chrome-ai-unavailable'
  | 'openai-not-set'
  | 'load-failed';
