import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans';

describe('codeSpans', () => {
  it('splits a message at its backquotes into text and code', () => {
    expect(codeSpans('Run `ollama pull qwen` first, then `ollama serve`')).toEqual([
      { text: 'Run ', code: false },
      { text: 'ollama pull qwen', code: true },
      { text: ' first, then ', code: false },
      { text: 'ollama serve', code: true },
    ]);
    expect(codeSpans('No code here.')).toEqual([{ text: 'No code here.', code: false }]);
  });
});
