import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('puts substitutions in through named placeholders, in any case', () => {
    const entry = { message: 'Best passages from $Count$ tabs about $TOPIC$', placeholders: { count: { content: '$1' }, topic: { content: '$2' } } };
    expect(formatMessage(entry, ['3', 'pricing'])).toBe('Best passages from 3 tabs about pricing');
  });

  it('reads $1 in the message itself and $$ as a dollar sign', () => {
    expect(formatMessage({ message: '$1 costs $$5' }, ['It'])).toBe('It costs $5');
  });

  it('leaves a missing substitution empty, as the browser does', () => {
    expect(formatMessage({ message: 'a $X$ b', placeholders: { x: { content: '$1' } } })).toBe('a  b');
  });
});
