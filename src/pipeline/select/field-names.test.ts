import { describe, expect, it } from 'vitest';
import { fieldsAsked } from './field-names';

const names = (question: string) => fieldsAsked(question).map((f) => f.name);

describe('fieldsAsked', () => {
  it('reads a field named in another language or asked without its noun', () => {
    expect(names('Из какого материала корпус?')).toEqual(['material']);
    expect(names('What is it made of?')).toEqual(['material']);
    expect(names('¿De qué color es?')).toEqual(['colour']);
    expect(names('Where is it made?')).toEqual(['origin']);
  });

  it('reads 色 as colour only as a label or "what colour", not inside 特色, 出色 or 景色', () => {
    expect(names('この財布の色は？')).toEqual(['colour']);
    expect(names('何色がありますか？')).toEqual(['colour']);
    expect(names('有什么颜色？')).toEqual(['colour']);
    expect(names('这款相机有什么特色？')).toEqual([]);
    expect(names('哪个表现更出色？')).toEqual([]);
    expect(names('景色が一番いいホテルは？')).toEqual([]);
  });
});
