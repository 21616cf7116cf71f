// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionResult } from '../backends/openai/check-connection';
import type { SettingsForm } from '../backends/validate-backend-settings';
import { ModelError } from '../models/model-error';
import { ServerTest } from './server-test';

afterEach(() => render(null, document.body));

const form = (url: string): SettingsForm => ({ backend: 'openai', url, model: 'llama3.2', key: '', contextWindow: '4096' });
const result = () => document.querySelector('[data-testid="backend-test-result"]')!;

describe('ServerTest', () => {
  it('forgets a result once the address it was tested with changes (review R12)', async () => {
    const testServer = async (): Promise<ConnectionResult> => ({ ok: false, error: new ModelError('connection', 'Could not connect to 127.0.0.1:9.', 'Start the server: `ollama serve`') });
    await act(() => render(<ServerTest form={form('http://127.0.0.1:9/v1')} testServer={testServer} onPick={() => undefined} />, document.body));
    await act(async () => (document.querySelector('[data-testid="backend-test"]') as HTMLButtonElement).click());
    expect(result().textContent).toMatch(/Could not connect to 127\.0\.0\.1:9/);
    expect(result().querySelector('.fix code')?.textContent).toBe('ollama serve');
    await act(() => render(<ServerTest form={form('http://localhost:11434/v1')} testServer={testServer} onPick={() => undefined} />, document.body));
    expect(result().textContent).toBe('');
  });
});
