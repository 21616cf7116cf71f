// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../tests/support/test-panel';
import { readyStatus } from '../../tests/support/test-panel-api';
import { LineIcon } from './line-icon';

afterEach(() => render(null, document.body));

describe('the panel’s icons', () => {
  it('draw as SVG in the text colour, hidden from screen readers, so no font is needed', () => {
    render(<LineIcon name="history" />, document.body);
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('the header’s buttons hold no emoji or dingbat (an empty box where no emoji font is installed) and keep their labels', () => {
    mountTestPanel({ tabs: [{ id: 1, title: 'A page', active: true }], statuses: { 1: readyStatus(1) }, passages: [], model: null });
    const options = document.querySelector<HTMLElement>('[data-testid="open-options"]')!;
    expect(options.querySelector('svg[data-icon="settings"]')).not.toBeNull();
    expect(options.textContent).toBe('');
    expect(options.getAttribute('aria-label')).toBeTruthy();
    expect(document.querySelector('.panel-head')!.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
