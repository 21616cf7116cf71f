import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('Russian cues', () => {
  it.each([
    'Кратко перескажи статью',
    'Перескажи эту страницу',
    'Резюмируй текст',
    'О чём эта статья?',
    'О чем эта страница?',
    'Какие основные мысли?',
    'Назови ключевые моменты',
    'В чём суть?',
    'Сделай краткое резюме',
    'Объясни эту статью',
    'Вкратце, пожалуйста',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it('carries the topic of a request about one thing', () => {
    expect(classifyIntent('Кратко перескажи, что в статье говорится о ценах')).toEqual({ kind: 'whole-page', topic: 'ценах' });
  });
  it.each(['Сравни эти два телефона', 'В чём разница между тарифами?', 'Какой лучше?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(['Как установить приложение?', 'Пошаговая инструкция для роутера', 'И как очистить кэш?', 'Как добраться до магазина?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(['В каком году основана компания?', 'Кто написал книгу?', 'Как долго держит батарея?', 'Как работает гарантия?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
