import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent';

describe('a comparison by what it asks', () => {
  it.each([
    'How quickly do ClickUp and monday.com pay for themselves?',
    'Do both formats require a product image?',
    'What do these two guides say about battery life?',
    'Is the hemp dress or the faux leather jacket made from natural fibre?',
    'Where do I put service definitions with SysV init compared to systemd?',
    'Est-ce que je peux utiliser Zoho CRM et OnePageCRM gratuitement ?',
    'Qual destes dois sistemas de RH está presente em mais países?',
    'Was kosten die ROG Strix oder die MSI Shadow?',
    '¿Cuánto cuestan la Hoka Clifton 10 y la Nike Vomero 18?',
    'Quanto costano i due divani?',
    'Сколько стоят эти два дома?',
    '这两款耳机的续航是多少？',
    'ニコンのD750とZ5IIのセンサーは？',
    '두 이어폰의 배터리는 몇 시간인가요?',
  ])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });

  it.each(['What lies between L and P?', 'Who founded the company?', 'When did Tesla move to New York?', 'Summarize both pages'])('%s → not by shape', (q) => {
    expect(classifyIntent(q).kind).not.toBe('comparison');
  });
});
