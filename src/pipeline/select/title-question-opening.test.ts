import { describe, expect, it } from 'vitest';
import type { Chunk } from '../chunk/chunk';
import { answeringOpening, asksTitleQuestion, titleQuestion, titleQuestionTabs } from './title-question-opening';

const TITLE = 'Why is "except: pass" a bad programming practice?';
const chunk = (index: number, text: string): Chunk => ({ index, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } });

describe('titleQuestion', () => {
  it('finds the part of a title that is a question', () => {
    expect(titleQuestion(TITLE)).toBe(TITLE);
    expect(titleQuestion(`python - ${TITLE} - Stack Overflow`)).toBe(TITLE);
    expect(titleQuestion('Smart Thermostats | PSE&G Energy Efficiency Programs')).toBeUndefined();
    expect(titleQuestion('Super_Bowl_50')).toBeUndefined();
    expect(titleQuestion('Jeopardy?')).toBeUndefined();
  });
});

describe('asksTitleQuestion', () => {
  it('is the title’s question in other words: same first word, two of its words', () => {
    expect(asksTitleQuestion('Why is a bare except: pass frowned upon in Python?', TITLE)).toBe(true);
    expect(asksTitleQuestion(`Why is a bare except: pass frowned upon?\n> quoted`, `python - ${TITLE} - Stack Overflow`)).toBe(true);
  });
  it('is not another question about the page', () => {
    expect(asksTitleQuestion('What error would int() give me on bad input?', TITLE)).toBe(false);
    expect(asksTitleQuestion('Why is pass needed in an empty class?', TITLE)).toBe(false);
    expect(asksTitleQuestion('Why is a bare except frowned upon?', 'Python exceptions | Docs')).toBe(false);
  });
});

describe('answeringOpening', () => {
  it('takes the first chunks within the allowance, less those that ask', () => {
    const chunks = [chunk(0, 'Why is this bad? I want to continue.'), chunk(1, 'Catch only what you can recover from.'), chunk(2, 'Log it.'), chunk(3, 'More.')];
    expect(answeringOpening(chunks, 30, () => 10).map((c) => c.index)).toEqual([1, 2]);
    expect(answeringOpening(chunks, 5, () => 10)).toEqual([]);
  });
});

describe('titleQuestionTabs', () => {
  const tab = (title: string) => ({ source: { title } });
  it('is the tabs whose titles ask the question, when some do and some do not', () => {
    const thread = tab(`python - ${TITLE} - Stack Overflow`);
    const docs = tab('itertools — Functions creating iterators for efficient looping');
    expect(titleQuestionTabs([docs, thread], 'Why is a bare except: pass frowned upon in Python?')).toEqual([thread]);
    expect(titleQuestionTabs([docs, thread], 'What does itertools.chain do?')).toBeUndefined();
    expect(titleQuestionTabs([thread], 'Why is a bare except: pass frowned upon in Python?')).toBeUndefined();
  });
});
