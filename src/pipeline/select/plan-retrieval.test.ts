import { describe, expect, it } from 'vitest';
import { classifyQuestion, planRetrieval } from './plan-retrieval';

describe('planRetrieval', () => {
  it('classifies questions', () => {
    expect(classifyQuestion('Which phone has the better battery, the Pixel or the iPhone?')).toBe('comparison');
    expect(classifyQuestion('What is the difference between these two plans?')).toBe('comparison');
    expect(classifyQuestion('Postgres vs MongoDB for JSON')).toBe('comparison');
    expect(classifyQuestion('Summarize these pages')).toBe('summary');
    expect(classifyQuestion('How do I install the CLI?')).toBe('how-to');
    expect(classifyQuestion('In what year did Python 3 come out?')).toBe('factual');
    expect(classifyQuestion('What lies between L and P?')).toBe('factual');
    expect(classifyQuestion('What are two examples of different types of reduction?')).toBe('factual');
    expect(classifyQuestion('How do students rate enthusiastic teachers?')).toBe('factual');
  });

  it('gives comparisons breadth: a lower cap per tab as tabs grow, a larger budget', () => {
    const facts = planRetrieval('When was the battery introduced?', 6);
    const compare = planRetrieval('Compare the batteries of these phones', 6);
    expect(compare.budget).toBeGreaterThan(facts.budget);
    expect(compare.perTabCap).toBe(2);
    expect(planRetrieval('Compare the batteries of these phones', 2).perTabCap).toBe(6);
  });

  it('gives a factual question a few passages from wherever they are', () => {
    const plan = planRetrieval('Who founded the company?', 12);
    expect(plan.kind).toBe('factual');
    expect(plan.perTabCap).toBeGreaterThanOrEqual(4);
    expect(plan.budget).toBeLessThanOrEqual(1500);
  });

  it('copes with odd tab counts', () => {
    expect(planRetrieval('Compare them', 0).perTabCap).toBeGreaterThan(0);
    expect(Number.isFinite(planRetrieval('Compare them', Number.NaN).perTabCap)).toBe(true);
  });
});
