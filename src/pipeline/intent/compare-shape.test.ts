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

  // Written for the shapes, not taken from a benchmark: a list of names before a colon, and two things of one kind.
  it.each([
    'Corvo Book 14, Aerolite 14: weight?',
    'Kindle Paperwhite, Kobo Clara BW, PocketBook Verse: Akkulaufzeit',
    'Aeropress Go、Hario Switch：値段',
    'When were the camping stove review and the kettle review published?',
    'Is the red linen dress or the blue cotton dress cheaper to ship?',
    'Qui a écrit le guide du débutant et le guide avancé ?',
    'Wann erscheinen die neue Ausgabe und die alte Ausgabe?',
  ])('%s → comparison by its shape', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'comparison', byShape: true });
  });

  it.each([
    'Hoka Clifton 10: how heavy is it?',
    'Warning: does the heater need its own fuse?',
    'What time does the shop open and when does the shop close?',
    'Does the price include the frame and the frame bag?',
    'Is it open at 10:30, or only after lunch?',
    'How many calories and how much protein are in a serving?',
  ])('%s → no comparison by its shape', (q) => {
    expect(classifyIntent(q).kind).not.toBe('comparison');
  });

  it.each(['What lies between L and P?', 'Who founded the company?', 'When did Tesla move to New York?', 'Summarize both pages'])('%s → not by shape', (q) => {
    expect(classifyIntent(q).kind).not.toBe('comparison');
  });
});
